import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';

/**
 * What we synced (or, with the local CRM adapter, would sync) to the CRM: one row per company
 * (a business) or contact, with the CRM's own id and the properties last pushed.
 */
export const crmRecords = pgTable(
  'crm_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'company' | 'contact'>().notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 'local' or 'hubspot': the adapter that holds `externalId`. */
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    email: text('email'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_records_business_idx').on(t.businessId, t.kind)],
);
