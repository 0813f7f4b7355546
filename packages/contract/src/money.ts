/**
 * Money rules. Amounts are integer cents inside the system; the API shows dollars.
 * Every rounding step rounds half away from zero to the cent (the spec's "rounded to 2 decimals").
 */
import { regionCode } from './address.ts';

/**
 * Rounds to the nearest integer, halves away from zero. Binary floating-point noise
 * (4999 * 0.13 = 649.8700000000001, 1.005 * 100 = 100.49999999999999) is cleared first
 * by rounding to 6 decimals, far below a cent's precision.
 */
export function roundHalfAwayFromZero(value: number): number {
  const clean = Number(value.toFixed(6));
  return Math.sign(clean) * Math.round(Math.abs(clean)) || 0;
}

/** Dollars to integer cents, rounding half away from zero: 12.345 -> 1235, -0.005 -> -1. */
export const toCents = (dollars: number): number => roundHalfAwayFromZero(dollars * 100);

/** Integer cents to dollars, as the API shows money: 1250 -> 12.5. */
export const toDollars = (cents: number): number => cents / 100;

/** Digits grouped by thousands, as US and Canadian readers expect: '123456.78' -> '123,456.78'. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$' plus the value with 2 decimals: 1250 -> '$12.50', -500 -> '-$5.00', 123456 -> '$1,234.56'. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const fixed = (Math.abs(cents) / 100).toFixed(2);
  return `${sign}$${grouped(fixed.slice(0, -3))}${fixed.slice(-3)}`;
}

/** Lists show whole dollars, rounded half away from zero: 1250 -> '$13', 1249 -> '$12'. */
export function formatWholeDollars(cents: number): string {
  const dollars = roundHalfAwayFromZero(cents / 100);
  return `${dollars < 0 ? '-' : ''}$${grouped(String(Math.abs(dollars)))}`;
}

/** The currency shown to users: the first 2 letters of the market currency ('USD' -> 'US'). */
export const currencyLabel = (currency: string): string => currency.slice(0, 2).toUpperCase();

/** A formatted amount ('$12.50', '-$5') with the currency's label before its '$'. */
const withCurrency = (money: string, currency: string): string =>
  money.startsWith('-')
    ? `-${currencyLabel(currency)}${money.slice(1)}`
    : `${currencyLabel(currency)}${money}`;

/**
 * An amount with its currency, the one way totals read everywhere (cart, checkout, purchase
 * complete, My Purchases, mails): the currency's first 2 letters before '$' and 2 decimals,
 * e.g. 4016 USD -> 'US$40.16', 4016 CAD -> 'CA$40.16'.
 */
export const formatPrice = (cents: number, currency: string): string =>
  withCurrency(formatMoney(cents), currency);

/** Whole dollars with the currency, for a chart's axis: 120000 CAD -> 'CA$1,200'. */
export const formatWholePrice = (cents: number, currency: string): string =>
  withCurrency(formatWholeDollars(cents), currency);

/** Sales tax multipliers by region (spec section 9 of both documents). */
export const TAX_RATES: Readonly<Record<string, number>> = {
  ON: 1.13,
  BC: 1.12,
  AB: 1.05,
  HI: 1.045,
  NY: 1.08875,
  CA: 1.095,
  MA: 1.0625,
  FL: 1.07,
  NJ: 1.06625,
  NV: 1.0838,
  NB: 1.15,
  NS: 1.15,
  PE: 1.15,
};

/**
 * The tax multiplier for an order. The partner's own tax (a multiplier of 1 or more) overrides
 * the table; otherwise the region (code or full name, e.g. 'ON' or 'Ontario') is looked up;
 * a region outside the table pays no tax (1).
 */
export function taxMultiplier(
  region: string | null | undefined,
  partnerTax?: number | null,
): number {
  if (typeof partnerTax === 'number' && Number.isFinite(partnerTax) && partnerTax >= 1) {
    return partnerTax;
  }
  const code = regionCode(region ?? '');
  return (code && TAX_RATES[code]) || 1;
}

