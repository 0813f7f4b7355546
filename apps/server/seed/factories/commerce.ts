import {
  bookingCode,
  orderTotals,
  PLACED_ORDER_STATUS,
  statusName,
  taxMultiplier,
} from '@jaunt/contract';
import type { Db } from '../../src/db/client.ts';
import { coupons, orders, type OrderItem } from '../../src/db/schema/index.ts';
import { marketDef } from '../content/markets.ts';
import type { ProductWithVariants } from './catalog.ts';
import { factoryRng } from './state.ts';

export type Coupon = typeof coupons.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

export async function createCoupon(
  db: Db,
  input: Partial<typeof coupons.$inferInsert> = {},
): Promise<Coupon> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `SAVE${factoryRng().code(6)}`,
      amountCents: 1000,
      minimumCartValueCents: 5000,
      info: '$10 off orders of $50 or more',
      type: 'fixed',
      active: true,
      ...input,
    })
    .returning();
  return row;
}

export interface OrderInput extends Partial<OrderInsert> {
  /** Books this product (its businessId, currency and the chosen variant's price). */
  product?: ProductWithVariants;
  variantIndex?: number;
  quantity?: number;
}

/**
 * An order. With `product`, the item, totals (cents), tax (the product's region; Ontario
 * without one) and currency come from it. statusVal >= 800 (but 950) marks it redeemed.
 */
export async function createOrder(db: Db, input: OrderInput = {}): Promise<Order> {
  const { product, variantIndex = 0, quantity = 1, ...rest } = input;
  const rng = factoryRng();
  const variant = product?.variants[variantIndex];
  const priceCents = variant?.priceCents ?? 4900;
  const items: OrderItem[] = [
    {
      sku: variant?.experienceSku ?? 'GTA00010001',
      name: product && variant ? `${product.name} - ${variant.name}` : 'Demo experience',
      image: variant?.image || product?.featuredImage || '',
      quantity,
      priceCents,
      partner: product?.businessId ?? undefined,
    },
  ];
  const tax = rest.tax ?? taxMultiplier(product?.address.region ?? 'ON');
  const totals = orderTotals({
    unitPriceCents: priceCents,
    quantity,
    feePercent: Number(variant?.fee ?? 0),
    taxMultiplier: tax,
  });
  const statusVal = rest.statusVal ?? 290;
  const redeemed = statusVal >= 800 && statusVal !== 950;
  const [row] = await db
    .insert(orders)
    .values({
      transactionId: rng.code(16),
      businessId: product?.businessId ?? null,
      name: 'Jamie Rivera',
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'jamie.rivera@example.test',
      phone: '+14165550100',
      items,
      people: [{ name: variant?.name ?? 'Adult', priceCents, quantity }],
      statusVal,
      status: {
        name:
          statusVal === PLACED_ORDER_STATUS.val ? PLACED_ORDER_STATUS.name : statusName(statusVal),
        status: statusVal >= 290 ? 'succeeded' : 'incomplete',
      },
      shipping: {
        totalCents: totals.totalCents,
        taxCents: totals.taxCents,
        feeCents: totals.feeCents,
        afterTaxCents: totals.afterTaxCents,
        couponAmountCents: 0,
      },
      tax,
      currency: (product && marketDef(product.market)?.currency) ?? 'CAD',
      bookingCode: redeemed ? bookingCode(rng.code(8)) : null,
      entered: redeemed
        ? { status: true, bookingDate: '2025-07-12', bookingTime: '10:00' }
        : { status: false },
      ...rest,
    })
    .returning();
  return row;
}
