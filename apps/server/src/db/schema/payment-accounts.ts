import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded sandbox payment-account provider's own records (what Stripe would keep for a
 * Connect account in test mode). Only the sandbox reads or writes this table.
 */
export const sandboxConnectAccounts = pgTable('sandbox_connect_accounts', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
