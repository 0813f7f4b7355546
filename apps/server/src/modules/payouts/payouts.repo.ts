import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, orders, payouts, type PayoutReversal } from '../../db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutInsert = typeof payouts.$inferInsert;

/** Schedules the payout of a redeemed order (one per order; a second insert does nothing). */
export async function insertPayout(db: Db | Tx, values: PayoutInsert): Promise<PayoutRow | null> {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPayoutByOrder(db: Db, orderId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.orderId, orderId));
  return row ?? null;
}

export async function findPayoutsByOrders(db: Db, orderIds: string[]): Promise<PayoutRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(payouts).where(inArray(payouts.orderId, orderIds));
}

/**
 * Claims up to `limit` payouts that are due (scheduled with dueDate <= today) or whose
 * processing lease ran out (a process stopped mid-payout). FOR UPDATE SKIP LOCKED: concurrent
 * runs in any number of processes each get different rows; a claimed row is leased until
 * `leaseUntil` and bumps `attempts`, which the finishing update must still match.
 */
export async function claimDuePayouts(
  db: Db,
  today: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<PayoutRow[]> {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    UPDATE ${payouts} SET
      state = 'processing',
      attempts = ${payouts.attempts} + 1,
      lease_until = ${leaseUntil.toISOString()},
      updated = ${nowIso}
    WHERE ${payouts.id} IN (
      SELECT id FROM ${payouts}
      WHERE (state = 'scheduled' AND due_date <= ${today})
         OR (state = 'processing' AND lease_until < ${nowIso})
      ORDER BY due_date, created
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (!ids.length) return [];
  return db.select().from(payouts).where(inArray(payouts.id, ids));
}

/** Ends a claim (paid, failed or cancelled) only if it is still this run's claim. */
export async function finishClaim(
  db: Db | Tx,
  claim: Pick<PayoutRow, 'id' | 'attempts'>,
  set: Partial<PayoutInsert>,
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({ ...set, leaseUntil: null, updated: new Date() })
    .where(
      and(
        eq(payouts.id, claim.id),
        eq(payouts.state, 'processing'),
        eq(payouts.attempts, claim.attempts),
      ),
    )
    .returning();
  return row ?? null;
}

/** Cancels a payout not yet claimed (a refund before the payout date). */
export async function cancelScheduledPayout(db: Db, orderId: string, reason: string) {
  const [row] = await db
    .update(payouts)
    .set({ state: 'cancelled', error: reason, updated: new Date() })
    .where(and(eq(payouts.orderId, orderId), eq(payouts.state, 'scheduled')))
    .returning();
  return row ?? null;
}

/**
 * A partial refund before the payout: the scheduled amount goes down by the partner's share of
 * it, once per refund key (kept in reversals with id 'scheduled'); null when the payout is no
 * longer scheduled or the key was applied already.
 */
export async function reduceScheduledPayout(db: Db, payoutId: string, reduction: PayoutReversal) {
  const [row] = await db
    .update(payouts)
    .set({
      amountCents: sql`${payouts.amountCents} - ${reduction.amountCents}`,
      reversals: sql`${payouts.reversals} || ${JSON.stringify([reduction])}::jsonb`,
      updated: new Date(),
    })
    .where(
      and(
        eq(payouts.id, payoutId),
        eq(payouts.state, 'scheduled'),
        sql`not ${payouts.reversals} @> ${JSON.stringify([{ refundKey: reduction.refundKey }])}::jsonb`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The connected account of a business (business.stripe.account), or null. */
export async function findPayoutAccount(db: Db, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ stripe: businesses.stripe })
    .from(businesses)
    .where(eq(businesses.businessId, businessId));
  const account = row?.stripe?.account;
  return typeof account === 'string' && account ? account : null;
}

/** Adds a reversal once per refund key (a retried refund records nothing new). */
export async function recordReversal(db: Db, payoutId: string, reversal: PayoutReversal) {
  const [row] = await db
    .update(payouts)
    .set({
      reversals: sql`${payouts.reversals} || ${JSON.stringify([reversal])}::jsonb`,
      reversedCents: sql`${payouts.reversedCents} + ${reversal.amountCents}`,
      reversalError: null,
      reversalFailedAt: null,
      updated: new Date(),
    })
    .where(
      and(
        eq(payouts.id, payoutId),
        sql`not ${payouts.reversals} @> ${JSON.stringify([{ refundKey: reversal.refundKey }])}::jsonb`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordReversalFailure(db: Db, payoutId: string, message: string, at: Date) {
  await db
    .update(payouts)
    .set({ reversalError: message, reversalFailedAt: at, updated: new Date() })
    .where(eq(payouts.id, payoutId));
}

/** Reversals that failed and were not done since: for staff, never dropped. */
export async function listReversalFailures(db: Db, limit = 200) {
  return db
    .select({
      orderId: payouts.orderId,
      businessId: payouts.businessId,
      message: payouts.reversalError,
      at: payouts.reversalFailedAt,
      transactionId: orders.transactionId,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .where(isNotNull(payouts.reversalError))
    .orderBy(desc(payouts.reversalFailedAt))
    .limit(limit);
}

/** Keeps a payout problem on the order itself (orders.error), where staff look. */
export async function setOrderError(db: Db, orderId: string, error: string) {
  const [row] = await db
    .update(orders)
    .set({ error, updated: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row ?? null;
}
