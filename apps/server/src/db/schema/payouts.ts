import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

export interface PayoutReversal {
  /** The caller's refund key: the same key never reverses twice. */
  refundKey: string;
  id: string;
  amountCents: number;
  at: string;
}

/**
 * One partner payout per redeemed order: scheduled at redeem for the payout date, claimed by a
 * payout run (FOR UPDATE SKIP LOCKED plus a lease, so several processes never pay twice), then
 * paid or failed. The order id is the transfer's idempotency key at the provider.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The day (YYYY-MM-DD, contract payoutDate) from which the payout is due. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** scheduled | processing | paid | failed | cancelled */
    state: text('state').notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    /** A processing claim older than this was left by a stopped process and is taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    destination: text('destination'),
    transferId: text('transfer_id'),
    error: text('error'),
    reversedCents: integer('reversed_cents').notNull().default(0),
    reversals: jsonb('reversals').$type<PayoutReversal[]>().notNull().default([]),
    /** The last reversal that failed (e.g. the partner balance was already paid out). */
    reversalError: text('reversal_error'),
    reversalFailedAt: timestamp('reversal_failed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('payouts_due_idx').on(t.state, t.dueDate),
    index('payouts_business_idx').on(t.businessId),
  ],
);
