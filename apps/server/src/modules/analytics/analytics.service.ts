import {
  CHART_INTENTS,
  DEFAULT_ANALYTICS_TIME_ZONE,
  MONTHLY_MONTHS,
  WEEKLY_WEEKS,
  marketTimeZone,
  toDollars,
  type AnalyticsOverview,
  type AnalyticsPurchases,
  type ClickTable,
  type ClicksByIntent,
  type ClickSeries,
  type FavoritesStats,
  type clickTableQuery,
  type clicksByIntentQuery,
  type clicksDailyQuery,
  type clicksSeriesQuery,
  type partnerYearQuery,
  type purchasesQuery,
} from '@jaunt/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import * as clicks from './analytics-clicks.repo.ts';
import * as repo from './analytics.repo.ts';

type Q<T extends z.ZodType> = z.output<T>;

/** Today (YYYY-MM-DD) in a time zone. */
export function localDay(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}
/** A YYYY-MM-DD day moved by `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const zoneOf = (market?: string) => (market ? marketTimeZone(market) : DEFAULT_ANALYTICS_TIME_ZONE);
const iso = (v: Date | string) => new Date(v).toISOString();

/** GET /api/analytics/overview: tiles against yesterday, latest experiences and users. */
export async function overview(ctx: AppContext): Promise<AnalyticsOverview> {
  const [totals, image, book, experiences, users] = await Promise.all([
    repo.totalsNowAndYesterday(ctx.db),
    clicks.clicksTodayYesterday(ctx.db, 'image'),
    clicks.clicksTodayYesterday(ctx.db, 'book'),
    repo.latestExperiences(ctx.db),
    repo.latestUsers(ctx.db),
  ]);
  return {
    updatedAt: new Date().toISOString(),
    tiles: [
      { key: 'partners', ...totals.partners },
      { key: 'reviews', ...totals.reviews },
      { key: 'imageClicks', ...image },
      { key: 'bookingClicks', ...book },
      { key: 'users', ...totals.users },
      { key: 'mailingList', ...totals.mailingList },
    ],
    latestExperiences: experiences.map((p) => ({
      _id: p.id,
      name: p.name,
      slug: p.slug,
      market: p.market,
      info: p.info,
      featuredImage: p.featured_image,
      price: p.price_cents === null ? null : toDollars(Number(p.price_cents)),
    })),
    latestUsers: users.map((u) => ({
      _id: u.id,
      name: u.name,
      role: u.role,
      email: u.email,
      signupDate: iso(u.signup_date),
    })),
  };
}

/** GET /api/analytics/clicks/daily: clicks per local day, the last `days` days (zeros kept). */
export async function clicksDaily(
  ctx: AppContext,
  q: Q<typeof clicksDailyQuery>,
): Promise<ClickSeries> {
  const to = localDay(zoneOf(q.market));
  const from = addDays(to, 1 - q.days);
  const rows = await clicks.clicksPerDay(ctx.db, q, from, to);
  const byDay = new Map(rows.map((r) => [r.day, r.clicks]));
  const points = Array.from({ length: q.days }, (_, i) => {
    const day = addDays(from, i);
    return { label: day, clicks: byDay.get(day) ?? 0 };
  });
  return { points };
}

/** The first day of each of the last `n` weeks (Mondays) or months, oldest first. */
export function unitStarts(today: string, unit: 'week' | 'month', n: number): string[] {
  if (unit === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -weekday);
    return Array.from({ length: n }, (_, i) => addDays(monday, -7 * (n - 1 - i)));
  }
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

/** GET /api/analytics/clicks/series: the last 12 weeks or 12 months. */
export async function clicksSeries(
  ctx: AppContext,
  q: Q<typeof clicksSeriesQuery>,
): Promise<ClickSeries> {
  const starts = unitStarts(
    localDay(zoneOf(q.market)),
    q.unit,
    q.unit === 'week' ? WEEKLY_WEEKS : MONTHLY_MONTHS,
  );
  const rows = await clicks.clicksPerUnit(ctx.db, q, q.unit, starts[0]);
  const byStart = new Map(rows.map((r) => [r.start, r.clicks]));
  return {
    points: starts.map((s) => ({
      label: q.unit === 'week' ? s : s.slice(0, 7),
      clicks: byStart.get(s) ?? 0,
    })),
  };
}

