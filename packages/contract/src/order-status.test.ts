import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_FILTERS,
  ADMIN_SETTABLE,
  PARTNER_ORDER_FILTERS,
  PLACED_ORDER_STATUS,
  STATUS_910_READINGS,
  countsForAnalytics,
  customerOrderStatus,
  isCustomerPurchase,
  findStatusFilter,
  isAbandoned,
  isAdminSettable,
  isBooked,
  isPaidUnredeemed,
  isRedeemed,
  isRefundable,
  matchesStatusFilter,
  showsPayoutAmount,
  showsPayoutRowToPartner,
  statusName,
} from './order-status.ts';

const ALL_CODES = [110, 120, 130, 140, 150, 200, 290, 300, 350, 400, 500, 600, 700, 800, 900, 910, 920, 930, 940, 950]; // prettier-ignore

describe('status names', () => {
  it('uses the consumer names for the payment steps', () => {
    expect([110, 120, 130, 140, 150].map(statusName)).toEqual([
      'Card Entry',
      'Validation Pending',
      'Validation Received',
      'Payment Pending',
      'Payment Received',
    ]);
  });

  it('names the rest of the codes', () => {
    expect(statusName(200)).toBe('Manual');
    expect(statusName(290)).toBe('Paid, Not Redeemed');
    expect(statusName(500)).toBe('Paid, Not Redeemed');
    expect(statusName(300)).toBe('Abandoned');
    expect(statusName(375)).toBe('Abandoned');
    expect(statusName(400)).toBe('Abandoned');
    expect(statusName(600)).toBe('Failed');
    expect(statusName(700)).toBe('Fully Refunded');
    expect(statusName(800)).toBe('Payout Scheduled');
    expect(statusName(900)).toBe('Group Payout Scheduled');
    expect(statusName(920)).toBe('Payout Initiated');
    expect(statusName(930)).toBe('Payout Paid');
    expect(statusName(940)).toBe('Other');
    expect(statusName(950)).toBe('Payout Failed');
    expect(statusName(250)).toBe('Status 250');
  });

  it('displays 910 as Payout Pending and keeps the Cancelled reading', () => {
    expect(statusName(910)).toBe('Payout Pending');
    expect(STATUS_910_READINGS).toEqual({ payout: 'Payout Pending', consumer: 'Cancelled' });
  });

  it("places orders as 'Stripe Checkout Incomplete' with value 150", () => {
    expect(PLACED_ORDER_STATUS).toEqual({ val: 150, name: 'Stripe Checkout Incomplete' });
  });
});

describe('predicates', () => {
  const pick = (test: (val: number) => boolean) => ALL_CODES.filter(test);

  it('finds abandoned, paid-unredeemed and refundable orders', () => {
    expect(pick(isAbandoned)).toEqual([110, 130, 150, 300, 350, 400]);
    expect(pick(isPaidUnredeemed)).toEqual([290, 500]);
    expect(pick(isRefundable)).toEqual([200, 290, 500, 800, 900, 910, 920, 930, 940, 950]);
    expect(isRefundable(599)).toBe(true);
    expect(isRefundable(999)).toBe(true);
    expect(isRefundable(1000)).toBe(false);
  });

  it('counts 290 and 800 or above for analytics', () => {
    expect(pick(countsForAnalytics)).toEqual([290, 800, 900, 910, 920, 930, 940, 950]);
  });

  it('hides the payout amount at 600 and the partner payout row at 600 and 700', () => {
    expect(ALL_CODES.filter((v) => !showsPayoutAmount(v))).toEqual([600]);
    expect(ALL_CODES.filter((v) => !showsPayoutRowToPartner(v))).toEqual([600, 700]);
  });

  it('is redeemed only when entered and at 800 or above; booked once entered', () => {
    expect(isRedeemed({ status: { val: 800 }, entered: { status: true } })).toBe(true);
    expect(isRedeemed({ status: { val: 930 }, entered: { status: true } })).toBe(true);
    expect(isRedeemed({ status: { val: 500 }, entered: { status: true } })).toBe(false);
    expect(isRedeemed({ status: { val: 800 }, entered: { status: false } })).toBe(false);
    expect(isRedeemed({ status: { val: 800 } })).toBe(false);
    expect(isBooked({ status: { val: 500 }, entered: { status: true } })).toBe(true);
    expect(isBooked({ status: { val: 500 }, entered: null })).toBe(false);
  });

  it('lets an admin set only 700, 800, 900, 930 and 950', () => {
    expect(ADMIN_SETTABLE).toEqual([700, 800, 900, 930, 950]);
    expect(pick(isAdminSettable)).toEqual([700, 800, 900, 930, 950]);
  });
});

