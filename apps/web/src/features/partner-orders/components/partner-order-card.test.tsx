import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPartnerOrder } from '../../../test/builders.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PartnerOrderCard } from './partner-order-card.tsx';

const order = aPartnerOrder;

const field = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('PartnerOrderCard', () => {
  it('writes money the one way totals read everywhere (CA$899.13), on every line', () => {
    renderWithProviders(
      <ul>
        <PartnerOrderCard order={order()} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Order 98' });
    expect(field('Item price')).toBe('CA$761.97');
    expect(field('Taxes and fees')).toBe('CA$137.16');
    expect(field('Order total')).toBe('CA$899.13');
    expect(within(card).getByText('Payout Amount: CA$710.66')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\$\d+\.\d\d (CA|US)/);
  });

  it('US orders read US$', () => {
    renderWithProviders(
      <ul>
        <PartnerOrderCard order={order({ currency: 'USD' })} />
      </ul>,
    );
    expect(field('Order total')).toBe('US$899.13');
  });

  it("says a payout's state once: beside the date only when the order's status does not", () => {
    renderWithProviders(
      <ul>
        <PartnerOrderCard order={order()} />
        <PartnerOrderCard
          order={order({
            orderNo: 99,
            status: { val: 800, name: 'Payout Scheduled', status: 'other' },
            payout: {
              amount: 710.66,
              manual: false,
              date: '2026-01-21',
              state: 'failed',
              throughFareHarbor: false,
            },
          })}
        />
      </ul>,
    );
    const scheduled = screen.getByRole('listitem', { name: 'Order 98' });
    expect(within(scheduled).getAllByText('Payout Scheduled')).toHaveLength(1);
    const failed = screen.getByRole('listitem', { name: 'Order 99' });
    expect(within(failed).getByText('Payout Scheduled')).toBeInTheDocument();
    expect(within(failed).getByText('Payout Failed')).toBeInTheDocument();
  });

  it('says FareHarbor pays a business it pays, and nothing of the kind otherwise', () => {
    renderWithProviders(
      <ul>
        <PartnerOrderCard
          order={order({
            orderNo: 100,
            status: { val: 500, name: 'Paid', status: 'paid' },
            payout: { ...order().payout, date: '2026-03-02', state: null, throughFareHarbor: true },
          })}
        />
        <PartnerOrderCard order={order()} />
      </ul>,
    );
    const fh = screen.getByRole('listitem', { name: 'Order 100' });
    expect(
      within(fh).getByText('Paid by FareHarbor, within 30 days after the month of service'),
    ).toBeInTheDocument();
    const ours = screen.getByRole('listitem', { name: 'Order 98' });
    expect(within(ours).queryByText(/Paid by FareHarbor/)).toBeNull();
  });
});
