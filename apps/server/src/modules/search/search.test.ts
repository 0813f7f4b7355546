import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildCatalogFixture } from '../catalog/catalog.fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await buildCatalogFixture(t.database.db);
  for (let i = 1; i <= 14; i++) {
    await createProduct(t.database.db, {
      name: `Zebra Safari Walk ${i}`,
      market: 'GTA',
      city: 'Toronto',
      variants: [{ name: 'Adult', priceCents: 1000 }],
    });
  }
});
afterAll(() => t.close());

const search = (query: Record<string, string>) => t.app.inject({ url: '/api/search', query });
const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((p) => p.name);

describe('GET /api/search', () => {
  it('finds kayak products from a typo, scoped by market, best match first', async () => {
    const res = await search({ q: 'kayk', market: 'gta' });
    expect(res.statusCode).toBe(200);
    const found = names(res);
    expect(found).toEqual(
      expect.arrayContaining([
        'Harbour Sunset Kayak Tour',
        'Island Kayak Adventure',
        'Paddle Kayak Clinic',
      ]),
    );
    expect(found).not.toContain('Hudson River Kayak');
    expect(found).not.toContain('Hidden Kayak Secret');
    expect(names(await search({ q: 'kayk', market: 'NYC' }))).toEqual(['Hudson River Kayak']);
  });

  it('ranks full-text matches over info and finds products by category name', async () => {
    expect(names(await search({ q: 'sailing cruise', market: 'GTA' }))[0]).toBe(
      'Lake Sailing Cruise',
    );
    const byCategory = names(await search({ q: 'walking tours', market: 'GTA' }));
    expect(byCategory[0]).toBe('Old Town Walking Tour');
  });

  it('pages with limit and skip and validates the query', async () => {
    const page = names(await search({ q: 'zebra', market: 'GTA', limit: '5', skip: '5' }));
    expect(page).toHaveLength(5);
    expect((await search({ q: '' })).statusCode).toBe(400);
    expect((await search({ q: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('GET /api/search/suggestions', () => {
  it('suggests at most 10 entries', async () => {
    const res = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'zebra', market: 'GTA' },
    });
    const body = res.json() as { type: string; label: string; url: string }[];
    expect(body).toHaveLength(10);
    expect(body[0]).toMatchObject({
      type: 'product',
      url: expect.stringMatching(/^\/gta\/zebra-safari-walk/),
    });
  });

  it('mixes categories, cities and product names, with typos', async () => {
    const res = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'kayak', market: 'gta' },
    });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { type: 'category', label: 'Kayaking', url: '/gta/list/water-sports/kayaking' },
        {
          type: 'product',
          label: 'Harbour Sunset Kayak Tour',
          url: expect.stringMatching(/^\/gta\/harbour/),
        },
      ]),
    );
    const city = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'missisauga', market: 'GTA' },
    });
    expect(city.json()).toContainEqual({
      type: 'city',
      label: 'Mississauga',
      url: '/gta/location/mississauga',
    });
  });
});
