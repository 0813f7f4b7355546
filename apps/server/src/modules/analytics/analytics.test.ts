import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import {
  ANALYTICS_PERIODS,
  CHART_INTENTS,
  MARKET_TIME_ZONES,
  type ClickTable,
  type ClickSeries,
} from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createMarket, createProduct, createUser } from '../../../test/factories.ts';
import { analyticsMarketZones, clickEvents, products, users } from '../../db/schema/index.ts';
import { addDays, localDay } from './analytics.service.ts';
import { dayOf, inPeriod, matches, prng, type Ev } from './analytics.test-kit.ts';

let t: TestApp;
let admin: LoggedIn;
let events: Ev[] = [];
const rnd = prng(42);
const MARKETS = ['GTA', 'HI', 'LA'];
const partners = ['GTA0001', 'GTA0002', 'HI0001', 'LA0001'];
const names: Record<string, string> = {
  GTA0001: 'Harbour Kayaks',
  GTA0002: 'Island Ferries',
  HI0001: 'Reef Snorkel',
  LA0001: 'Canyon Hikes',
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
const DAY = 86_400_000;

function makeEvent(time: Date, market = pick(MARKETS), intent = pick(CHART_INTENTS)) {
  const partnerId = pick(partners);
  return {
    link: 'https://partner.example/book',
    time,
    cookieId: 'ABCDEFGH12345678',
    intent,
    market,
    partnerId,
    partnerName: names[partnerId],
    partnerCity: 'Somewhere',
    experienceSku: `${partnerId}000${1 + Math.floor(rnd() * 2)}`,
  };
}
const get = async <T>(url: string, who: LoggedIn = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const reload = async () => {
  const rows = await t.database.db.select().from(clickEvents);
  events = rows.map((r) => ({ ...r, time: new Date(r.time) }));
};

/** Midnight at the start of today in Honolulu (UTC-10, no DST). */
const hiMidnight = () => new Date(`${localDay('Pacific/Honolulu')}T10:00:00Z`);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  const now = Date.now();
  // 400 events over the last 75 days in one statement (the statement-level trigger's batch).
  const bulk = Array.from({ length: 400 }, () => makeEvent(new Date(now - rnd() * 75 * DAY)));
  await t.database.db.insert(clickEvents).values(bulk);
  // Around midnight in Honolulu: 23:30 yesterday and 00:30 today (local), the same UTC date.
  const m = hiMidnight().getTime();
  for (const time of [m - 30 * 60_000, m - 30 * 60_000, m + 30 * 60_000]) {
    await t.database.db.insert(clickEvents).values(makeEvent(new Date(time), 'HI', 'book'));
  }
  // And through the public call, one by one.
  for (let i = 0; i < 12; i++) {
    const e = makeEvent(new Date(now - rnd() * 3 * DAY));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      payload: { ...e, time: e.time.toISOString() },
    });
    expect(res.statusCode).toBe(201);
  }
  await reload();
}, 60_000);
afterAll(() => t.close());

