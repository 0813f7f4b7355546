import { describe, expect, it } from 'vitest';
import { adminStatusBody, itemsAfterRefund, refundBody, refundCents } from './order-admin.ts';

const order = {
  // Two items: 2 x $50 and 1 x $30 = $130 subtotal, charged $143 with tax and fee.
  chargeCents: 14_300,
  refundedCents: 0,
  items: [
    { priceCents: 5_000, quantity: 2 },
    { priceCents: 3_000, quantity: 1 },
  ],
};

describe('refundCents', () => {
  it('refunds everything left without lines', () => {
    expect(refundCents(order)).toBe(14_300);
    expect(refundCents({ ...order, refundedCents: 4_300 })).toBe(10_000);
    expect(refundCents({ ...order, refundedCents: 14_300 })).toBe(0);
  });

  it("gives back a line's share of tax and fees", () => {
    // One of the two $50 tickets: 5,000 x 14,300 / 13,000 = 5,500.
    expect(refundCents(order, [{ index: 0, quantity: 1 }])).toBe(5_500);
    expect(refundCents(order, [{ index: 1, quantity: 1 }])).toBe(3_300);
  });

  it('partial refunds add up to the charge and never exceed it', () => {
    const all = [
      { index: 0, quantity: 2 },
      { index: 1, quantity: 1 },
    ];
    expect(refundCents(order, all)).toBe(14_300);
    // Item 0 already half refunded: only its other half is left.
    const items = [{ ...order.items[0], refundTotalCents: 5_500 }, order.items[1]];
    expect(refundCents({ ...order, items, refundedCents: 5_500 }, all)).toBe(8_800);
    // Nothing can go past what is left of the charge.
    expect(refundCents({ ...order, refundedCents: 14_000 }, all)).toBe(300);
  });

  it('an empty choice of items is not a full refund', () => {
    expect(refundCents(order, [])).toEqual({ error: 'Choose at least one item to refund.' });
  });

  it('names a line the order does not have', () => {
    expect(refundCents(order, [{ index: 5, quantity: 1 }])).toEqual({
      error: 'The order has no item 6.',
    });
    expect(refundCents(order, [{ index: 1, quantity: 2 }])).toEqual({
      error: 'Item 2 has only 1 to refund.',
    });
  });
});

describe('itemsAfterRefund', () => {
  it("adds each line's share of the charge to its item and marks it; other items stay as they were", () => {
    const after = itemsAfterRefund(order, [{ index: 0, quantity: 1 }]);
    expect(after[0]).toEqual({
      priceCents: 5_000,
      quantity: 2,
      refunded: true,
      refundTotalCents: 5_500,
    });
    expect(after[1]).toBe(order.items[1]);
    // The rest of item 0 later: its total stops at its own share (2 x 5,500), as refundCents counts.
    const again = itemsAfterRefund({ ...order, items: after }, [{ index: 0, quantity: 2 }]);
    expect(again[0].refundTotalCents).toBe(11_000);
    expect(
      refundCents({ ...order, items: after, refundedCents: 5_500 }, [{ index: 0, quantity: 2 }]),
    ).toBe(5_500);
  });

  it('without lines refunds every item in full, and the totals add up to the charge', () => {
    const after = itemsAfterRefund(order);
    expect(after.map((i) => [i.refunded, i.refundTotalCents])).toEqual([
      [true, 11_000],
      [true, 3_300],
    ]);
    expect(after.reduce((s, i) => s + (i.refundTotalCents ?? 0), 0)).toBe(order.chargeCents);
  });

  it('items without a price (subtotal 0) are marked with nothing refunded', () => {
    const free = { chargeCents: 0, items: [{ priceCents: 0, quantity: 1 }] };
    expect(itemsAfterRefund(free)).toEqual([
      { priceCents: 0, quantity: 1, refunded: true, refundTotalCents: 0 },
    ]);
  });
});

describe('admin request bodies', () => {
  it('the status editor takes only 700, 800, 900, 930 and 950', () => {
    for (const status of [700, 800, 900, 930, 950])
      expect(adminStatusBody.safeParse({ status }).success).toBe(true);
    for (const status of [290, 500, 600, 910, 999]) {
      const r = adminStatusBody.safeParse({ status });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('An admin may only set 700, 800, 900, 930 or 950.');
    }
  });

  it('a refund needs a request key', () => {
    expect(refundBody.safeParse({}).success).toBe(false);
    expect(refundBody.safeParse({ key: 'k'.repeat(20) }).success).toBe(true);
  });
});
