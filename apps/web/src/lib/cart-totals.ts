/** What the cart and checkout show: the contract's order math on the cart's item and coupon. */
import {
  couponApplies,
  couponDiscountCents,
  orderTotals,
  toCents,
  type CouponLike,
  type OrderTotals,
} from '@jaunt/contract';
import type { CartItem } from './cart.ts';

/** GET /api/coupons answers in dollars. */
export interface CouponDto {
  code: string;
  amount: number;
  minimumCartValue: number;
  active: boolean;
  info: string;
  type: string;
}

export const toCouponLike = (c: CouponDto): CouponLike => ({
  code: c.code,
  active: c.active,
  amountCents: toCents(c.amount),
  minimumCartValueCents: toCents(c.minimumCartValue),
});

export interface CartTotals extends OrderTotals {
  /** Price x quantity, before the coupon. */
  subtotalCents: number;
  couponCents: number;
  shippingCents: number;
  /** The typed code applies to this cart. */
  couponApplied: boolean;
}

/** Shipping is effectively 0 for experiences. */
export const CART_SHIPPING_CENTS = 0;

/**
 * A held item is priced from its tickets (per-person prices): the hold's total counts as one
 * unit, as the server prices an order made with holdUuid.
 */
export function cartTotals(item: CartItem, coupon?: CouponDto | null, code = ''): CartTotals {
  const held = item.hold ? toCents(item.hold.total) : null;
  const unitPriceCents = held ?? toCents(item.price);
  const subtotalCents = held ?? unitPriceCents * item.quantity;
  const like = coupon ? toCouponLike(coupon) : null;
  const couponCents = couponDiscountCents(like, code, subtotalCents);
  return {
    ...orderTotals({
      unitPriceCents,
      quantity: held === null ? item.quantity : 1,
      feePercent: item.fee,
      taxMultiplier: item.tax,
      couponAmountCents: couponCents,
      shippingCents: CART_SHIPPING_CENTS,
    }),
    subtotalCents,
    couponCents,
    shippingCents: CART_SHIPPING_CENTS,
    couponApplied: couponApplies(like, code, subtotalCents),
  };
}