function bruteDaily(f: { market?: string; intent?: string }, days: number) {
  const to = localDay(f.market ? MARKET_TIME_ZONES[f.market] : 'America/Toronto');
  const from = addDays(to, 1 - days);
  const counts = new Map<string, number>();
  for (const e of events) {
    if (!matches(e, f)) continue;
    const d = dayOf(e);
    if (d >= from && d <= to) counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  return Array.from({ length: days }, (_, i) => {
    const label = addDays(from, i);
    return { label, clicks: counts.get(label) ?? 0 };
  });
}

async function expectMatchesBruteForce() {
  const filters: Record<string, string>[] = [
    {},
    { market: 'HI' },
    { market: 'GTA', intent: 'image' },
    { intent: 'book' },
  ];
  for (const f of filters) {
    const qs = new URLSearchParams({ ...f, days: '80' });
    const res = await get<ClickSeries>(`/api/analytics/clicks?${qs}`);
    expect(res.points, JSON.stringify(f)).toEqual(bruteDaily(f, 80));
  }
  for (const period of ANALYTICS_PERIODS) {
    for (const market of [undefined, 'LA']) {
      const qs = new URLSearchParams({ period, ...(market ? { market } : {}) });
      const res = await get<{ intents: { intent: string; clicks: number }[]; total: number }>(
        `/api/analytics/intents?${qs}`,
      );
      const hits = events.filter((e) => matches(e, { market }) && inPeriod(e, period));
      for (const intent of CHART_INTENTS) {
        const got = res.intents.find((i) => i.intent === intent)?.clicks;
        expect(got, `${period} ${market} ${intent}`).toBe(
          hits.filter((e) => e.intent === intent).length,
        );
      }
      expect(res.total).toBe(hits.length);
    }
  }
}

describe('click analytics match a brute-force count of the events', () => {
  it('per day, per intent and per period, by market and intent', async () => {
    await expectMatchesBruteForce();
  });

  it("counts a click on the market's local day across midnight (Honolulu)", async () => {
    const res = await get<ClickSeries>('/api/analytics/clicks?market=HI&intent=book&days=2');
    const [yesterday, today] = res.points;
    const m = hiMidnight();
    expect(yesterday.label).toBe(addDays(localDay('Pacific/Honolulu'), -1));
    // The 23:30 events share their UTC date with the 00:30 one but count on the day before.
    expect(m.toISOString().slice(0, 10)).toBe(
      new Date(m.getTime() - 1_800_000).toISOString().slice(0, 10),
    );
    const brute = bruteDaily({ market: 'HI', intent: 'book' }, 2);
    expect(res.points).toEqual(brute);
    expect(yesterday.clicks).toBeGreaterThanOrEqual(2);
    expect(today.clicks).toBeGreaterThanOrEqual(1);
  });

  it('tables per partner and per activity, every period, sorted and filtered', async () => {
    for (const by of ['partners', 'activities'] as const) {
      const res = await get<ClickTable>(`/api/analytics/${by}?sort=all-time&limit=100`);
      const keyOf = (e: Ev) => (by === 'partners' ? e.partnerId : e.experienceSku);
      const keys = [...new Set(events.map(keyOf))];
      expect(res.total).toBe(keys.length);
      for (const row of res.rows) {
        const mine = events.filter((e) => keyOf(e) === row.id);
        for (const p of ANALYTICS_PERIODS) {
          expect(row[p], `${by} ${row.id} ${p}`).toBe(mine.filter((e) => inPeriod(e, p)).length);
        }
      }
      const all = res.rows.map((r) => r['all-time']);
      expect(all).toEqual([...all].sort((a, b) => b - a));
      // Every sort ranks by its own period's exact count (ties by id), and pages cut that order.
      for (const sort of ANALYTICS_PERIODS) {
        const want = keys
          .map((id) => ({
            id,
            n: events.filter((e) => keyOf(e) === id && inPeriod(e, sort)).length,
          }))
          .sort((a, b) => b.n - a.n || (a.id < b.id ? -1 : 1));
        const full = await get<ClickTable>(`/api/analytics/${by}?sort=${sort}&limit=100`);
        expect(full.rows.map((r) => [r.id, r[sort]])).toEqual(want.map((w) => [w.id, w.n]));
        const page = await get<ClickTable>(`/api/analytics/${by}?sort=${sort}&limit=2&offset=2`);
        expect(page.rows.map((r) => r.id)).toEqual(want.slice(2, 4).map((w) => w.id));
        expect(page.total).toBe(keys.length);
      }
    }
    const filtered = await get<ClickTable>('/api/analytics/partners?q=reef&intent=book&market=HI');
    expect(filtered.rows.map((r) => r.id)).toEqual(['HI0001']);
    expect(filtered.rows[0].name).toBe('Reef Snorkel');
    expect(filtered.rows[0]['all-time']).toBe(
      events.filter((e) => e.partnerId === 'HI0001' && matches(e, { market: 'HI', intent: 'book' }))
        .length,
    );
  });

  it("one partner's year per month, and 12 weeks / 12 months", async () => {
    const year = new Date().getFullYear();
    const res = await get<ClickSeries>(
      `/api/analytics/partner-year?partnerId=GTA0001&year=${year}`,
    );
    expect(res.points).toHaveLength(12);
    res.points.forEach((p, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      expect(p.clicks, month).toBe(
        events.filter((e) => e.partnerId === 'GTA0001' && dayOf(e).startsWith(month)).length,
      );
    });
    const weeks = await get<ClickSeries>('/api/analytics/click-series?unit=week&market=GTA');
    expect(weeks.points).toHaveLength(12);
    const months = await get<ClickSeries>('/api/analytics/click-series?unit=month');
    expect(months.points).toHaveLength(12);
    const monthTotal = months.points.reduce((s, p) => s + p.clicks, 0);
    const first = `${months.points[0].label}-01`;
    expect(monthTotal).toBe(events.filter((e) => dayOf(e) >= first).length);
    const weekTotal = weeks.points.reduce((s, p) => s + p.clicks, 0);
    expect(weekTotal).toBe(
      events.filter((e) => e.market === 'GTA' && dayOf(e) >= weeks.points[0].label).length,
    );
  });

  it('stays current when events are deleted or changed', async () => {
    const some = events.slice(0, 40).map((e) => (e as unknown as { id: string }).id);
    await t.database.db.delete(clickEvents).where(inArray(clickEvents.id, some.slice(0, 20)));
    await t.database.db
      .update(clickEvents)
      .set({ market: 'HI', intent: 'image' })
      .where(inArray(clickEvents.id, some.slice(20)));
    await reload();
    await expectMatchesBruteForce();
  });

  it('has a zone for every market the contract names', async () => {
    const rows = await t.database.db.select().from(analyticsMarketZones);
    expect(Object.fromEntries(rows.map((r) => [r.market, r.timeZone]))).toEqual(MARKET_TIME_ZONES);
  });
});

describe('overview tiles', () => {
  it('shows clicks today against yesterday and the update time', async () => {
    const res = await get<{
      updatedAt: string;
      tiles: { key: string; today: number; yesterday: number }[];
    }>('/api/analytics/overview');
    expect(Date.now() - Date.parse(res.updatedAt)).toBeLessThan(60_000);
    const tile = (k: string) => res.tiles.find((x) => x.key === k)!;
    for (const [key, intent] of [
      ['imageClicks', 'image'],
      ['bookingClicks', 'book'],
    ]) {
      expect(tile(key).today).toBe(
        events.filter((e) => e.intent === intent && inPeriod(e, 'today')).length,
      );
      expect(tile(key).yesterday).toBe(
        events.filter((e) => e.intent === intent && inPeriod(e, 'yesterday')).length,
      );
    }
    // The admin of this file signed up today: at least one user more than yesterday.
    expect(tile('users').today).toBeGreaterThan(tile('users').yesterday);
  });
});

describe('latest experiences and users', () => {
  // Three rows imported at one moment and one after them: the order must not depend on the
  // order PostgreSQL stores them in (migrations 0036 and 0037).
  it.each([
    {
      list: 'latestExperiences',
      table: products,
      column: 'created',
      make: async () => {
        await createMarket(t.database.db, { val: 'NEW' });
        const made = [];
        for (const name of ['Dawn Paddle', 'Dusk Paddle', 'Noon Paddle', 'Night Paddle'])
          made.push(await createProduct(t.database.db, { name, market: 'NEW' }));
        return made.map((p) => p.id);
      },
    },
    {
      list: 'latestUsers',
      table: users,
      column: 'signupDate',
      make: async () => {
        const made = [];
        for (let i = 0; i < 4; i++) made.push(await createUser(t.database.db, { password: null }));
        return made.map((u) => u.id);
      },
    },
  ] as const)('$list: the newest first, and those of one moment by id', async (c) => {
    const [newest, ...together] = await c.make();
    for (const [ids, days] of [
      [together, 1],
      [[newest], 2],
    ] as const) {
      await t.database.db
        .update(c.table)
        .set({ [c.column]: sql`now() + make_interval(days => ${days})` })
        .where(inArray(c.table.id, [...ids]));
    }
    const res = await get<Record<typeof c.list, { _id: string }[]>>('/api/analytics/overview');
    expect(res[c.list].slice(0, 4).map((r) => r._id)).toEqual([newest, ...[...together].sort()]);
  });
});
