import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { priceRead } from './product-lists.repo.ts';

// Caches off: every page is read from the database.
let t: TestApp;
let categoryId = '';
interface Item {
  _id: string;
  name: string;
  lowestPrice: number;
  computedRating: number;
  reviewCount: number;
  category: { slug: string } | null;
}
const MARKET = 'YOW';
const PRODUCTS = 60;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  const category = await createCategory(t.database.db, { name: 'Range Walks' });
  categoryId = category.id;
  // Prices $10-$69 in a shuffled order, ratings and review counts with ties, two thirds of the
  // products in one category.
  for (let i = 0; i < PRODUCTS; i++) {
    await createProduct(t.database.db, {
      name: `Range Walk ${String(i).padStart(2, '0')}`,
      market: MARKET,
      categoryId: i % 3 ? category.id : null,
      computedRating: [3, 4, 4.5, 5][i % 4],
      reviewCount: i % 7,
      variants: [{ name: 'Adult', priceCents: 1000 + ((i * 37) % PRODUCTS) * 100 }],
    });
  }
});
afterAll(() => t.close());

async function page(where: object, sort: string, limit: number, after?: string) {
  const res = await t.app.inject({
    url: '/api/products',
    query: {
      where: JSON.stringify(where),
      limit: String(limit),
      ...(sort ? { sort } : {}),
      ...(after ? { after } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
}

/** Every page of `limit`, each asked after the last product of the one before. */
async function walk(where: object, sort: string, limit: number) {
  const all: Item[] = [];
  for (let guard = 0; guard <= PRODUCTS; guard++) {
    const next = await page(where, sort, limit, all.at(-1)?._id);
    all.push(...next);
    if (next.length < limit) return all;
  }
  throw new Error('the pages never ended');
}

/** The order a sort gives, the product id breaking ties in the sort's direction. */
function sorted(items: Item[], sort: string) {
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) || 'name';
  const key = (x: Item) => (field === 'name' ? x.name.toLowerCase() : x[field as keyof Item]);
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)] as [string | number, string | number];
    const c = ka < kb ? -1 : ka > kb ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
    return desc ? -c : c;
  });
}

const SORTS = ['', '-computedRating', '-reviewCount', 'name', 'lowestPrice', '-lowestPrice'];
const RANGES: Record<string, { $gte: number; $lte?: number }> = {
  broad: { $gte: 10, $lte: 69 },
  middle: { $gte: 25, $lte: 55 },
  'one-sided': { $gte: 30 },
  narrow: { $gte: 20, $lte: 21.5 },
};

describe('GET /api/products with a price range, read either way (decision 029)', () => {
  it('reads a broad range as a filter on the sort, a narrow one through the price index', async () => {
    const f = { market: MARKET, active: true, categoryIds: [categoryId] };
    const rating = { field: 'computedRating', desc: true } as const;
    const broad = { ...f, minCents: 1000, maxCents: 6900 };
    const narrow = { ...f, minCents: 2000, maxCents: 2150 };
    expect(await priceRead(t.database.db, broad, rating, 2)).toBe('filter');
    expect(await priceRead(t.database.db, narrow, rating, 2)).toBe('bounds');
    // One page of every match: reading the range and sorting it is cheaper.
    expect(await priceRead(t.database.db, broad, rating, 100)).toBe('bounds');
    const byPrice = { field: 'lowestPrice', desc: false } as const;
    expect(await priceRead(t.database.db, broad, byPrice, 2)).toBe('bounds');
  });

  for (const [range, lowestPrice] of Object.entries(RANGES)) {
    for (const category of [undefined, 'range-walks']) {
      it(`lists every match once, in order, page by page (${range} range, ${category ?? 'whole market'})`, async () => {
        const where = { market: MARKET, lowestPrice, ...(category ? { category } : {}) };
        const everything = await page({ market: MARKET }, '', 100);
        expect(everything).toHaveLength(PRODUCTS);
        const matches = everything.filter(
          (x) =>
            x.lowestPrice >= lowestPrice.$gte &&
            x.lowestPrice <= (lowestPrice.$lte ?? Infinity) &&
            (!category || x.category?.slug === category),
        );
        expect(matches.length).toBeGreaterThan(0);
        for (const sort of SORTS) {
          const expected = sorted(matches, sort).map((x) => x.name);
          // Pages of 2 (a broad range is read as a filter), and all at once (read and sorted).
          expect((await walk(where, sort, 2)).map((x) => x.name)).toEqual(expected);
          expect((await page(where, sort, 100)).map((x) => x.name)).toEqual(expected);
        }
      });
    }
  }
});
