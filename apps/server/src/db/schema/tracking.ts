import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Outbound click events ("links") with their intent. */
export const clickEvents = pgTable(
  'click_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    link: text('link').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    cookieId: text('cookie_id').notNull().default(''),
    intent: text('intent').notNull(),
    partnerName: text('partner_name').notNull().default(''),
    partnerId: text('partner_id').notNull().default(''),
    partnerCity: text('partner_city').notNull().default(''),
    userId: text('user_id'),
    categoryName: text('category_name').notNull().default(''),
    market: text('market').notNull().default(''),
    experienceSku: text('experience_sku').notNull().default(''),
  },
  (t) => [
    index('click_events_time_idx').on(t.time),
    index('click_events_market_time_idx').on(t.market, t.time),
    index('click_events_partner_idx').on(t.partnerId, t.time),
  ],
);

export const searchLogs = pgTable(
  'search_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    query: text('query').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    cookieId: text('cookie_id').notNull().default(''),
    userId: text('user_id'),
    market: text('market').notNull().default(''),
  },
  (t) => [index('search_logs_time_idx').on(t.time)],
);

export const mailingSubscriptions = pgTable('mailing_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailAddress: text('email_address').notNull().unique(),
  status: text('status').notNull().default('subscribed'),
  mergeFields: jsonb('merge_fields')
    .$type<{ FNAME?: string; LNAME?: string; MARKET?: string }>()
    .notNull()
    .default({}),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  partner: boolean('partner').notNull().default(false),
  marketing: boolean('marketing').notNull().default(true),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Every outgoing email (the outbox). Sent over SMTP when configured; always kept here. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    kind: text('kind').notNull(),
    link: text('link'),
    status: text('status').notNull().default('stored'),
    error: text('error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_created_idx').on(t.created), index('emails_to_idx').on(t.to)],
);
