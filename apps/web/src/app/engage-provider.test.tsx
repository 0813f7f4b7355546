import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '@jaunt/contract';
import { ProductCard } from '../features/browse/components/product-card.tsx';
import { mockFetch, on, renderWithProviders } from '../test/render.tsx';
import { EngageProvider } from './engage-provider.tsx';

const card = (id: string, name: string): ProductListItem => ({
  _id: id,
  slug: id,
  name,
  city: 'Toronto',
  market: 'GTA',
  lowestPrice: 40,
  computedRating: 4,
  reviewCount: 1,
  info: '',
  featuredImage: '',
  distance: undefined,
});

const me = { _id: 'u1', email: 'ada@example.test', role: 'user', firstName: 'Ada' };
const lists = [
  { _id: 'l1', name: 'Summer', owner: true, experiences: [{ id: 'p-saved', variant: -1 }] },
];

describe('save hearts', () => {
  it("show the saved state for products in any of the user's lists", async () => {
    mockFetch(
      on('GET', '/api/session', 200, { user: me }),
      on('GET', `/api/lists/email/${encodeURIComponent(me.email)}/full`, 200, lists),
    );
    renderWithProviders(
      <EngageProvider>
        <ProductCard product={card('p-saved', 'Harbour Kayak')} market="GTA" />
        <ProductCard product={card('p-other', 'Night Market')} market="GTA" />
      </EngageProvider>,
    );
    const saved = screen.getByRole('button', { name: 'Save Harbour Kayak to a list' });
    await waitFor(() => expect(saved).toHaveAttribute('aria-pressed', 'true'));
    expect(saved.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    const other = screen.getByRole('button', { name: 'Save Night Market to a list' });
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(other.querySelector('svg')).toHaveAttribute('fill', 'none');
  });
});
