import { countsForAnalytics, marketTimeZone, type AnalyticsPeriod } from '@jaunt/contract';
import { addDays, localDay } from './analytics.service.ts';

/** Brute-force counting over the events themselves, to check the rollup answers against. */

export interface Ev {
  time: Date;
  market: string;
  intent: string;
  partnerId: string;
  experienceSku: string;
}

export const dayOf = (e: { time: Date; market: string }) =>
  localDay(marketTimeZone(e.market), e.time);

/** Whether an event falls in a period, each against today in its own market. */
export function inPeriod(e: Ev, period: AnalyticsPeriod, now = new Date()): boolean {
  const t = localDay(marketTimeZone(e.market), now);
  const d = dayOf(e);
  const monthStart = `${t.slice(0, 7)}-01`;
  const lastMonthStart = addDays(monthStart, -1).slice(0, 7) + '-01';
  switch (period) {
    case 'today':
      return d === t;
    case 'yesterday':
      return d === addDays(t, -1);
    case 'last-7-days':
      return d > addDays(t, -7) && d <= t;
    case 'this-month':
      return d >= monthStart && d <= t;
    case 'last-month':
      return d >= lastMonthStart && d < monthStart;
    case 'all-time':
      return true;
  }
}

export const matches = (e: Ev, f: { market?: string; intent?: string }) =>
  (!f.market || e.market === f.market) &&
  (!f.intent || f.intent === 'total' || e.intent === f.intent);

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface OrderLike {
  orderDate: Date;
  statusVal: number;
  market: string;
  cents: number;
}

/** Counted orders per day of a month in each order's market zone. */
export function bruteDailyPurchases(
  orders: OrderLike[],
  year: number,
  month: number,
  market?: string,
) {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const out = new Map<number, { count: number; cents: number }>();
  for (const o of orders) {
    if (!countsForAnalytics(o.statusVal) || (market && o.market !== market)) continue;
    const d = localDay(marketTimeZone(o.market), o.orderDate);
    if (!d.startsWith(prefix)) continue;
    const day = Number(d.slice(8));
    const cur = out.get(day) ?? { count: 0, cents: 0 };
    out.set(day, { count: cur.count + 1, cents: cur.cents + o.cents });
  }
  return out;
}
