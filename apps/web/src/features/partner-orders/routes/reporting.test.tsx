import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import ReportingRoute from './reporting.tsx';

/** Reporting as an account of `role` that belongs to no business. */
function withoutBusiness(role: string) {
  mockFetch(
    on('GET', '/api/session', 200, {
      user: { _id: 'u1', name: 'Alex', email: 'alex@example.test', role },
    }),
    on('GET', '/api/orders/staff/businesses', 200, []),
  );
  renderWithProviders(<ReportingRoute />);
}

describe('Reporting without a business', () => {
  it('tells staff where the sales of every business are, with no selectors that do nothing', async () => {
    withoutBusiness('admin');
    expect(
      await screen.findByText(/Reporting shows the purchases of a partner's own business/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.queryByLabelText('Type')).toBeNull();
    expect(screen.queryByText('You are not linked to a business yet.')).toBeNull();
  });

  it('tells a partner-employee of no business that they are not linked to one', async () => {
    withoutBusiness('partner-employee');
    expect(await screen.findByText('You are not linked to a business yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByLabelText('Type')).toBeNull();
  });
});
