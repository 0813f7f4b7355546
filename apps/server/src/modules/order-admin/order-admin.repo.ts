import { and, asc, between, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_PAGE_SIZE, findStatusFilter, ADMIN_ORDER_FILTERS } from '@jaunt/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orderRefunds, orders } from '../../db/schema/index.ts';
import { decodeDateCursor, encodeDateCursor } from '../../lib/cursor.ts';
import { escapeLike } from '../catalog/product-query.ts';
import type { OrderRow } from '../orders/orders.repo.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The search: a transaction id or booking code exactly; a name or email containing the words. */
function searchCondition(search: string): SQL {
  const like = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    eq(orders.transactionId, search),
    sql`upper(${orders.bookingCode}) = ${search.toUpperCase()}`,
    sql`lower(${orders.email}) like ${like}`,
    sql`lower(${orders.name}) like ${like}`,
  )!;
}

/** Purchase History: newest first, one page after `cursor` (the last row's order date and id). */
export async function listAdminOrders(
  db: Db,
  q: { search?: string; filter: string; cursor?: string },
) {
  const filter = findStatusFilter(ADMIN_ORDER_FILTERS, q.filter);
  const after = q.cursor ? decodeDateCursor(q.cursor) : null;
  const conditions: (SQL | undefined)[] = [
    q.search ? searchCondition(q.search) : undefined,
    filter.ranges
      ? or(...filter.ranges.map(([min, max]) => between(orders.statusVal, min, max)))
      : undefined,
    after
      ? or(
          lt(orders.orderDate, after.at),
          and(eq(orders.orderDate, after.at), lt(orders.id, after.id)),
        )
      : undefined,
  ];
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(ADMIN_ORDER_PAGE_SIZE + 1);
  const more = rows.length > ADMIN_ORDER_PAGE_SIZE;
  const page = rows.slice(0, ADMIN_ORDER_PAGE_SIZE);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: more ? encodeDateCursor(last.orderDate, last.id) : null };
}

/** The order row, locked until the transaction ends: refunds of one order run one at a time. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function findRefund(tx: Db | Tx, orderId: string, key: string) {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.requestKey, key)));
  return row ?? null;
}

/** Cents refunded or being refunded (succeeded and pending requests). */
export async function reservedRefundCents(tx: Db | Tx, orderId: string): Promise<number> {
  const [{ cents }] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        inArray(orderRefunds.state, ['pending', 'processing', 'succeeded']),
      ),
    );
  return cents;
}

export async function insertRefund(tx: Tx, values: typeof orderRefunds.$inferInsert) {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  return row;
}

/** A claim on a refund's provider call older than this was left by a stopped process. */
export const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Claims the provider call of a refund (pending, or processing with an expired claim) for one
 * request: only the claimer asks the provider, so concurrent repeats never race each other there.
 */
export async function claimRefund(db: Db, id: string) {
  const [row] = await db
    .update(orderRefunds)
    .set({ state: 'processing', updated: new Date() })
    .where(
      and(
        eq(orderRefunds.id, id),
        or(
          eq(orderRefunds.state, 'pending'),
          and(
            eq(orderRefunds.state, 'processing'),
            lt(orderRefunds.updated, new Date(Date.now() - REFUND_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefundById(db: Db, id: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row ?? null;
}

/** Moves a claimed refund on; null when another request already did. */
export async function settleRefund(
  tx: Db | Tx,
  id: string,
  set: { state: 'succeeded' | 'failed'; providerRefundId?: string; error?: string },
) {
  const [row] = await tx
    .update(orderRefunds)
    .set({ ...set, updated: new Date() })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'processing')))
    .returning();
  return row ?? null;
}

export async function listRefunds(db: Db, orderId: string) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.created));
}

export async function addEvent(
  tx: Db | Tx,
  orderId: string,
  actor: { id: string; email: string },
  action: string,
  detail: Record<string, unknown> = {},
) {
  await tx
    .insert(orderEvents)
    .values({ orderId, action, detail, actorId: actor.id, actorEmail: actor.email });
}

export async function listEvents(db: Db, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.created));
}