/** A variant's fee: feePercent % of the price, rounded to the cent. 4999 at 5% -> 250. */
export const variantFeeCents = (priceCents: number, feePercent: number): number =>
  roundHalfAwayFromZero((priceCents * feePercent) / 100);

export interface OrderTotalsInput {
  unitPriceCents: number;
  quantity: number;
  /** The variant's fee, percent of its price. */
  feePercent: number;
  /** From taxMultiplier(), e.g. 1.13. */
  taxMultiplier: number;
  couponAmountCents?: number;
  /** Shipping is effectively 0 for experiences. */
  shippingCents?: number;
}

export interface OrderTotals {
  /** shipping.total: price x quantity - coupon + shipping, never below 0. */
  totalCents: number;
  /** (multiplier - 1) x total. */
  taxCents: number;
  /** The variant fee (rounded per unit) x quantity; not taxed, not discounted. */
  feeCents: number;
  /** total + tax. The partner document's "order total is shipping total times tax multiplier". */
  afterTaxCents: number;
  /** "Taxes and fees = tax rate times total plus fee". */
  taxesAndFeesCents: number;
  /** "Order total = after-tax amount plus fee". */
  orderTotalCents: number;
  /** "(after-tax + fee) x 100 rounded": the card charge, already in cents, equals orderTotalCents. */
  cardChargeCents: number;
}

/** Every amount of a one-item cart or order, in cents. */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { unitPriceCents, quantity, feePercent, taxMultiplier: multiplier } = input;
  const coupon = input.couponAmountCents ?? 0;
  const shipping = input.shippingCents ?? 0;
  const totalCents = Math.max(0, unitPriceCents * quantity - coupon + shipping);
  const taxCents = roundHalfAwayFromZero(totalCents * (multiplier - 1));
  const feeCents = variantFeeCents(unitPriceCents, feePercent) * quantity;
  const afterTaxCents = totalCents + taxCents;
  const orderTotalCents = afterTaxCents + feeCents;
  return {
    totalCents,
    taxCents,
    feeCents,
    afterTaxCents,
    taxesAndFeesCents: taxCents + feeCents,
    orderTotalCents,
    cardChargeCents: orderTotalCents,
  };
}

export interface CouponLike {
  code: string;
  active: boolean;
  minimumCartValueCents: number;
  amountCents: number;
}

/**
 * A coupon applies only if the code matches (case and surrounding spaces ignored), it is
 * active, and the cart value is at least its minimumCartValue.
 */
export function couponApplies(
  coupon: CouponLike | null | undefined,
  code: string | null | undefined,
  cartValueCents: number,
): coupon is CouponLike {
  if (!coupon || !code?.trim()) return false;
  return (
    coupon.code.trim().toLowerCase() === code.trim().toLowerCase() &&
    coupon.active &&
    cartValueCents >= coupon.minimumCartValueCents
  );
}

/**
 * The discount a coupon gives: its amount (every coupon is a fixed amount; the spec names no
 * other type), at most the cart value; 0 when it does not apply.
 */
export function couponDiscountCents(
  coupon: CouponLike | null | undefined,
  code: string | null | undefined,
  cartValueCents: number,
): number {
  if (!couponApplies(coupon, code, cartValueCents)) return 0;
  return Math.max(0, Math.min(coupon.amountCents, cartValueCents));
}

/** Cart quantity: minimum 1, step 1, maximum 1000. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;

/** The plus button is disabled at the maximum (the cart's 1000) or more. */
export const canIncrement = (quantity: number, max = QUANTITY_MAX): boolean => quantity < max;
/** The minus button is disabled at the minimum (the cart's 1) or less. */
export const canDecrement = (quantity: number, min = QUANTITY_MIN): boolean => quantity > min;

/** Any typed quantity as a whole number between the minimum and maximum (the cart's 1 and 1000). */
export function clampQuantity(quantity: number, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  if (!Number.isFinite(quantity)) return min;
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}
