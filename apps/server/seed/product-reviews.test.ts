import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import * as s from '../src/db/schema/index.ts';
import { loadBase, seedBase } from './base.ts';
import { Rng } from './factories/index.ts';
import { generateProducts } from './products.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  await db().transaction((tx) => seedBase(tx, new Rng(1)));
  const base = await loadBase(db());
  await generateProducts(db(), { count: 120, rng: new Rng(7), ...base, reviews: true });
}, 120_000);
afterAll(() => t.close());

const reviewsPerProduct = async () =>
  db()
    .select({ id: s.products.id, n: sql<number>`count(${s.reviews.id})::int` })
    .from(s.products)
    .leftJoin(s.reviews, eq(s.reviews.productId, s.products.id))
    .groupBy(s.products.id);

describe('generated products with reviews (the bench catalogue)', () => {
  it('reviews about two thirds of the products, 1-8 each, and their ratings and counts match', async () => {
    const per = await reviewsPerProduct();
    const reviewed = per.filter((p) => p.n > 0);
    expect(reviewed.length).toBeGreaterThan(per.length * 0.45);
    expect(reviewed.length).toBeLessThan(per.length * 0.85);
    expect(Math.max(...per.map((p) => p.n))).toBeLessThanOrEqual(8);

    const products = await db().select().from(s.products);
    const reviews = await db().select().from(s.reviews);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
    for (const p of products) {
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.reviewCount).toBe(own.length);
      const avg = own.length ? own.reduce((a, r) => a + r.rating, 0) / own.length : 0;
      expect(p.computedRating).toBeCloseTo(Math.round(avg * 10) / 10, 5);
      for (const r of own) expect(r.partnerId).toBe(p.sku);
    }
  });

  it('shows on the product page and orders the top rated list', async () => {
    const [best] = await db()
      .select()
      .from(s.products)
      .where(eq(s.products.active, true))
      .orderBy(sql`${s.products.computedRating} desc, ${s.products.reviewCount} desc`)
      .limit(1);
    const page = await t.app.inject({ url: `/api/products/slug/${best.slug}` });
    expect(page.json()).toMatchObject({ reviewCount: best.reviewCount });
    const list = await t.app.inject({ url: '/api/products?sort=-computedRating&limit=1' });
    expect(list.json()[0].computedRating).toBe(best.computedRating);
  });
});
