import { describe, expect, it } from 'vitest';
import {
  TAX_RATES,
  canDecrement,
  canIncrement,
  clampQuantity,
  couponApplies,
  couponDiscountCents,
  currencyLabel,
  formatPrice,
  formatMoney,
  formatWholeDollars,
  formatWholePrice,
  orderTotals,
  taxMultiplier,
  toCents,
  toDollars,
  variantFeeCents,
} from './money.ts';

describe('cents and display', () => {
  it('converts dollars to cents rounding half away from zero, despite float noise', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-0.005)).toBe(-1);
    expect(toCents(-0.004)).toBe(0);
    expect(toDollars(1250)).toBe(12.5);
  });

  it("shows money as '$' plus the value with 2 decimals", () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-123456789)).toBe('-$1,234,567.89');
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(-500)).toBe('-$5.00');
  });

  it('shows list prices in whole dollars', () => {
    expect(formatWholeDollars(1250)).toBe('$13');
    expect(formatWholeDollars(1249)).toBe('$12');
    expect(formatWholePrice(120_000, 'CAD')).toBe('CA$1,200');
    expect(formatWholePrice(-49_950, 'USD')).toBe('-US$500');
    expect(formatWholeDollars(4500)).toBe('$45');
    expect(formatWholeDollars(10000000)).toBe('$100,000');
  });

  it('labels the currency with the first 2 letters of the market currency', () => {
    expect(currencyLabel('USD')).toBe('US');
    expect(currencyLabel('CAD')).toBe('CA');
  });

  it('formats a total with its currency one way for USD and CAD', () => {
    expect(formatPrice(4016, 'USD')).toBe('US$40.16');
    expect(formatPrice(4016, 'CAD')).toBe('CA$40.16');
    expect(formatPrice(-500, 'usd')).toBe('-US$5.00');
  });
});

describe('tax', () => {
  it("holds exactly the spec's table", () => {
    const spec =
      'ON 1.13, BC 1.12, AB 1.05, HI 1.045, NY 1.08875, CA 1.095, MA 1.0625, FL 1.07, NJ 1.06625, NV 1.0838, NB 1.15, NS 1.15, PE 1.15';
    const table = Object.fromEntries(
      spec.split(', ').map((entry) => {
        const [code, rate] = entry.split(' ');
        return [code, Number(rate)];
      }),
    );
    expect(TAX_RATES).toEqual(table);
  });

  it('looks the region up by code or name, any case', () => {
    expect(taxMultiplier('ON')).toBe(1.13);
    expect(taxMultiplier('on')).toBe(1.13);
    expect(taxMultiplier('Ontario')).toBe(1.13);
    expect(taxMultiplier('New York')).toBe(1.08875);
    expect(taxMultiplier('CA')).toBe(1.095);
  });

  it('charges no tax outside the table', () => {
    expect(taxMultiplier('QC')).toBe(1);
    expect(taxMultiplier('Texas')).toBe(1);
    expect(taxMultiplier('')).toBe(1);
    expect(taxMultiplier(null)).toBe(1);
  });

  it("lets the partner's own tax override the table", () => {
    expect(taxMultiplier('ON', 1.05)).toBe(1.05);
    expect(taxMultiplier('QC', 1.14975)).toBe(1.14975);
    expect(taxMultiplier('ON', 1)).toBe(1);
    expect(taxMultiplier('ON', null)).toBe(1.13);
    expect(taxMultiplier('ON', 0)).toBe(1.13);
  });
});

describe('fees and order totals', () => {
  it('rounds the variant fee (a percent of price) to the cent', () => {
    expect(variantFeeCents(4999, 5)).toBe(250);
    expect(variantFeeCents(3333, 3)).toBe(100);
    expect(variantFeeCents(10000, 2.5)).toBe(250);
    expect(variantFeeCents(1, 50)).toBe(1);
    expect(variantFeeCents(5000, 0)).toBe(0);
  });

  it('computes every amount of an Ontario order with a coupon', () => {
    expect(
      orderTotals({
        unitPriceCents: 5000,
        quantity: 2,
        feePercent: 5,
        taxMultiplier: 1.13,
        couponAmountCents: 1000,
      }),
    ).toEqual({
      totalCents: 9000,
      taxCents: 1170,
      feeCents: 500,
      afterTaxCents: 10170,
      taxesAndFeesCents: 1670,
      orderTotalCents: 10670,
      cardChargeCents: 10670,
    });
  });

  it('rounds tax to the cent (New York 8.875%, Hawaii 4.5% at a half cent)', () => {
    const ny = orderTotals({
      unitPriceCents: 4999,
      quantity: 1,
      feePercent: 0,
      taxMultiplier: 1.08875,
    });
    expect(ny.taxCents).toBe(444);
    expect(ny.orderTotalCents).toBe(5443);
    const hi = orderTotals({
      unitPriceCents: 100,
      quantity: 1,
      feePercent: 0,
      taxMultiplier: 1.045,
    });
    expect(hi.taxCents).toBe(5);
  });

  it('rounds the fee per unit before multiplying by the quantity', () => {
    const t = orderTotals({ unitPriceCents: 3333, quantity: 3, feePercent: 3, taxMultiplier: 1 });
    expect(t.feeCents).toBe(300);
    expect(t.orderTotalCents).toBe(9999 + 300);
  });

  it('adds shipping to the total and never goes below 0 with a large coupon', () => {
    const shipped = orderTotals({
      unitPriceCents: 1000,
      quantity: 1,
      feePercent: 0,
      taxMultiplier: 1.13,
      shippingCents: 500,
    });
    expect(shipped.totalCents).toBe(1500);
    const free = orderTotals({
      unitPriceCents: 1000,
      quantity: 1,
      feePercent: 10,
      taxMultiplier: 1.13,
      couponAmountCents: 5000,
    });
    expect(free.totalCents).toBe(0);
    expect(free.taxCents).toBe(0);
    expect(free.orderTotalCents).toBe(100);
  });
});

describe('coupons', () => {
  const coupon = { code: 'SAVE10', active: true, minimumCartValueCents: 5000, amountCents: 1000 };

  it('applies when the code matches in any case, it is active and the cart is big enough', () => {
    expect(couponApplies(coupon, 'save10', 5000)).toBe(true);
    expect(couponApplies(coupon, ' SAVE10 ', 9000)).toBe(true);
  });

  it('does not apply otherwise', () => {
    expect(couponApplies(coupon, 'SAVE20', 9000)).toBe(false);
    expect(couponApplies(coupon, 'SAVE10', 4999)).toBe(false);
    expect(couponApplies({ ...coupon, active: false }, 'SAVE10', 9000)).toBe(false);
    expect(couponApplies(null, 'SAVE10', 9000)).toBe(false);
    expect(couponApplies(coupon, '', 9000)).toBe(false);
  });

  it('discounts its amount, at most the cart value, and nothing when it does not apply', () => {
    expect(couponDiscountCents(coupon, 'save10', 6000)).toBe(1000);
    expect(couponDiscountCents({ ...coupon, minimumCartValueCents: 0 }, 'SAVE10', 600)).toBe(600);
    expect(couponDiscountCents(coupon, 'SAVE10', 100)).toBe(0);
  });
});

describe('cart quantity', () => {
  it('disables plus at 1000 or more and minus at 1 or less', () => {
    expect(canIncrement(999)).toBe(true);
    expect(canIncrement(1000)).toBe(false);
    expect(canIncrement(1200)).toBe(false);
    expect(canDecrement(2)).toBe(true);
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(0)).toBe(false);
  });

  it('keeps a typed quantity whole and between 1 and 1000', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(5000)).toBe(1000);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
