import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@jaunt/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { PriceCallout, ProductOverview } from './product-overview.tsx';
import { PlanYourVisit } from './trust-sections.tsx';

const product = {
  _id: 'p1',
  name: 'Island Kayak Adventure',
  lowestPrice: 49.99,
  computedRating: 4.3,
  reviewCount: 7,
  ratingCounts: [1, 0, 1, 1, 4],
  highlights: ['All equipment included', 'Calm, sheltered water'],
  whatToExpect: 'A short lesson on land, then two hours on the water.',
  meetingPoint: 'Public dock at the foot of Bay St, Toronto.',
  cancellationPolicy: 'Free cancellation up to 24 hours before the start time.',
} as ProductDetail;

describe('product page trust sections', () => {
  it('shows highlights and the reviews at a glance with counts per star and a link to all', () => {
    renderWithProviders(<ProductOverview product={product} />);
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['All equipment included', 'Calm, sheltered water']);
    const summary = screen.getByRole('region', { name: 'Guest rating' });
    expect(within(summary).getByText('4.3')).toBeInTheDocument();
    expect(within(summary).getByText('7 reviews')).toBeInTheDocument();
    const stars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole(
      'listitem',
    );
    expect(stars.map((li) => li.textContent)).toEqual([
      '5 stars4',
      '4 stars1',
      '3 stars1',
      '2 stars0',
      '1 star1',
    ]);
    expect(screen.getByRole('link', { name: 'See all reviews' })).toHaveAttribute(
      'href',
      '#reviews-heading',
    );
  });

  it('leaves the summary out when nobody reviewed and highlights out when there are none', () => {
    renderWithProviders(
      <ProductOverview
        product={{ ...product, reviewCount: 0, computedRating: 0, highlights: [] }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByText('See all reviews')).not.toBeInTheDocument();
  });

  it('shows what to expect, the meeting point and the cancellation policy', () => {
    renderWithProviders(<PlanYourVisit texts={product} />);
    expect(screen.getByRole('heading', { name: 'Plan your visit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What to expect' })).toHaveTextContent(
      product.whatToExpect,
    );
    expect(screen.getByRole('region', { name: 'Meeting point' })).toHaveTextContent(
      product.meetingPoint,
    );
    expect(screen.getByRole('region', { name: 'Cancellation policy' })).toHaveTextContent(
      product.cancellationPolicy,
    );
  });

  it('shows nothing to plan when the partner gave no texts', () => {
    renderWithProviders(
      <PlanYourVisit
        texts={{ ...product, whatToExpect: '', meetingPoint: '', cancellationPolicy: '' }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Plan your visit' })).not.toBeInTheDocument();
  });

  it('shows the starting price and promises free cancellation only when the policy gives it', () => {
    const { unmount } = renderWithProviders(<PriceCallout product={product} />);
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation available')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PriceCallout
        product={{ ...product, lowestPrice: 99999, cancellationPolicy: 'Non-refundable.' }}
      />,
    );
    expect(screen.getByText('Pricing varies')).toBeInTheDocument();
    expect(screen.queryByText('Free cancellation available')).not.toBeInTheDocument();
  });
});
