import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartnerOrderDto } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { RedeemForm } from './redeem-form.tsx';

const order = {
  _id: 'o98',
  orderNo: 98,
  orderDate: '2026-11-26T18:00:00.000Z',
  status: { val: 290, name: 'Paid', status: 'succeeded' },
  error: null,
} as unknown as PartnerOrderDto;

function fill(code: string, day: string) {
  renderWithProviders(<RedeemForm order={order} />);
  fireEvent.change(screen.getByLabelText('Booking code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('Booking date'), { target: { value: day } });
}
const redeems = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/stripe/transfer/')).length;

describe('RedeemForm', () => {
  it('refuses a booking date before the order date, and sends nothing', async () => {
    const fetch = mockFetch();
    fill('abcd1234', '2020-01-01');
    expect(screen.getByLabelText('Booking date')).toHaveAttribute('min', '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking date cannot be before the order date (Nov 26, 2026).',
    );
    expect(redeems(fetch)).toBe(0);
  });

  it('sends a booking on the order day', async () => {
    const fetch = mockFetch(
      on('PUT', '/api/stripe/transfer/o98', 200, { orderNo: 98, bookingCode: 'ABCD-1234' }),
    );
    fill('abcd1234', '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(redeems(fetch)).toBe(1);
  });
});
