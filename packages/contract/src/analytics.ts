/**
 * Staff analytics (partner-and-staff sections 2, 4, 7 and 9): the constants of the selectors,
 * market time zones (click counts are per day in the market's own zone) and the call shapes.
 */
import { z } from 'zod';
import { CLICK_INTENTS } from './discover.ts';
import { FIRST_REPORT_YEAR, REPORT_TYPES } from './partner-orders.ts';

/** Selector intents: every recorded intent, and 'total' (all clicks of any intent). */
export const ANALYTICS_INTENTS = CLICK_INTENTS;
export type AnalyticsIntent = (typeof ANALYTICS_INTENTS)[number];
/** The intents a click is recorded with that the charts show one by one. */
export const CHART_INTENTS = CLICK_INTENTS.filter((i) => i !== 'total');

export const ANALYTICS_PERIODS = [
  'today',
  'yesterday',
  'last-7-days',
  'last-month',
  'this-month',
  'all-time',
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'last-7-days': 'Last 7 days',
  'last-month': 'Last month',
  'this-month': 'This month',
  'all-time': 'All time',
};
/** The dashboard's overview window: the last 3 months. */
export const OVERVIEW_MONTHS = 3;
export const WEEKLY_WEEKS = 12;
export const MONTHLY_MONTHS = 12;

/**
 * The IANA zone of each market: a day of clicks or purchases is the market's local day. The
 * server keeps the same pairs in the analytics_market_zones table (migration 0014); a market
 * missing from it counts in DEFAULT_ANALYTICS_TIME_ZONE.
 */
export const MARKET_TIME_ZONES: Readonly<Record<string, string>> = {
  BOS: 'America/New_York',
  CHI: 'America/Chicago',
  FL: 'America/New_York',
  HI: 'Pacific/Honolulu',
  LA: 'America/Los_Angeles',
  NYC: 'America/New_York',
  OUS: 'America/New_York',
  CGY: 'America/Edmonton',
  GTA: 'America/Toronto',
  VAN: 'America/Vancouver',
  OCA: 'America/Toronto',
};
/** Staff-wide "today" (tiles of users, reviews, partners, mailing list) and unknown markets. */
export const DEFAULT_ANALYTICS_TIME_ZONE = 'America/Toronto';
export const marketTimeZone = (market: string): string =>
  MARKET_TIME_ZONES[market] ?? DEFAULT_ANALYTICS_TIME_ZONE;

const market = z.string().trim().max(40).optional();
const intent = z.enum(ANALYTICS_INTENTS).default('total');

export const clicksDailyQuery = z.object({
  intent,
  market,
  /** Days back from today (the 3-month overview is about 92). */
  days: z.coerce.number().int().min(1).max(400).default(92),
});
export const clicksSeriesQuery = z.object({
  intent,
  market,
  unit: z.enum(['week', 'month']).default('month'),
});
export const clicksByIntentQuery = z.object({
  market,
  period: z.enum(ANALYTICS_PERIODS).default('this-month'),
});
export const partnerYearQuery = z.object({
  partnerId: z.string().trim().min(1).max(100),
  year: z.coerce.number().int().min(FIRST_REPORT_YEAR).max(2100),
  intent,
});
export const clickTableQuery = z.object({
  intent,
  market,
  q: z.string().trim().max(100).optional(),
  sort: z.enum([...ANALYTICS_PERIODS, 'name']).default('all-time'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const purchasesQuery = z.object({
  market,
  year: z.coerce.number().int().min(FIRST_REPORT_YEAR).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  type: z.enum(REPORT_TYPES).default('Dollars'),
});

const point = z.object({ label: z.string(), clicks: z.number() });
export const clickSeriesResponse = z.object({ points: z.array(point) });
export type ClickSeries = z.infer<typeof clickSeriesResponse>;

export const clicksByIntentResponse = z.object({
  intents: z.array(z.object({ intent: z.string(), clicks: z.number() })),
  total: z.number(),
});
export type ClicksByIntent = z.infer<typeof clicksByIntentResponse>;

const periodCounts = z.object({
  today: z.number(),
  yesterday: z.number(),
  'last-7-days': z.number(),
  'last-month': z.number(),
  'this-month': z.number(),
  'all-time': z.number(),
});
export type PeriodCounts = z.infer<typeof periodCounts>;
export const clickTableResponse = z.object({
  total: z.number(),
  rows: z.array(
    periodCounts.extend({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      market: z.string(),
    }),
  ),
});
export type ClickTable = z.infer<typeof clickTableResponse>;
export type ClickTableRow = ClickTable['rows'][number];

export const TILE_KEYS = [
  'partners',
  'reviews',
  'imageClicks',
  'bookingClicks',
  'users',
  'mailingList',
] as const;
export const TILE_LABELS: Record<(typeof TILE_KEYS)[number], string> = {
  partners: 'Partners',
  reviews: 'Reviews',
  imageClicks: 'Image clicks',
  bookingClicks: 'Booking clicks',
  users: 'Registered users',
  mailingList: 'Mailing list',
};
export const overviewResponse = z.object({
  /** When these numbers were computed (ISO). */
  updatedAt: z.string(),
  /** Totals: the value now and at the end of yesterday; clicks: today's and yesterday's. */
  tiles: z.array(z.object({ key: z.enum(TILE_KEYS), today: z.number(), yesterday: z.number() })),
  latestExperiences: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      market: z.string(),
      info: z.string(),
      featuredImage: z.string(),
      /** The first variant's price in dollars, or null without variants. */
      price: z.number().nullable(),
    }),
  ),
  latestUsers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      role: z.string(),
      email: z.string(),
      signupDate: z.string(),
    }),
  ),
});
export type AnalyticsOverview = z.infer<typeof overviewResponse>;

export const purchasesResponse = z.object({
  year: z.number(),
  month: z.number(),
  type: z.enum(REPORT_TYPES),
  market: z.string().nullable(),
  days: z.array(z.object({ day: z.number(), value: z.number() })),
});
export type AnalyticsPurchases = z.infer<typeof purchasesResponse>;

export const favoritesStatsResponse = z.object({
  usersWithFavorites: z.number(),
  users: z.number(),
  rows: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      created: z.string(),
      updated: z.string(),
      count: z.number(),
      partners: z.array(z.object({ name: z.string(), city: z.string() })),
    }),
  ),
});
export type FavoritesStats = z.infer<typeof favoritesStatsResponse>;

const activeInactive = { active: z.number(), inactive: z.number() };
export const partnerListingsResponse = z.array(
  z.object({
    market: z.string(),
    partners: z.object(activeInactive),
    experiences: z.object(activeInactive),
  }),
);
export type PartnerListings = z.infer<typeof partnerListingsResponse>;
export const cityListingsResponse = z.array(
  z.object({ city: z.string(), market: z.string(), cityActive: z.boolean(), ...activeInactive }),
);
export type CityListings = z.infer<typeof cityListingsResponse>;
