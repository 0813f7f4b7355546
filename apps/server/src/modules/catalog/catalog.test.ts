import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildCatalogFixture, type CatalogFixture } from './catalog.fixture.ts';

let t: TestApp;
let f: CatalogFixture;
let editor: Record<string, string>;
let admin: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildCatalogFixture(t.database.db);
  editor = (await loginAs(t, 'editor')).headers;
  admin = (await loginAs(t, 'admin')).headers;
  user = (await loginAs(t, 'user')).headers;
});
afterAll(() => t.close());

const list = (query: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/api/products',
    query: Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
    headers,
  });
const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((p) => p.name);

describe('GET /api/products', () => {
  it('filters by market and category slug, sorted by name', async () => {
    const res = await list({ where: { market: 'gta', category: 'kayaking' } });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'Harbour Sunset Kayak Tour',
      'Island Kayak Adventure',
      'Paddle Kayak Clinic',
    ]);
    const first = res.json()[0];
    expect(first).toMatchObject({
      sku: f.products.kayak.sku,
      lowestPrice: 50,
      market: 'GTA',
      category: {
        slug: 'kayaking',
        parentCategory: f.categories.water.id,
        parentCategoryName: 'Water Sports',
      },
    });
    expect(first).not.toHaveProperty('variants');
    expect(first).not.toHaveProperty('description');
  });

  it('filters by parent category and price range, sorts and pages', async () => {
    const where = {
      market: 'GTA',
      parentCategory: 'water-sports',
      lowestPrice: { $gte: 40, $lte: 150 },
    };
    expect(names(await list({ where, sort: '-lowestPrice' }))).toEqual([
      'Island Kayak Adventure',
      'Lake Sailing Cruise',
      'Harbour Sunset Kayak Tour',
    ]);
    expect(names(await list({ where, sort: '-lowestPrice', skip: '1', limit: '1' }))).toEqual([
      'Lake Sailing Cruise',
    ]);
    expect(
      names(await list({ where: { market: 'GTA' }, sort: '-computedRating', limit: '2' })),
    ).toEqual(['Lake Sailing Cruise', 'Harbour Sunset Kayak Tour']);
  });

  it('filters by tags: OR inside one key, AND across keys', async () => {
    const features = [
      { key: 'City', val: 'Toronto' },
      { key: 'City', val: 'Mississauga' },
      { key: 'Activity', val: 'Kayaking' },
    ];
    expect(names(await list({ where: { market: 'GTA', features } }))).toEqual([
      'Harbour Sunset Kayak Tour',
      'Island Kayak Adventure',
      'Paddle Kayak Clinic',
    ]);
    const sailing = [features[0], { key: 'Activity', val: 'Sailing' }];
    expect(names(await list({ where: { features: sailing } }))).toEqual(['Lake Sailing Cruise']);
  });

  it('matches name text literally and ignores injection attempts', async () => {
    expect(names(await list({ where: { name: { $regex: 'KAYAK t' } } }))).toEqual([
      'Harbour Sunset Kayak Tour',
    ]);
    for (const $regex of ["' OR 1=1 --", '%', '_', '.*']) {
      const res = await list({ where: { name: { $regex } } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const res = await list({ where: { market: "GTA' OR '1'='1" } });
    expect(res.json()).toEqual([]);
  });

  it('refuses fields and operators outside the allow-list, naming them', async () => {
    const unknownField = await list({ where: { commission: 15 } });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fields).toHaveProperty(['where.commission']);
    const unknownOp = await list({ where: { lowestPrice: { $where: 'sleep(1)' } } });
    expect(unknownOp.statusCode).toBe(400);
    expect(unknownOp.json().message).toContain('where.lowestPrice.$where');
    expect((await list({ where: '{not json' })).statusCode).toBe(400);
    expect((await list({ sort: 'commission' })).statusCode).toBe(400);
    expect((await list({ sort: 'distance' })).statusCode).toBe(400);
    expect((await list({ select: 'name,password' })).statusCode).toBe(400);
    expect((await list({ limit: '1001' })).statusCode).toBe(400);
  });

  it('returns only the selected fields', async () => {
    const res = await list({
      where: { sku: { $in: [f.products.sail.sku] } },
      select: 'name,lowestPrice',
    });
    expect(res.json()).toEqual([
      { _id: f.products.sail.id, name: 'Lake Sailing Cruise', lowestPrice: 80 },
    ]);
  });

  it('answers a select with the same values as the whole summary, read from fewer columns', async () => {
    const query = { where: { market: 'GTA' }, sort: 'distance', lat: '43.6', lng: '-79.65' };
    const whole = (await list(query, editor)).json() as Record<string, unknown>[];
    expect(whole.length).toBeGreaterThan(2);
    for (const select of [
      ['category', 'location', 'lowestPrice', 'info', 'distance', 'integration', 'updated'],
      ['slug', 'name', 'market'],
      ['_id'],
    ]) {
      const picked = (await list({ ...query, select: select.join(',') }, editor)).json();
      const expected = whole.map((p) =>
        Object.fromEntries(['_id', ...select].map((k) => [k, p[k]])),
      );
      expect(picked).toEqual(expected);
    }
  });

  it('sorts by distance from a position and reports metres', async () => {
    const res = await list({
      where: { market: 'GTA', category: 'kayaking' },
      sort: 'distance',
      lat: '43.6',
      lng: '-79.65',
    });
    const body = res.json() as { name: string; distance?: number }[];
    expect(body[0].name).toBe('Island Kayak Adventure');
    expect(body[0].distance).toBeGreaterThan(0);
    expect(body[0].distance).toBeLessThan(body[1].distance!);
  });

  it('shows inactive products to editors and admins only', async () => {
    const where = { market: 'GTA', active: false };
    expect(names(await list({ where }))).not.toContain('Hidden Kayak Secret');
    expect(names(await list({ where }, user))).not.toContain('Hidden Kayak Secret');
    expect(names(await list({ where }, editor))).toEqual(['Hidden Kayak Secret']);
    expect(names(await list({ where: { market: 'GTA' } }, admin))).toContain('Hidden Kayak Secret');
  });
});

