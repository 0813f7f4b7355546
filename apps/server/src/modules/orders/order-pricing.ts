import {
  COUPON_NOT_APPLICABLE,
  couponApplies,
  couponDiscountCents,
  isPricingVaries,
  orderTotals,
  taxMultiplier,
  type OrderTotals,
} from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { findCouponByCode } from '../commerce/commerce.repo.ts';
import { findSellableVariant } from './orders.repo.ts';

/** Stripe's smallest charge in USD and CAD. */
export const MIN_CHARGE_CENTS = 50;

export interface PricingInput {
  sku: string;
  quantity: number;
  couponCode?: string | null;
  /** The tickets' sum when a seat hold prices the order (per-person prices), instead of price x quantity. */
  subtotalCents?: number;
}

type Sellable = NonNullable<Awaited<ReturnType<typeof findSellableVariant>>>;

export interface PricedOrder {
  variant: Sellable['variant'];
  product: Sellable['product'];
  business: Sellable['business'];
  currency: string;
  taxMultiplier: number;
  couponCode: string | null;
  couponAmountCents: number;
  totals: OrderTotals;
  /** A partner's connected payment account, when it has one. */
  destination?: string;
}

/**
 * Prices one cart line from the catalogue only: the variant's price and fee, the product's (or
 * its partner's) tax or the region's multiplier, and the coupon rules. Nothing from the client.
 */
export async function priceOrder(db: Db, input: PricingInput): Promise<PricedOrder> {
  const found = await findSellableVariant(db, input.sku);
  if (!found || !found.variant.active || !found.product.active) {
    throw notFound('This experience is not available.');
  }
  const { variant, product, business } = found;
  if (isPricingVaries(variant.priceCents)) {
    throw badRequest('This experience cannot be booked online.', {
      sku: 'This experience cannot be booked online.',
    });
  }
  if (input.quantity < variant.minPurchase) {
    const msg = `The minimum purchase is ${variant.minPurchase}.`;
    throw badRequest(msg, { quantity: msg });
  }
  const cartValueCents = input.subtotalCents ?? variant.priceCents * input.quantity;
  const code = input.couponCode?.trim() || null;
  let couponAmountCents = 0;
  if (code) {
    const coupon = await findCouponByCode(db, code);
    if (!couponApplies(coupon, code, cartValueCents)) {
      throw badRequest(COUPON_NOT_APPLICABLE, { couponCode: COUPON_NOT_APPLICABLE });
    }
    couponAmountCents = couponDiscountCents(coupon, code, cartValueCents);
  }
  const multiplier = taxMultiplier(product.address?.region, product.tax ?? business?.tax);
  const totals = orderTotals({
    unitPriceCents: input.subtotalCents ?? variant.priceCents,
    quantity: input.subtotalCents === undefined ? input.quantity : 1,
    feePercent: Number(variant.fee),
    taxMultiplier: multiplier,
    couponAmountCents,
  });
  if (totals.cardChargeCents < MIN_CHARGE_CENTS) {
    throw new AppError('VALIDATION', 'The order total is below the smallest card charge ($0.50).');
  }
  const account = business?.stripe?.account;
  return {
    variant,
    product,
    business,
    currency: (found.currency ?? (product.address?.country === 'US' ? 'USD' : 'CAD')).toUpperCase(),
    taxMultiplier: multiplier,
    couponCode: code,
    couponAmountCents,
    totals,
    ...(typeof account === 'string' && account ? { destination: account } : {}),
  };
}
