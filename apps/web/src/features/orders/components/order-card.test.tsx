import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@jaunt/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderCard } from './order-card.tsx';

const order = (over: Partial<OrderDto>) =>
  ({
    _id: 'o1',
    orderNo: 7,
    orderDate: '2026-11-20T10:00:00.000Z',
    items: [{ name: 'Harbour Cruise - Adult', quantity: 2, image: '' }],
    status: { val: 800, name: 'Payout Scheduled', status: 'other' },
    customerStatus: { state: 'paid', label: 'Paid' },
    orderTotal: 40.16,
    currency: 'USD',
    entered: { status: false },
    ...over,
  }) as OrderDto;

describe('OrderCard', () => {
  it("shows the customer's status word and the total with its currency, never payout states", () => {
    renderWithProviders(
      <ul>
        <OrderCard order={order({})} />
      </ul>,
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Total US$40.16')).toBeInTheDocument();
    expect(screen.queryByText(/payout/i)).not.toBeInTheDocument();
  });

  it('reads CAD totals the same way', () => {
    renderWithProviders(
      <ul>
        <OrderCard
          order={order({ currency: 'CAD', customerStatus: { state: 'booked', label: 'Booked' } })}
        />
      </ul>,
    );
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByText('Total CA$40.16')).toBeInTheDocument();
  });
});
