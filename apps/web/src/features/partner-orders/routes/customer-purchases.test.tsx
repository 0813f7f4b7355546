import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPartnerOrder } from '../../../test/builders.ts';
import { jsonResponse, mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import CustomerPurchasesRoute from './customer-purchases.tsx';

/** A partner with `total` orders, newest first, answered a page at a time by offset. */
function partnerWith(total: number) {
  const all = Array.from({ length: total }, (_, i) =>
    aPartnerOrder({ _id: `o${i}`, orderNo: total - i }),
  );
  return mockFetch(
    on('GET', '/api/session', 200, {
      user: { _id: 'u1', name: 'Pat', email: 'partner@jaunt.test', role: 'partner' },
    }),
    (url) => {
      if (!url.startsWith('/api/orders/partner/u1')) return undefined;
      const q = new URL(url, 'http://x').searchParams;
      const offset = Number(q.get('offset'));
      return jsonResponse(200, all.slice(offset, offset + Number(q.get('limit'))));
    },
  );
}
const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');

describe('Customer Purchases', () => {
  it('shows more orders a page at a time, as far back as they go (past the 200 it stopped at)', async () => {
    partnerWith(215);
    renderWithProviders(<CustomerPurchasesRoute />);
    expect(await screen.findByRole('listitem', { name: 'Order 215' })).toBeInTheDocument();
    expect(cards()).toHaveLength(30);
    const more = () => screen.queryByRole('button', { name: 'Show more orders' });
    while (more()) {
      const before = cards().length;
      await userEvent.click(more()!);
      await expect.poll(() => cards().length).toBeGreaterThan(before);
    }
    expect(cards()).toHaveLength(215);
    expect(screen.getByRole('listitem', { name: 'Order 1' })).toBeInTheDocument();
    // 215 cards drawn by jsdom in eight rounds: slow on a busy machine, so a generous limit.
  }, 60_000);

  it('offers no more when the first page holds them all', async () => {
    partnerWith(3);
    renderWithProviders(<CustomerPurchasesRoute />);
    expect(await screen.findByRole('listitem', { name: 'Order 1' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });
});
