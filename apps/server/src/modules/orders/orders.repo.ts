import { and, between, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CUSTOMER_PURCHASE_FILTER } from '@jaunt/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { businesses, features, orders, products, users, variants } from '../../db/schema/index.ts';
import { escapeLike } from '../catalog/product-query.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderSet = PgUpdateSetSource<typeof orders>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A variant with its product, the product's business and its market's currency. */
export async function findSellableVariant(db: Db, experienceSku: string) {
  const [row] = await db
    .select({
      variant: variants,
      product: products,
      business: businesses,
      currency: features.currency,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(businesses, eq(businesses.businessId, products.businessId))
    .leftJoin(features, and(eq(features.key, 'Market'), eq(features.val, products.market)))
    .where(eq(variants.experienceSku, experienceSku))
    .limit(1);
  return row ?? null;
}

export async function insertOrder(db: Db, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByTransaction(db: Db, transactionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row ?? null;
}

/** A user's orders, newest first; `q` matches the name, transaction code or an item's sku/name. */
export async function listUserOrders(db: Db, userId: string, q?: string, limit = 200) {
  const like = q ? `%${escapeLike(q)}%` : null;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        // Purchases only: no abandoned or declined attempt, no failed payment.
        or(
          ...CUSTOMER_PURCHASE_FILTER.ranges!.map(([min, max]) =>
            between(orders.statusVal, min, max),
          ),
        ),
        like
          ? or(
              sql`${orders.name} ilike ${like}`,
              sql`${orders.transactionId} ilike ${like}`,
              sql`exists (select 1 from jsonb_array_elements(${orders.items}) as i
                where i->>'sku' ilike ${like} or i->>'name' ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.orderDate), desc(orders.orderNo))
    .limit(limit);
}

/**
 * Changes an order, found by id or by payment intent, only while its status is one of `from`
 * (a compare-and-set): of many concurrent callers exactly one gets the row back.
 */
export async function updateOrderIfStatus(
  db: Db,
  match: { id: string } | { intentId: string },
  from: readonly number[],
  set: OrderSet,
): Promise<OrderRow | null> {
  const key = 'id' in match ? eq(orders.id, match.id) : eq(orders.paymentIntentId, match.intentId);
  const [row] = await db
    .update(orders)
    .set({ ...set, updated: new Date() })
    .where(and(key, inArray(orders.statusVal, [...from])))
    .returning();
  return row ?? null;
}

/** Gives an order without an account to `userId`; null when it already has one. */
export async function claimGuestOrder(db: Db, id: string, userId: string) {
  const [row] = await db
    .update(orders)
    .set({ userId, updated: new Date() })
    .where(and(eq(orders.id, id), isNull(orders.userId)))
    .returning();
  return row ?? null;
}

export async function setOrderIntent(
  db: Db,
  id: string,
  intentId: string,
  clientSecret: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({
      paymentIntentId: intentId,
      clientSecret,
      payment: sql`${orders.payment} || ${JSON.stringify({ intentId })}::jsonb`,
      updated: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  return row ?? null;
}

/** Orders with an intent still waiting in one of `statuses` (reconcile). */
export async function listOrdersAwaitingPayment(db: Db, statuses: readonly number[], since: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.statusVal, [...statuses]),
        sql`${orders.paymentIntentId} is not null`,
        sql`${orders.orderDate} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(orders.orderDate)
    .limit(1000);
}

/** Claims the one purchase-complete mail of an order; null when it was already claimed. */
export async function claimPurchaseMail(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ purchaseMailSentAt: new Date() })
    .where(and(eq(orders.id, id), isNull(orders.purchaseMailSentAt)))
    .returning();
  return row ?? null;
}

export async function releasePurchaseMail(db: Db, id: string) {
  await db.update(orders).set({ purchaseMailSentAt: null }).where(eq(orders.id, id));
}

export async function findBusinessNotes(db: Db, businessId: string | null) {
  if (!businessId) return null;
  const [row] = await db
    .select({ name: businesses.name, notes: businesses.notes, email: businesses.email })
    .from(businesses)
    .where(eq(businesses.businessId, businessId));
  return row ?? null;
}

export async function saveUserPhone(db: Db, userId: string, phone: string) {
  await db.update(users).set({ phone, updated: new Date() }).where(eq(users.id, userId));
}

/** Puts a "payment pending" claim older than `before` (left by a stopped process) back. */
export async function releaseStaleClaim(
  db: Db,
  id: string,
  claimStatus: number,
  before: Date,
  set: OrderSet,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updated: new Date() })
    .where(and(eq(orders.id, id), eq(orders.statusVal, claimStatus), lt(orders.updated, before)))
    .returning();
  return row ?? null;
}