describe('filters', () => {
  const matching = (filters: typeof ADMIN_ORDER_FILTERS, key: string) =>
    ALL_CODES.filter((v) => matchesStatusFilter(findStatusFilter(filters, key), v));

  it('offers the admin filters', () => {
    expect(ADMIN_ORDER_FILTERS.map((f) => [f.key, f.label])).toEqual([
      ['all', 'All'],
      ['redeemed', 'Sales'],
      ['manual', 'Manual'],
      ['refund', 'Refund'],
      ['failed', 'Failed'],
      ['abandoned', 'Abandoned'],
    ]);
    expect(matching(ADMIN_ORDER_FILTERS, 'all')).toEqual(ALL_CODES);
    expect(matching(ADMIN_ORDER_FILTERS, 'redeemed')).toEqual([800, 900, 910, 920, 930, 940, 950]);
    expect(matching(ADMIN_ORDER_FILTERS, 'manual')).toEqual([200]);
    expect(matching(ADMIN_ORDER_FILTERS, 'refund')).toEqual([700]);
    expect(matching(ADMIN_ORDER_FILTERS, 'failed')).toEqual([600]);
    expect(matching(ADMIN_ORDER_FILTERS, 'abandoned')).toEqual(ALL_CODES.filter(isAbandoned));
  });

  it('offers the partner filters', () => {
    expect(PARTNER_ORDER_FILTERS.map((f) => f.key)).toEqual([
      'all',
      'unredeemed',
      'redeemed',
      'refund',
    ]);
    expect(matching(PARTNER_ORDER_FILTERS, 'unredeemed')).toEqual([290, 500]);
    expect(matching(PARTNER_ORDER_FILTERS, 'redeemed')).toEqual([
      800, 900, 910, 920, 930, 940, 950,
    ]);
    expect(matching(PARTNER_ORDER_FILTERS, 'refund')).toEqual([700]);
  });

  it("falls back to 'all' for an unknown key", () => {
    expect(findStatusFilter(PARTNER_ORDER_FILTERS, 'nope').key).toBe('all');
    expect(findStatusFilter(PARTNER_ORDER_FILTERS, undefined).key).toBe('all');
  });
});

describe('customer order status', () => {
  const of = (val: number, entered = false) =>
    customerOrderStatus({ status: { val }, entered: { status: entered } });

  it('never shows a customer payout states or the placed-order name', () => {
    const labels = ALL_CODES.map((v) => of(v).label);
    for (const hidden of ['Payout', 'Stripe', 'Manual', 'Redeemed', 'Abandoned', 'Other']) {
      expect(labels.filter((l) => l.includes(hidden))).toEqual([]);
    }
  });

  it('reads paid, booked, refunded and cancelled in customer words', () => {
    expect([200, 290, 500, 800, 900, 920, 930, 940, 950].map((v) => of(v).label)).toEqual(
      Array(9).fill('Paid'),
    );
    expect(of(290, true)).toEqual({ state: 'booked', label: 'Booked' });
    expect(of(930, true)).toEqual({ state: 'booked', label: 'Booked' });
    expect(of(700)).toEqual({ state: 'refunded', label: 'Refunded' });
    expect(of(910)).toEqual({ state: 'cancelled', label: 'Cancelled' });
  });

  it('keeps the consumer names of the payment steps still in progress', () => {
    expect(of(120).label).toBe('Validation Pending');
    expect(of(140).label).toBe('Payment Pending');
  });

  it('does not count abandoned, declined or failed attempts as purchases', () => {
    for (const v of [110, 130, 150, 300, 350, 400, 600, 1000]) {
      expect(isCustomerPurchase(v)).toBe(false);
      expect(of(v).state).toBe('not-purchased');
    }
    for (const v of [120, 140, 200, 290, 500, 700, 800, 910, 930, 950]) {
      expect(isCustomerPurchase(v)).toBe(true);
    }
  });
});
