import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

/** The items a refund covers: item index in the order, and how many of its quantity. */
export interface RefundLine {
  index: number;
  quantity: number;
}

/**
 * One row per refund request. The caller's key makes a request idempotent (a double click, two
 * admins, a retry after a timeout); the row is written before the provider is called, so a
 * process that dies in between leaves a 'pending' row that the same key finishes.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Empty for a full refund of what was left. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    /** pending | succeeded | failed */
    state: text('state').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_refunds_key_uq').on(t.orderId, t.requestKey)],
);

/** Every staff action on an order (status set, refund, mail resent, payout), with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.created)],
);
