import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distanceMeters,
  isValidPostalCode,
  lowestPriceCents,
  parseCoordinates,
} from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import * as s from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import { loadBase } from './base.ts';
import { Rng } from './factories/index.ts';
import { DEMO_LOGINS, seedIfEmpty } from './index.ts';
import { generateProducts } from './products.ts';

let t: TestApp;
let dataDir: string;
let seeded: boolean;
const db = () => t.database.db;

/** Logs a seeded account in with the demo password. */
async function loginAsSeeded(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/local',
    payload: { email, password: 'jaunt-demo' },
  });
  expect(res.statusCode).toBe(200);
  const [user] = await db().select().from(s.users).where(eq(s.users.email, email));
  return { userId: user.id, headers: { authorization: `Bearer ${res.json().token}` } };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jaunt-seed-'));
  t = await buildTestApp({ dataDir });
  seeded = await seedIfEmpty(db(), { dataDir });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const counts = async () => {
  const tables = [
    s.features,
    s.categories,
    s.users,
    s.businesses,
    s.products,
    s.variants,
    s.reviews,
    s.orders,
    s.lists,
    s.featurePages,
  ];
  return Promise.all(
    tables.map(
      async (tb) =>
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(tb)
        )[0].n,
    ),
  );
};

describe('demo seed', () => {
  it('creates every market with its currency', async () => {
    expect(seeded).toBe(true);
    const markets = await db().select().from(s.features).where(eq(s.features.key, 'Market'));
    const byVal = Object.fromEntries(markets.map((m) => [m.val, m]));
    for (const v of ['BOS', 'CHI', 'FL', 'HI', 'LA', 'NYC', 'OUS'])
      expect(byVal[v]?.currency).toBe('USD');
    for (const v of ['CGY', 'GTA', 'VAN', 'OCA']) expect(byVal[v]?.currency).toBe('CAD');
    expect(markets).toHaveLength(11);
    expect(byVal.GTA).toMatchObject({ market: 'Toronto Area', slug: 'gta', country: 'CA' });
    expect(byVal.GTA.activities).toHaveLength(3);
    const cities = await db().select().from(s.features).where(eq(s.features.key, 'City'));
    for (const m of markets)
      expect(cities.filter((c) => c.market === m.val).length).toBeGreaterThanOrEqual(3);
  });

  it('creates at least 300 products, each with 1-4 variants, inside its market', async () => {
    const products = await db().select().from(s.products);
    const variants = await db().select().from(s.variants);
    const markets = await db().select().from(s.features).where(eq(s.features.key, 'Market'));
    const centre = Object.fromEntries(
      markets.map((m) => [m.val, parseCoordinates(m.coordinates)!]),
    );
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.market)).size).toBe(11);
    for (const p of products) {
      const own = variants.filter((v) => v.productId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(distanceMeters(centre[p.market], { lat: p.lat!, lng: p.lng! })).toBeLessThanOrEqual(
        20_500,
      );
      expect(p.lowestPriceCents).toBe(lowestPriceCents(own));
      expect(
        own.every(
          (v) => v.experienceSku.startsWith(p.sku) && v.experienceSku.length === p.sku.length + 4,
        ),
      ).toBe(true);
      expect(isValidPostalCode(p.address.postalCode!, p.address.country as 'US' | 'CA')).toBe(true);
    }
    expect(products.filter((p) => p.lowestPriceCents === 9_999_900).length).toBeGreaterThan(0);
    expect(products.filter((p) => !p.active).length).toBeGreaterThan(0);
    expect(variants.filter((v) => v.isPrivateSale).length).toBeGreaterThan(0);
    expect(products.filter((p) => p.info.length > 220).length / products.length).toBeGreaterThan(
      0.5,
    );
  });

  it('keeps ratings consistent with the active reviews and gives located products third-party reviews', async () => {
    const products = await db().select().from(s.products);
    const reviews = await db().select().from(s.reviews).where(eq(s.reviews.active, true));
    for (const p of products) {
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.reviewCount).toBe(own.length);
      const avg = own.length
        ? Math.round((own.reduce((a, r) => a + r.rating, 0) / own.length) * 10) / 10
        : 0;
      expect(p.computedRating).toBeCloseTo(avg, 5);
    }
    const located = products.filter((p) => p.tripadvisorLocationId);
    expect(located.length).toBeGreaterThan(0);
    const third = await db()
      .select()
      .from(s.thirdPartyReviews)
      .where(
        inArray(
          s.thirdPartyReviews.locationId,
          located.map((p) => p.tripadvisorLocationId!),
        ),
      );
    for (const p of located)
      expect(
        third.filter((r) => r.locationId === p.tripadvisorLocationId).length,
      ).toBeGreaterThanOrEqual(8);
  });

  it('creates one account per role with the demo password', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await db().select().from(s.users).where(eq(s.users.email, login.email));
      expect(user.role).toBe(login.role === 'user (unconfirmed)' ? 'user' : login.role);
      expect(user.confirmedEmail).toBe(login.role !== 'user (unconfirmed)');
      expect(await verifyPassword(user.passwordHash, login.password)).toBe(true);
    }
    const [partner] = await db()
      .select()
      .from(s.users)
      .where(eq(s.users.email, 'partner@jaunt.test'));
    const [business] = await db()
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.userId, partner.id));
    expect(business.vendorAgreementDate).not.toBeNull();
    expect(business.staff.map((m) => m.email)).toContain('staff@jaunt.test');
    const orders = await db()
      .select()
      .from(s.orders)
      .where(eq(s.orders.businessId, business.businessId));
    const demoUsers = orders.filter((o) => o.email === 'user@jaunt.test');
    expect(demoUsers.map((o) => o.statusVal).sort()).toEqual([150, 290, 500, 700, 800, 930]);
    // The partner's order book has every status it works with, and the payouts to match.
    const statuses = new Set(orders.map((o) => o.statusVal));
    for (const val of [290, 500, 600, 700, 800, 930, 950]) expect(statuses).toContain(val);
    const states = new Set((await db().select().from(s.payouts)).map((p) => p.state));
    expect([...states].sort()).toEqual(['failed', 'paid', 'scheduled']);
    expect(business.staff.map((m) => m.email)).toContain('employee@jaunt.test');
    // Partners in every onboarding state; the demo partner's business is finished and connected.
    expect(business.integration).toMatchObject({ name: 'Bookeo', apiKey: expect.any(String) });
    const partners = await db().select().from(s.users).where(eq(s.users.role, 'partner'));
    const byEmail = new Map(partners.map((u) => [u.email, u]));
    expect(byEmail.get('new.partner@jaunt.test')?.onBoarding).toBe(true);
    expect(byEmail.get('halfway@jaunt.test')).toMatchObject({
      onBoarding: true,
      enteredBankingInfo: false,
    });
    expect(byEmail.get('fareharbor@jaunt.test')?.onBoarding).toBe(false);
    const groupsNew = await db()
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.email, 'groups.new@jaunt.test'));
    expect(groupsNew[0]).toMatchObject({ vendorAgreementDate: null, active: false });
    expect(groupsNew[0].integration).toMatchObject({ name: 'Group Bookings' });
  });

  it("answers for every seeded payout account: the demo partner's Verification screen loads", async () => {
    const partner = await loginAsSeeded('partner@jaunt.test');
    const [business] = await db()
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.userId, partner.userId));
    const res = await t.app.inject({
      url: `/api/stripe/account/${business.businessId}`,
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ chargesEnabled: true, payoutsEnabled: true });
    const halfway = await loginAsSeeded('bookeo.banked@jaunt.test');
    const [banked] = await db()
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.userId, halfway.userId));
    const bankedRes = await t.app.inject({
      url: `/api/stripe/account/${banked.businessId}`,
      headers: halfway.headers,
    });
    expect(bankedRes.statusCode).toBe(200);
  });

  it('gives the analytics some clicks, each counted in the daily rollup', async () => {
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.clickEvents);
    expect(n).toBe(3000);
    const [{ rolled }] = await db()
      .select({ rolled: sql<number>`coalesce(sum(${s.analyticsClickDays.clicks}), 0)::int` })
      .from(s.analyticsClickDays);
    expect(rolled).toBe(3000);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    expect(await seedIfEmpty(db(), { dataDir })).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('adds generated products after the demo ones without clashing skus or slugs', async () => {
    const before = await db().select({ sku: s.products.sku }).from(s.products);
    const done: number[] = [];
    await generateProducts(db(), {
      count: 30,
      batchSize: 20,
      rng: new Rng(2),
      ...(await loadBase(db())),
      onProgress: (n) => done.push(n),
    });
    expect(done).toEqual([20, 30]);
    const after = await db()
      .select({ sku: s.products.sku, slug: s.products.slug })
      .from(s.products);
    expect(after).toHaveLength(before.length + 30);
    expect(after.map((p) => p.sku)).toContain('GTA0033');
  });

  it('writes the images to disk and serves them', async () => {
    const files = readdirSync(join(dataDir, 'images'));
    expect(files.length).toBeGreaterThan(10);
    const [product] = await db().select().from(s.products).limit(1);
    expect(files).toContain(product.featuredImage.replace('/images/', ''));
    const res = await t.app.inject({ method: 'GET', url: product.featuredImage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
  });
});
