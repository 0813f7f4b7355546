import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ANALYTICS_TIME_ZONE, type AnalyticsPeriod } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';

/**
 * Click counts, read only from the rollups of migration 0014 (never from click_events). A day
 * is the market's local date; "today" is today in each row's own market.
 */

const q = <T>(db: Db, query: SQL) => db.execute(query).then((r) => rowsOf<T>(r));
const num = (v: unknown) => Number(v ?? 0);

export interface ClickFilter {
  market?: string;
  /** 'total' (or undefined): every intent. */
  intent?: string;
}

const where = (f: ClickFilter, alias = sql.raw('r')) =>
  sql.join(
    [
      sql`true`,
      ...(f.market ? [sql`${alias}.market = ${f.market}`] : []),
      ...(f.intent && f.intent !== 'total' ? [sql`${alias}.intent = ${f.intent}`] : []),
    ],
    sql` and `,
  );

/** Rows of a rollup `table` matching `cond`, each with `t`: today in its market's zone. */
const withToday = (table: string, cond: SQL) =>
  sql`(select r.*, (now() at time zone coalesce(z.time_zone, ${DEFAULT_ANALYTICS_TIME_ZONE}))::date as t
       from ${sql.raw(table)} r left join analytics_market_zones z on z.market = r.market
       where ${cond}) r`;

/** The condition of a period on `r.day`, against `t` (the row market's today). */
export function periodCondition(period: AnalyticsPeriod, t: SQL = sql.raw('t')): SQL {
  switch (period) {
    case 'today':
      return sql`r.day = ${t}`;
    case 'yesterday':
      return sql`r.day = ${t} - 1`;
    case 'last-7-days':
      return sql`r.day > ${t} - 7 and r.day <= ${t}`;
    case 'this-month':
      return sql`r.day >= date_trunc('month', ${t})::date and r.day <= ${t}`;
    case 'last-month':
      return sql`r.day >= (date_trunc('month', ${t}) - interval '1 month')::date
        and r.day < date_trunc('month', ${t})::date`;
    case 'all-time':
      return sql`true`;
  }
}

/** The oldest day any recent period (today ... last month) can reach, with a margin. */
const RECENT_FLOOR = sql`(current_date - 70)`;

/** Clicks per local day from `from` to `to` (YYYY-MM-DD, inclusive). */
export async function clicksPerDay(db: Db, f: ClickFilter, from: string, to: string) {
  const rows = await q<{ day: string; clicks: string }>(
    db,
    sql`select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.clicks) as clicks
        from analytics_click_days r
        where r.day between ${from}::date and ${to}::date and ${where(f)}
        group by r.day order by r.day`,
  );
  return rows.map((r) => ({ day: r.day, clicks: num(r.clicks) }));
}

/** Clicks per week (Monday) or month from `from` (YYYY-MM-DD). */
export async function clicksPerUnit(db: Db, f: ClickFilter, unit: 'week' | 'month', from: string) {
  const rows = await q<{ start: string; clicks: string }>(
    db,
    sql`select to_char(date_trunc(${unit}, r.day), 'YYYY-MM-DD') as start, sum(r.clicks) as clicks
        from analytics_click_days r
        where r.day >= ${from}::date and ${where(f)}
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ start: r.start, clicks: num(r.clicks) }));
}

/** Clicks per intent in a period (each market's own today). */
export async function clicksByIntent(db: Db, market: string | undefined, period: AnalyticsPeriod) {
  const floor = period === 'all-time' ? sql`true` : sql`r.day >= ${RECENT_FLOOR}`;
  const rows = await q<{ intent: string; clicks: string }>(
    db,
    sql`select r.intent, sum(r.clicks) as clicks
        from ${withToday('analytics_click_days', sql`${floor} and ${where({ market })}`)}
        where ${periodCondition(period)}
        group by r.intent order by r.intent`,
  );
  return rows.map((r) => ({ intent: r.intent, clicks: num(r.clicks) }));
}

/** Today's and yesterday's clicks of one intent (each market's own today). */
export async function clicksTodayYesterday(db: Db, intent: string) {
  const [row] = await q<{ today: string; yesterday: string }>(
    db,
    sql`select coalesce(sum(r.clicks) filter (where r.day = r.t), 0) as today,
               coalesce(sum(r.clicks) filter (where r.day = r.t - 1), 0) as yesterday
        from ${withToday('analytics_click_days', sql`r.day >= current_date - 3 and r.intent = ${intent}`)}`,
  );
  return { today: num(row?.today), yesterday: num(row?.yesterday) };
}

/** A partner's clicks per month (1-12) of a year. */
export async function partnerClicksPerMonth(
  db: Db,
  partnerId: string,
  year: number,
  intent: string,
) {
  const rows = await q<{ month: number; clicks: string }>(
    db,
    sql`select extract(month from r.day)::int as month, sum(r.clicks) as clicks
        from analytics_click_item_days r
        where r.partner_id = ${partnerId}
          and r.day >= make_date(${year}::int, 1, 1) and r.day < make_date(${year}::int + 1, 1, 1)
          and ${where({ intent })}
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ month: r.month, clicks: num(r.clicks) }));
}

