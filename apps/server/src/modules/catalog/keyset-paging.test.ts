import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';

// Caches off: every page is read from the database.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  // Ties on purpose: three ratings and two prices over 13 products, so the id tiebreaker decides.
  for (let i = 0; i < 13; i++) {
    await createProduct(t.database.db, {
      name: `Keyset Walk ${String(i).padStart(2, '0')}`,
      market: 'YVR',
      computedRating: [3, 4.5, 5][i % 3],
      variants: [{ name: 'Adult', priceCents: [1500, 2500][i % 2] }],
    });
  }
});
afterAll(() => t.close());

interface Item {
  _id: string;
  name: string;
}
const page = async (query: Record<string, string>) => {
  const res = await t.app.inject({
    url: '/api/products',
    query: { where: JSON.stringify({ market: 'YVR' }), ...query },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
};

describe('GET /api/products with an after cursor', () => {
  for (const sort of ['', '-computedRating', 'lowestPrice', '-lowestPrice', '-reviewCount']) {
    it(`walks every product once, in the skip order (sort '${sort}')`, async () => {
      const sortQuery: Record<string, string> = sort ? { sort } : {};
      const all = await page({ ...sortQuery, limit: '100' });
      expect(all).toHaveLength(13);
      const walked: Item[] = [];
      let after: string | undefined;
      for (;;) {
        const next = await page({ ...sortQuery, limit: '5', ...(after ? { after } : {}) });
        walked.push(...next);
        if (next.length < 5) break;
        after = next[next.length - 1]._id;
      }
      expect(walked.map((p) => p._id)).toEqual(all.map((p) => p._id));
      // skip keeps working for API callers, and agrees with the cursor.
      const skipped = await page({ ...sortQuery, limit: '5', skip: '5' });
      expect(skipped.map((p) => p._id)).toEqual(all.slice(5, 10).map((p) => p._id));
    });
  }

  it('refuses a malformed cursor and a cursor on a distance sort, naming the field', async () => {
    const bad = await t.app.inject({ url: '/api/products', query: { after: 'page-2' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/after/);
    const [first] = await page({ limit: '1' });
    const distance = await t.app.inject({
      url: '/api/products',
      query: { sort: 'distance', lat: '49.28', lng: '-123.12', after: first._id },
    });
    expect(distance.statusCode).toBe(400);
    expect(distance.json().message).toMatch(/after/);
  });
});