describe('GET /api/products/count', () => {
  it('counts matches with their price range, ignoring pricing varies', async () => {
    const where = JSON.stringify({ market: 'GTA', parentCategory: 'water-sports' });
    const res = await t.app.inject({ url: '/api/products/count', query: { where } });
    expect(res.json()).toEqual({ count: 4, minPrice: 50, maxPrice: 120 });
    const none = await t.app.inject({
      url: '/api/products/count',
      query: { where: JSON.stringify({ market: 'GTA', category: 'no-such-category' }) },
    });
    expect(none.json()).toEqual({ count: 0, minPrice: null, maxPrice: null });
  });
});

describe('product detail', () => {
  it('lists active, non-private variants to the public, without commission', async () => {
    for (const url of [
      `/api/products/${f.products.kayak.id}`,
      `/api/products/sku/${f.products.kayak.sku}`,
      `/api/products/slug/${f.products.kayak.slug}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.variants.map((v: { name: string }) => v.name)).toEqual(['Adult']);
      expect(body.variants[0]).not.toHaveProperty('commission');
      expect(body.variants[0]).not.toHaveProperty('promoCode');
      expect(body.variants[0].price).toBe(50);
      expect(body.description).toBe(f.products.kayak.description);
    }
  });

  it('shows every variant to staff, and commission to admins only', async () => {
    const url = `/api/products/slug/${f.products.kayak.slug}`;
    const asEditor = (await t.app.inject({ url, headers: editor })).json();
    expect(asEditor.variants).toHaveLength(3);
    expect(asEditor.variants[0]).not.toHaveProperty('commission');
    const asAdmin = (await t.app.inject({ url, headers: admin })).json();
    expect(asAdmin.variants[0].commission).toBe(15);
  });

  it('answers 404 for inactive products except to editors and admins', async () => {
    const url = `/api/products/slug/${f.products.hidden.slug}`;
    expect((await t.app.inject(url)).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: user })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: editor })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject('/api/products/not-a-uuid')).statusCode).toBe(404);
  });

  it('opens a private-sale variant by its own URL, never an inactive or unknown one', async () => {
    const base = `/api/products/slug/${f.products.kayak.slug}`;
    const privateSale = await t.app.inject(`${base}/private-party`);
    expect(privateSale.statusCode).toBe(200);
    expect(privateSale.json().variant).toMatchObject({ name: 'Private Party', price: 300 });
    expect(privateSale.json().variants).toHaveLength(1);
    expect((await t.app.inject(`${base}/retired-option`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${base}/retired-option`, headers: editor })).statusCode,
    ).toBe(200);
    expect((await t.app.inject(`${base}/no-such-variant`)).statusCode).toBe(404);
  });

  it('reports pricing varies as 99999', async () => {
    const res = await t.app.inject(`/api/products/${f.products.varies.id}`);
    expect(res.json().lowestPrice).toBe(99999);
  });
});

