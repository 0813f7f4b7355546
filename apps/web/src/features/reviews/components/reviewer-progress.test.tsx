import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewerProgress } from './reviewer-progress.tsx';

const titles = [
  { number: 1, title: 'Scout', active: true },
  { number: 5, title: 'Explorer', active: true },
  { number: 10, title: 'Trailblazer', active: true },
  { number: 3, title: 'Retired', active: false },
];

describe('ReviewerProgress', () => {
  it('shows the reached title, the count and what the next level needs', () => {
    renderWithProviders(<ReviewerProgress count={3} titles={titles} />);
    expect(screen.getByRole('heading', { name: 'Scout' })).toBeInTheDocument();
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    expect(screen.getByTestId('next-level')).toHaveTextContent('2 more reviews to Explorer');
    expect(screen.getByRole('progressbar', { name: /next reviewer level/ })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it("shows 'MAX' at the top level", () => {
    renderWithProviders(<ReviewerProgress count={12} titles={titles} />);
    expect(screen.getByRole('heading', { name: 'Trailblazer' })).toBeInTheDocument();
    expect(screen.getByTestId('next-level')).toHaveTextContent('MAX');
  });

  it('names a reviewer below every threshold a new reviewer', () => {
    renderWithProviders(<ReviewerProgress count={0} titles={titles} />);
    expect(screen.getByRole('heading', { name: 'New reviewer' })).toBeInTheDocument();
    expect(screen.getByTestId('next-level')).toHaveTextContent('1 more review to Scout');
  });
});