export interface TableOptions extends ClickFilter {
  by: 'partner' | 'activity';
  q?: string;
  sort: AnalyticsPeriod | 'name';
  limit: number;
  offset: number;
}

const PERIOD_COLUMNS: Record<AnalyticsPeriod, string> = {
  today: 'today',
  yesterday: 'yesterday',
  'last-7-days': 'last_7_days',
  'last-month': 'last_month',
  'this-month': 'this_month',
  'all-time': 'all_time',
};

export interface TableRow {
  id: string;
  name: string;
  city: string;
  market: string;
  today: string;
  yesterday: string;
  last_7_days: string;
  last_month: string;
  this_month: string;
  all_time: string;
  total: string;
}

/** The oldest day a period can reach in any market's zone (a day of margin either side). */
function periodFloor(period: Exclude<AnalyticsPeriod, 'all-time'>): SQL {
  switch (period) {
    case 'today':
      return sql`(current_date - 1)`;
    case 'yesterday':
      return sql`(current_date - 2)`;
    case 'last-7-days':
      return sql`(current_date - 8)`;
    case 'this-month':
      return sql`(date_trunc('month', current_date - 1)::date)`;
    case 'last-month':
      return sql`((date_trunc('month', current_date - 1) - interval '1 month')::date)`;
  }
}

/**
 * Clicks per partner (product sku) or activity (experience sku) for every period, in two steps
 * so no request sums every recent row of every key: (1) the page: the keys of the totals
 * rollup ranked by the sort (a recent period summed over its own days only, all time and the
 * name from the totals), (2) every recent period for the page's keys only, through the
 * (key, day) index of the daily item rollup.
 */
export async function clickTable(db: Db, o: TableOptions) {
  const key = sql.raw(o.by === 'partner' ? 'r.partner_id' : 'r.experience_sku');
  const recentPeriods = (Object.keys(PERIOD_COLUMNS) as AnalyticsPeriod[]).filter(
    (p): p is Exclude<AnalyticsPeriod, 'all-time'> => p !== 'all-time',
  );
  const sums = recentPeriods.map(
    (p) => sql`coalesce(sum(r.clicks) filter (where ${periodCondition(p)}), 0)
      as ${sql.raw(PERIOD_COLUMNS[p])}`,
  );
  const like = o.q ? `%${o.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const nameMatch = like
    ? o.by === 'partner'
      ? sql`(tot.name ilike ${like} or tot.id ilike ${like})`
      : sql`(tot.name ilike ${like} or tot.id ilike ${like} or exists (select 1 from variants v
          where v.experience_sku = tot.id and v.name ilike ${like}))`
    : sql`true`;
  const sortPeriod = o.sort === 'name' || o.sort === 'all-time' ? null : o.sort;
  const ranked = sortPeriod
    ? sql`select ${key} as id, sum(r.clicks) as v
          from ${withToday('analytics_click_item_days', sql`r.day >= ${periodFloor(sortPeriod)} and ${where(o)}`)}
          where ${periodCondition(sortPeriod)}
          group by 1`
    : sql`select null::text as id, 0::bigint as v where false`;
  const order =
    o.sort === 'name'
      ? sql`lower(tot.name), tot.id`
      : o.sort === 'all-time'
        ? sql`tot.all_time desc, tot.id`
        : sql`coalesce(ranked.v, 0) desc, tot.id`;
  return q<TableRow>(
    db,
    sql`with tot as (
          select ${key} as id,
                 (array_agg(r.partner_name order by r.last_time desc))[1] as name,
                 (array_agg(r.partner_city order by r.last_time desc))[1] as city,
                 (array_agg(r.market order by r.last_time desc))[1] as market,
                 sum(r.clicks) as all_time
          from analytics_click_totals r where ${where(o)} group by 1
        ), ranked as (${ranked}), page as (
          select tot.id, tot.name, tot.city, tot.market, tot.all_time,
                 count(*) over () as total
          from tot left join ranked on ranked.id = tot.id
          where ${nameMatch}
          order by ${order} limit ${o.limit} offset ${o.offset}
        ), recent as (
          select ${key} as id, ${sql.join(sums, sql`, `)}
          from ${withToday(
            'analytics_click_item_days',
            sql`${key} in (select id from page) and r.day >= ${RECENT_FLOOR} and ${where(o)}`,
          )}
          group by 1
        )
        select page.id, page.city, page.market, page.all_time,
               coalesce(recent.today, 0) as today, coalesce(recent.yesterday, 0) as yesterday,
               coalesce(recent.last_7_days, 0) as last_7_days,
               coalesce(recent.last_month, 0) as last_month,
               coalesce(recent.this_month, 0) as this_month, page.total, ${
                 o.by === 'activity'
                   ? sql`coalesce(nullif(concat_ws(' - ', nullif(page.name, ''),
                (select v.name from variants v where v.experience_sku = page.id)), ''), page.id)`
                   : sql`coalesce(nullif(page.name, ''), page.id)`
               } as name
        from page left join recent on recent.id = page.id
        order by ${
          o.sort === 'name'
            ? sql`lower(page.name), page.id`
            : sql`${sql.raw(PERIOD_COLUMNS[o.sort])} desc, page.id`
        }`,
  );
}