describe('other product calls', () => {
  it('lists a market by code or slug, active only', async () => {
    const res = await t.app.inject('/api/products/market/gta');
    expect(names(res)).toHaveLength(5);
    expect(names(res)).not.toContain('Hidden Kayak Secret');
  });

  it('finds products by skus in the order asked, leaving out hidden ones', async () => {
    const { sail, kayak, hidden } = f.products;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/skus/${sail.sku}`,
      payload: { skus: [sail.sku, hidden.sku, kayak.sku, 'NOPE'] },
    });
    expect(names(res)).toEqual(['Lake Sailing Cruise', 'Harbour Sunset Kayak Tour']);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `/api/products/skus/x`,
      payload: { skus: Array.from({ length: 101 }, (_, i) => `S${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('relates up to 3 other active products of the same business', async () => {
    const res = await t.app.inject(`/api/products/${f.products.kayak.id}/related`);
    const related = names(res);
    expect(related).toHaveLength(3);
    expect(related).not.toContain('Harbour Sunset Kayak Tour');
    expect(related).not.toContain('Hidden Kayak Secret');
    expect(related).not.toContain('Hudson River Kayak');
  });
});

describe('categories', () => {
  it('lists active parents with their sub-categories', async () => {
    const res = await t.app.inject('/api/category/all');
    const all = res.json() as { slug: string; sub_categories: { slug: string }[] }[];
    expect(all.map((c) => c.slug)).toEqual(['tours', 'water-sports']);
    expect(all[1].sub_categories.map((s) => s.slug)).toEqual(['kayaking', 'sailing']);
  });

  it('finds one by id or slug, and the sub-categories of a parent', async () => {
    const byId = await t.app.inject(`/api/category/${f.categories.water.id}`);
    expect(byId.json()).toMatchObject({
      name: 'Water Sports',
      sub_categories: [{ slug: 'kayaking' }, { slug: 'sailing' }],
    });
    expect((await t.app.inject('/api/category/slug/sailing')).json().parentCategoryName).toBe(
      'Water Sports',
    );
    const subs = await t.app.inject(`/api/category/parent/${f.categories.tours.id}`);
    expect(subs.json().map((c: { slug: string }) => c.slug)).toEqual(['walking-tours']);
    expect((await t.app.inject('/api/category/slug/hidden-things')).statusCode).toBe(404);
  });
});

describe('public micro-cache', () => {
  it('reuses public answers for every non-staff viewer, never for staff', async () => {
    const where = { market: 'NYC' };
    expect(names(await list({ where }))).toEqual(['Hudson River Kayak']);
    const again = await list({ where }, user);
    expect(again.headers['x-cache']).toBe('hit');
    expect(names(again)).toEqual(['Hudson River Kayak']);
    await createProduct(t.database.db, {
      name: 'Brooklyn Bridge Walk',
      market: 'NYC',
      variants: [{ name: 'Adult', priceCents: 2000 }],
    });
    const fresh = await list({ where }, editor);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(names(fresh)).toEqual(['Brooklyn Bridge Walk', 'Hudson River Kayak']);
  });
});
