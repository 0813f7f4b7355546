import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductListItem } from '@jaunt/contract';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import { ProductCard } from './product-card.tsx';

const product: ProductListItem = {
  _id: 'p1',
  slug: 'harbour-kayak',
  name: 'Harbour Kayak',
  city: 'Toronto',
  market: 'GTA',
  lowestPrice: 44.5,
  computedRating: 4.5,
  reviewCount: 12,
  info: 'x '.repeat(200),
  featuredImage: '/images/k.svg',
  distance: 1500,
};

const renderCard = (p: ProductListItem) =>
  renderRoutes(
    [
      { path: '/', element: <ProductCard product={p} market="GTA" /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/',
  );

describe('ProductCard', () => {
  it('shows name, city, distance, rounded price, and info cut to at most 220 characters', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: null }));
    renderCard(product);
    expect(screen.getByRole('link', { name: 'Harbour Kayak' })).toHaveAttribute(
      'href',
      '/gta/harbour-kayak',
    );
    expect(screen.getByText('· 1.5 km')).toBeInTheDocument();
    expect(screen.getByTestId('card-price')).toHaveTextContent('$45');
    const info = screen.getByText(/^x x/);
    expect(info.textContent!.length).toBeLessThanOrEqual(221);
  });

  it("links to the product under its market's slug, the page's canonical address", async () => {
    mockFetch(
      on('GET', '/api/session', 200, { user: null }),
      on('GET', '/api/features/market', 200, [
        { _id: 'm1', key: 'Market', val: 'GTA', market: 'Toronto Area', slug: 'toronto' },
      ]),
    );
    renderCard(product);
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Harbour Kayak' })).toHaveAttribute(
        'href',
        '/toronto/harbour-kayak',
      ),
    );
  });

  it("shows 'Pricing varies' for the 99999 sentinel and hides far distances", () => {
    mockFetch(on('GET', '/api/session', 200, { user: null }));
    renderCard({ ...product, lowestPrice: 99999, distance: 900_000 });
    expect(screen.getByTestId('card-price')).toHaveTextContent('Pricing varies');
    expect(screen.queryByText(/km/)).not.toBeInTheDocument();
  });

  it('sends a guest who taps the heart to /login', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: null }));
    renderCard(product);
    await userEvent.click(screen.getByRole('button', { name: 'Save Harbour Kayak to a list' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