/** GET /api/analytics/clicks/intents: totals per intent in a period (the pie and its legend). */
export async function clicksByIntent(
  ctx: AppContext,
  q: Q<typeof clicksByIntentQuery>,
): Promise<ClicksByIntent> {
  const rows = await clicks.clicksByIntent(ctx.db, q.market, q.period);
  const byIntent = new Map(rows.map((r) => [r.intent, r.clicks]));
  const names = [
    ...CHART_INTENTS,
    ...rows.map((r) => r.intent).filter((i) => !CHART_INTENTS.includes(i as never)),
  ];
  const intents = names.map((intent) => ({ intent, clicks: byIntent.get(intent) ?? 0 }));
  return { intents, total: intents.reduce((s, i) => s + i.clicks, 0) };
}

/** GET /api/analytics/clicks/partner-year: one partner's clicks per month of a year. */
export async function partnerYear(
  ctx: AppContext,
  q: Q<typeof partnerYearQuery>,
): Promise<ClickSeries> {
  const rows = await clicks.partnerClicksPerMonth(ctx.db, q.partnerId, q.year, q.intent);
  const byMonth = new Map(rows.map((r) => [r.month, r.clicks]));
  return {
    points: Array.from({ length: 12 }, (_, i) => ({
      label: `${q.year}-${String(i + 1).padStart(2, '0')}`,
      clicks: byMonth.get(i + 1) ?? 0,
    })),
  };
}

/** GET /api/analytics/clicks/partners and /activities: the sortable tables. */
export async function clickTable(
  ctx: AppContext,
  by: 'partner' | 'activity',
  q: Q<typeof clickTableQuery>,
): Promise<ClickTable> {
  const rows = await clicks.clickTable(ctx.db, { ...q, by });
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total: n(rows[0]?.total),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      city: r.city ?? '',
      market: r.market ?? '',
      today: n(r.today),
      yesterday: n(r.yesterday),
      'last-7-days': n(r.last_7_days),
      'last-month': n(r.last_month),
      'this-month': n(r.this_month),
      'all-time': n(r.all_time),
    })),
  };
}

/** GET /api/analytics/purchases: counted orders per day of a month, all businesses. */
export async function purchases(
  ctx: AppContext,
  q: Q<typeof purchasesQuery>,
): Promise<AnalyticsPurchases> {
  const rows = await repo.purchasesPerDay(ctx.db, q.year, q.month, q.market);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daysInMonth = new Date(Date.UTC(q.year, q.month, 0)).getUTCDate();
  return {
    year: q.year,
    month: q.month,
    type: q.type,
    market: q.market ?? null,
    days: Array.from({ length: daysInMonth }, (_, i) => {
      const row = byDay.get(i + 1);
      const value = !row ? 0 : q.type === 'Purchases' ? row.count : toDollars(row.cents);
      return { day: i + 1, value };
    }),
  };
}

export async function favoritesStats(ctx: AppContext, limit: number): Promise<FavoritesStats> {
  const s = await repo.favoritesStats(ctx.db, limit);
  return {
    usersWithFavorites: s.withFavorites,
    users: s.users,
    rows: s.rows.map((r) => ({
      email: r.email,
      name: r.name ?? '',
      created: iso(r.created),
      updated: iso(r.updated),
      count: Number(r.count),
      partners: r.partners ?? [],
    })),
  };
}

export async function partnerListings(ctx: AppContext) {
  const rows = await repo.partnerListings(ctx.db);
  return rows.map((r) => ({
    market: r.market,
    partners: { active: Number(r.partners_active), inactive: Number(r.partners_inactive) },
    experiences: { active: Number(r.experiences_active), inactive: Number(r.experiences_inactive) },
  }));
}

export async function cityListings(ctx: AppContext) {
  const rows = await repo.cityListings(ctx.db);
  return rows.map((r) => ({
    city: r.city,
    market: r.market,
    cityActive: r.city_active,
    active: Number(r.active),
    inactive: Number(r.inactive),
  }));
}
