import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderRow } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import ManageOrdersRoute from './manage-orders.tsx';

const order: AdminOrderRow = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  transactionId: 'K7LMQGSOYNCEDQ94',
  orderNo: 1001,
  orderDate: '2030-11-26T20:00:00.000Z',
  name: 'Maya Chen',
  email: 'maya.chen@example.test',
  businessId: 'B00001',
  itemName: 'Insider Bike Tour - Couple',
  quantity: 3,
  orderTotal: 899.13,
  currency: 'CAD',
  bookingCode: 'UY4U-GGFE',
  status: { val: 800, name: 'Payout scheduled' },
};

/** The screen as a browser `width` px wide sees it (Mantine's sm breakpoint is 48em). */
function atWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 47.99em)' && width < 768,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
  const fetch = mockFetch(on('GET', '/api/admin/orders', 200, { rows: [order], nextCursor: null }));
  renderWithProviders(<ManageOrdersRoute />);
  return fetch;
}

describe('Purchase History', () => {
  it('on a phone lists each order as a card and filters with a select', async () => {
    const fetch = atWidth(390);
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Maya Chen');
    expect(card).toHaveTextContent('CA$899.13');
    expect(card).toHaveTextContent('Insider Bike Tour - Couple x 3');
    expect(card).toHaveTextContent('Booking code UY4U-GGFE');
    expect(card).toHaveTextContent('800Payout scheduled');
    expect(
      within(card).getByRole('button', { name: 'View purchase K7LMQGSOYNCEDQ94 by Maya Chen' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show orders' }), 'Refund');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('filter=refund'))).toBe(true),
    );
  });

  it('on a wider screen keeps the table and the filter buttons', async () => {
    atWidth(1366);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Booking code' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Show orders' })).toBeInTheDocument();
  });
});
