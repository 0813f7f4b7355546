import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface BillingAddress {
  company?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  country?: string;
  region?: string;
  address?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
}

export interface StaffMember {
  name: string;
  email: string;
  phone?: string;
}

/** Partner businesses. `businessId` is the public business code products and orders refer to. */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    market: text('market').notNull(),
    active: boolean('active').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    commission: numeric('commission', { mode: 'number' }).notNull().default(15),
    vendorAgreementDate: timestamp('vendor_agreement_date', { withTimezone: true }),
    url: text('url').notNull().default(''),
    type: text('type').notNull().default('company'),
    taxId: text('tax_id'),
    payoutPreference: text('payout_preference').notNull().default('stripe'),
    skuList: jsonb('sku_list').$type<string[]>().notNull().default([]),
    staff: jsonb('staff').$type<StaffMember[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    groupNotes: text('group_notes').notNull().default(''),
    uid: text('uid'),
    companyId: text('company_id'),
    tax: numeric('tax', { mode: 'number' }),
    integration: jsonb('integration').$type<{ name: string; apiKey?: string } | null>(),
    billingAddress: jsonb('billing_address').$type<BillingAddress>().notNull().default({}),
    stripe: jsonb('stripe').$type<Record<string, unknown>>().notNull().default({}),
    verification: jsonb('verification').$type<Record<string, unknown>>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('businesses_market_idx').on(t.market), index('businesses_user_idx').on(t.userId)],
);
