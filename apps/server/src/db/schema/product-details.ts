import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * The trust texts of a product page, one row per product (none: the page leaves the sections
 * out). Kept beside `products` so list queries never read them. Plain text, never HTML.
 */
export const productDetails = pgTable('product_details', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Short selling points shown as a checklist near the top ("Small groups of up to 8"). */
  highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
  whatToExpect: text('what_to_expect').notNull().default(''),
  meetingPoint: text('meeting_point').notNull().default(''),
  cancellationPolicy: text('cancellation_policy').notNull().default(''),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
