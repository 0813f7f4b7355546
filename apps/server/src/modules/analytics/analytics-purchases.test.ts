import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalyticsPurchases, Role } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import {
  createBusiness,
  createCity,
  createMarket,
  createOrder,
  createProduct,
} from '../../../test/factories.ts';
import { businesses, clickEvents, listItems, lists, orders } from '../../db/schema/index.ts';
import { bruteDailyPurchases, type OrderLike } from './analytics.test-kit.ts';

let t: TestApp;
let admin: LoggedIn;
let all: OrderLike[] = [];

const get = async <T>(url: string, who: LoggedIn = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  const db = t.database.db;
  await createMarket(db, { val: 'GTA', market: 'Toronto Area', currency: 'CAD' });
  await createMarket(db, { val: 'HI', market: 'Hawaii', currency: 'USD' });
  await createCity(db, { val: 'Honolulu', market: 'HI' });
  await createCity(db, { val: 'Hilo', market: 'HI', active: false });
  const gta = await createBusiness(db, { market: 'GTA', name: 'Harbour Kayaks', active: true });
  const hi = await createBusiness(db, { market: 'HI', name: 'Reef Snorkel', active: false });
  const variants = [{ name: 'Adult', priceCents: 5000, fee: 5, active: true }];
  const pGta = await createProduct(db, {
    market: 'GTA',
    businessId: gta.businessId,
    active: true,
    variants,
  });
  const pHi = await createProduct(db, {
    market: 'HI',
    city: 'Honolulu',
    businessId: hi.businessId,
    active: false,
    variants,
  });
  // Every status, across two months; some around midnight at the month's end in Honolulu
  // (2025-01-31 23:30 HST is 2025-02-01 09:30 UTC) and in Toronto.
  const times = [
    '2025-01-07T15:00:00Z',
    '2025-01-15T04:30:00Z',
    '2025-01-31T22:00:00Z',
    '2025-02-01T04:30:00Z',
    '2025-02-01T09:30:00Z',
    '2025-02-01T10:30:00Z',
    '2025-02-14T12:00:00Z',
  ];
  const statuses = [110, 150, 200, 290, 500, 600, 700, 800, 900, 930, 950];
  let i = 0;
  for (const time of times) {
    for (const product of [pGta, pHi]) {
      const statusVal = statuses[i++ % statuses.length];
      await createOrder(db, {
        product,
        statusVal,
        quantity: 1 + (i % 3),
        orderDate: new Date(time),
      });
    }
  }
  await createOrder(db, { statusVal: 290, orderDate: new Date('2025-01-20T12:00:00Z') });
  const rows = await db
    .select({ o: orders, market: businesses.market })
    .from(orders)
    .leftJoin(businesses, eq(businesses.businessId, orders.businessId));
  all = rows.map((r) => ({
    orderDate: r.o.orderDate,
    statusVal: r.o.statusVal,
    market: r.market ?? '',
    cents: r.o.shipping.afterTaxCents + r.o.shipping.feeCents,
  }));
  const [list] = await db
    .insert(lists)
    .values({ name: 'Summer', email: admin.user.email })
    .returning();
  await db.insert(listItems).values([{ listId: list.id, productId: pHi.id }]);
}, 60_000);
afterAll(() => t.close());

