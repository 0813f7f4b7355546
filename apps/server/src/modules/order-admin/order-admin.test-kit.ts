import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '@jaunt/contract';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { LoggedIn } from '../../../test/auth-helpers.ts';
import { businesses, orderRefunds, paymentRecords } from '../../db/schema/index.ts';
import { buyCatalogue, payByCard, PHONE } from '../orders/orders.test-kit.ts';

export type Catalogue = Awaited<ReturnType<typeof buyCatalogue>>;

/** The GTA catalogue with a payout account on its business, so payouts can be made. */
export async function refundCatalogue(t: TestApp) {
  const cat = await buyCatalogue(t);
  await t.database.db
    .update(businesses)
    .set({ stripe: { account: 'acct_sandbox_refunds' } })
    .where(eq(businesses.businessId, cat.business.businessId));
  return cat;
}

/** A consumer buys `quantity` Adult tickets and pays with the sandbox test card. */
export async function boughtOrder(t: TestApp, cat: Catalogue, buyer: LoggedIn, quantity = 2) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { sku: cat.adult.experienceSku, quantity, phone: PHONE },
  });
  expect(placed.statusCode).toBe(201);
  const { order } = placed.json() as { order: { _id: string; transactionId: string } };
  const paid = await payByCard(t, order.transactionId, buyer.headers);
  expect(paid.statusCode).toBe(200);
  return order;
}

export const refund = (t: TestApp, who: LoggedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/stripe/refund/${id}`, headers: who.headers, payload });

export async function detail(t: TestApp, who: LoggedIn, id: string) {
  const res = await t.app.inject({ url: `/api/admin/orders/${id}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminOrderDetail;
}

/** Refunds the provider made for an intent (what the card gets back). */
export const providerRefunds = (t: TestApp, intentId: string) =>
  t.database.db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.relatedId, intentId))
    .then((rows) => rows.filter((r) => r.kind === 'refund'));

export const refundRows = (t: TestApp, orderId: string) =>
  t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
