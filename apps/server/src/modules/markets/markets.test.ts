import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { countries, paymentMethods, settings } from '../../db/schema/index.ts';
import { buildCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixture.ts';

let t: TestApp;
let f: CatalogFixture;

beforeAll(async () => {
  t = await buildTestApp({ BRAND_NAME: 'Jaunt' });
  f = await buildCatalogFixture(t.database.db);
  const db = t.database.db;
  await db.insert(settings).values({
    key: 'support',
    value: { chat: true, email: 'support@jaunt.test', tollFreePhone: '1-888-555-0142' },
  });
  await db.insert(countries).values([
    { name: 'United States', dialCode: '+1', code: 'US' },
    { name: 'Canada', dialCode: '+1', code: 'CA' },
    { name: 'Mexico', dialCode: '+52', code: 'MX', active: false },
  ]);
  await db.insert(paymentMethods).values([
    { name: 'Stripe', email: 'pk_test_sandbox' },
    { name: 'COD', active: false },
  ]);
});
afterAll(() => t.close());

describe('markets and tags', () => {
  it('lists active markets for the switcher, and all of them on request', async () => {
    const active = (await t.app.inject('/api/features/market')).json();
    expect(active.map((m: { val: string }) => m.val).sort()).toEqual(['GTA', 'NYC']);
    expect(active.find((m: { val: string }) => m.val === 'GTA')).toMatchObject({
      key: 'Market',
      market: 'Toronto Area',
      currency: 'CAD',
      slug: 'gta',
      active: true,
    });
    const all = (await t.app.inject('/api/features/market/all')).json();
    expect(all.map((m: { val: string }) => m.val).sort()).toEqual(['GTA', 'NYC', 'OUS']);
  });

  it('finds a feature by id', async () => {
    const res = await t.app.inject(`/api/features/${f.markets.nyc.id}`);
    expect(res.json()).toMatchObject({ val: 'NYC', currency: 'USD' });
    expect((await t.app.inject('/api/features/nope')).statusCode).toBe(404);
  });

  it('groups the tags of a market as filters, without the market itself', async () => {
    const res = await t.app.inject('/api/features/group/GTA');
    expect(res.json()).toEqual({
      Activity: ['Kayaking', 'Sailing', 'Walking'],
      City: ['Mississauga', 'Toronto'],
    });
  });

  it('lists the active cities of a market with product counts', async () => {
    const res = await t.app.inject('/api/features/city/gta');
    expect(res.json().map((c: { val: string; count: number }) => [c.val, c.count])).toEqual([
      ['Mississauga', 1],
      ['Toronto', 4],
    ]);
    const editor = await loginAs(t, 'editor');
    const staff = await t.app.inject({ url: '/api/features/city/gta', headers: editor.headers });
    expect(staff.json()).toHaveLength(3);
  });

  it('hides an inactive market from the public', async () => {
    expect((await t.app.inject('/api/features/group/OUS')).statusCode).toBe(404);
    expect((await t.app.inject('/api/market-images/unknown')).statusCode).toBe(404);
  });
});

describe('market activities and images', () => {
  it('lists parent categories with the sub-categories that have products here, by name', async () => {
    const res = await t.app.inject('/api/market-activities/market/GTA');
    const body = res.json() as {
      slug: string;
      count: number;
      sub_categories: { slug: string; count: number }[];
    }[];
    expect(body.map((p) => [p.slug, p.count])).toEqual([
      ['tours', 1],
      ['water-sports', 4],
    ]);
    expect(body[1].sub_categories.map((s) => [s.slug, s.count])).toEqual([
      ['kayaking', 3],
      ['sailing', 1],
    ]);
    const nyc = (await t.app.inject('/api/market-activities/market/nyc')).json();
    expect(nyc.map((p: { slug: string }) => p.slug)).toEqual(['water-sports']);
  });

  it('answers the slider images of a market', async () => {
    const res = await t.app.inject('/api/market-images/gta');
    expect(res.json()).toEqual({ market: 'GTA', images: f.markets.gta.images });
  });
});

describe('settings and reference lists', () => {
  it('answers support settings, brand and map tiles', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.json()).toMatchObject({
      support: { chat: true, email: 'support@jaunt.test', tollFreePhone: '1-888-555-0142' },
      brandName: 'Jaunt',
      mapTileUrl: t.config.MAP_TILE_URL,
    });
  });

  it('lists active countries and payment methods only', async () => {
    const c = (await t.app.inject('/api/countries/active')).json();
    expect(c.map((x: { code: string; dial_code: string }) => `${x.code}${x.dial_code}`)).toEqual([
      'CA+1',
      'US+1',
    ]);
    const p = (await t.app.inject('/api/PaymentMethods/active')).json();
    expect(p).toEqual([expect.objectContaining({ name: 'Stripe', email: 'pk_test_sandbox' })]);
  });
});
