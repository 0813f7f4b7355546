import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Analytics rollups of click_events, kept current by statement-level triggers on click_events
 * (migration 0014: insert adds, delete subtracts, update does both, truncate empties them) in
 * the same transaction as the events; the migration backfills existing rows. A day is the
 * market's local date (analytics_market_zones, else America/Toronto).
 */

/** The IANA time zone of each market code. */
export const analyticsMarketZones = pgTable('analytics_market_zones', {
  market: text('market').primaryKey(),
  timeZone: text('time_zone').notNull(),
});

/** Clicks per local day, market and intent: the charts, tiles and pie (small: days x markets). */
export const analyticsClickDays = pgTable(
  'analytics_click_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    intent: text('intent').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.market, t.intent] })],
);

/** Clicks per local day, market, intent, partner and experience: the tables' recent periods. */
export const analyticsClickItemDays = pgTable(
  'analytics_click_item_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    intent: text('intent').notNull(),
    partnerId: text('partner_id').notNull(),
    experienceSku: text('experience_sku').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.market, t.intent, t.partnerId, t.experienceSku] }),
    index('analytics_click_item_days_partner_idx').on(t.partnerId, t.day),
    // The activity table's page rows: their recent days by experience.
    index('analytics_click_item_days_experience_idx').on(t.experienceSku, t.day),
  ],
);

/** All-time clicks per market, intent, partner and experience, with the latest names seen. */
export const analyticsClickTotals = pgTable(
  'analytics_click_totals',
  {
    market: text('market').notNull(),
    intent: text('intent').notNull(),
    partnerId: text('partner_id').notNull(),
    experienceSku: text('experience_sku').notNull(),
    clicks: integer('clicks').notNull().default(0),
    partnerName: text('partner_name').notNull().default(''),
    partnerCity: text('partner_city').notNull().default(''),
    lastTime: timestamp('last_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.market, t.intent, t.partnerId, t.experienceSku] }),
    index('analytics_click_totals_partner_idx').on(t.partnerId),
    index('analytics_click_totals_experience_idx').on(t.experienceSku),
  ],
);