describe('customer purchases per day, all businesses', () => {
  it('matches a brute-force count by month, market and type (local days)', async () => {
    for (const [year, month] of [
      [2025, 1],
      [2025, 2],
    ]) {
      for (const market of [undefined, 'HI', 'GTA']) {
        const brute = bruteDailyPurchases(all, year, month, market);
        for (const type of ['Purchases', 'Dollars'] as const) {
          const qs = new URLSearchParams({
            year: String(year),
            month: String(month),
            type,
            ...(market ? { market } : {}),
          });
          const res = await get<AnalyticsPurchases>(`/api/analytics/purchases?${qs}`);
          expect(res.days).toHaveLength(month === 2 ? 28 : 31);
          for (const d of res.days) {
            const b = brute.get(d.day);
            const want = !b ? 0 : type === 'Purchases' ? b.count : b.cents / 100;
            expect(d.value, `${qs} day ${d.day}`).toBeCloseTo(want, 2);
          }
        }
      }
    }
    // The Honolulu order at 2025-02-01 09:30 UTC is on January 31st there.
    const jan = bruteDailyPurchases(all, 2025, 1, 'HI');
    const feb = bruteDailyPurchases(all, 2025, 2, 'HI');
    expect((jan.get(31)?.count ?? 0) + (feb.get(1)?.count ?? 0)).toBeGreaterThan(0);
  });
});

describe('listings and favourites', () => {
  it('counts partners and experiences per market, and per city', async () => {
    const markets = await get<{ market: string; partners: object; experiences: object }[]>(
      '/api/analytics/partner-listings',
    );
    expect(markets).toEqual([
      {
        market: 'GTA',
        partners: { active: 1, inactive: 0 },
        experiences: { active: 1, inactive: 0 },
      },
      {
        market: 'HI',
        partners: { active: 0, inactive: 1 },
        experiences: { active: 0, inactive: 1 },
      },
    ]);
    const cities = await get<object[]>('/api/analytics/city-listings');
    expect(cities).toEqual([
      { city: 'Hilo', market: 'HI', cityActive: false, active: 0, inactive: 0 },
      { city: 'Honolulu', market: 'HI', cityActive: true, active: 0, inactive: 1 },
    ]);
  });

  it('lists users with favourites and their share of all users', async () => {
    const res = await get<{
      usersWithFavorites: number;
      users: number;
      rows: { email: string; count: number; partners: { city: string }[] }[];
    }>('/api/analytics/favorites');
    expect(res.usersWithFavorites).toBe(1);
    expect(res.users).toBeGreaterThanOrEqual(1);
    expect(res.rows).toMatchObject([
      { email: admin.user.email, count: 1, partners: [{ city: 'Honolulu' }] },
    ]);
  });

  it('reads click events by market filtered on time, and by id', async () => {
    const [e] = await t.database.db
      .insert(clickEvents)
      .values({ link: 'x', intent: 'book', market: 'HI', time: new Date('2025-03-01T00:00:00Z') })
      .returning();
    const hit = await get<{ _id: string }[]>(
      '/api/links/market/HI?from=2025-02-28T00:00:00Z&to=2025-03-02T00:00:00Z',
    );
    expect(hit.map((x) => x._id)).toEqual([e.id]);
    expect(await get('/api/links/market/HI?from=2025-03-02T00:00:00Z')).toEqual([]);
    expect(await get<{ intent: string }>(`/api/links/${e.id}`)).toMatchObject({ intent: 'book' });
  });
});

describe('who may see analytics', () => {
  const calls = [
    '/api/analytics/overview',
    '/api/analytics/clicks',
    '/api/analytics/click-series?unit=week',
    '/api/analytics/intents?period=today',
    '/api/analytics/partner-year?partnerId=GTA0001&year=2025',
    '/api/analytics/partners',
    '/api/analytics/activities',
    '/api/analytics/purchases?year=2025&month=1',
    '/api/analytics/favorites',
    '/api/analytics/partner-listings',
    '/api/analytics/city-listings',
    '/api/links/market/HI',
  ];
  it('staff (editor, admin) only: 401 for guests, 403 for other roles', async () => {
    const as = async (role: Role) => loginAs(t, role);
    const others = await Promise.all(
      (['partner-staff', 'partner', 'partner-employee', 'user'] as Role[]).map(as),
    );
    const staff = [await as('editor'), admin];
    for (const url of calls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const who of others) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
        expect(res.statusCode, `${url} as ${who.user.role}`).toBe(403);
      }
      for (const who of staff) await get(url, who);
    }
  });
});
