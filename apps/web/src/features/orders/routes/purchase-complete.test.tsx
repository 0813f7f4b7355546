import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLastPurchase } from '../../../lib/cart.ts';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import PurchaseCompleteRoute from './purchase-complete.tsx';

const order = {
  _id: 'o1',
  transactionId: 'TX1234567890ABCD',
  orderNo: 1042,
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: '4165550100',
  items: [{ sku: 'v-1', name: 'Harbour Cruise - Adult', quantity: 2, partner: 'p-1' }],
  status: { val: 290, name: 'Paid', status: 'succeeded' },
  customerStatus: { state: 'paid', label: 'Paid' },
  orderTotal: 40.16,
  currency: 'USD',
  bookingNotes: '',
  entered: { status: false },
};
const me = { _id: 'u1', email: 'ada@example.test', role: 'user', firstName: 'Ada' };
const URL_PATH = `/api/orders/transaction/${order.transactionId}`;

function renderAt(path: string) {
  return renderRoutes([{ path: '/purchase-complete', element: <PurchaseCompleteRoute /> }], path);
}

describe('/purchase-complete', () => {
  it("shows the mail's purchase to its signed-in owner (no access token in this tab)", async () => {
    const fetch = mockFetch(on('GET', '/api/session', 200, { user: me }), (url, init) => {
      if (url !== URL_PATH) return undefined;
      // Read with the session only: this tab never bought it.
      expect(new Headers(init.headers).has('x-order-access')).toBe(false);
      return on('GET', URL_PATH, 200, order)(url, init);
    });
    renderAt(`/purchase-complete?transactionId=${order.transactionId}`);
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(screen.getByText('Total: US$40.16')).toBeInTheDocument();
    expect(screen.queryByText('Whoops, nothing to see here!')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u) === URL_PATH)).toBe(true);
  });

  it('asks a visitor without a session to log in for the purchase of the link', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: null }));
    renderAt(`/purchase-complete?transactionId=${order.transactionId}`);
    expect(await screen.findByText('Log in to see your purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows a guest's own purchase with its access token and offers the simple sign-up", async () => {
    saveLastPurchase({ transactionId: order.transactionId, access: 'secret-access' });
    mockFetch(on('GET', '/api/session', 200, { user: null }), (url, init) =>
      url === URL_PATH && new Headers(init.headers).get('x-order-access') === 'secret-access'
        ? on('GET', URL_PATH, 200, order)(url, init)
        : undefined,
    );
    renderAt('/purchase-complete');
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });
});
