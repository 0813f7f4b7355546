import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetails } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createMarket, createProduct, createReview } from '../../../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await createMarket(t.database.db, { val: 'GTA' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('product page trust sections', () => {
  it('serves highlights, what to expect, meeting point, cancellation policy and star counts', async () => {
    const p = await createProduct(t.database.db, {
      name: 'Island Kayak Adventure',
      market: 'GTA',
      variants: [{ name: 'Adult', priceCents: 5000 }],
      details: {
        highlights: ['All equipment included', 'Calm, sheltered water'],
        whatToExpect: 'A short lesson on land, then two hours on the water.',
        meetingPoint: 'Public dock at the foot of Bay St, Toronto.',
        cancellationPolicy: 'Free cancellation up to 24 hours before the start time.',
      },
    });
    for (const [rating, active] of [
      [5, true],
      [5, true],
      [4, true],
      [1, true],
      [2, false],
    ] as const)
      await createReview(t.database.db, { partnerId: p.sku, productId: p.id, rating, active });

    const res = await get(`/api/products/slug/${p.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      highlights: ['All equipment included', 'Calm, sheltered water'],
      whatToExpect: 'A short lesson on land, then two hours on the water.',
      meetingPoint: 'Public dock at the foot of Bay St, Toronto.',
      cancellationPolicy: 'Free cancellation up to 24 hours before the start time.',
      // one star .. five stars; the hidden 2-star review is not counted
      ratingCounts: [1, 0, 0, 1, 2],
    });

    const variant = await get(`/api/products/slug/${p.slug}/${p.variants[0].slug}`);
    expect(variant.statusCode).toBe(200);
    expect(variant.json()).toMatchObject({
      meetingPoint: 'Public dock at the foot of Bay St, Toronto.',
      ratingCounts: [1, 0, 0, 1, 2],
    });
  });

  it('generates believable, product-specific texts by default', async () => {
    const a = await createProduct(t.database.db, { market: 'GTA' });
    const b = await createProduct(t.database.db, { market: 'GTA' });
    const [pa, pb] = [
      (await get(`/api/products/slug/${a.slug}`)).json(),
      (await get(`/api/products/slug/${b.slug}`)).json(),
    ];
    expect(pa.highlights.length).toBeGreaterThanOrEqual(3);
    expect(pa.whatToExpect).not.toMatch(/\{|\}/);
    expect(pa.meetingPoint).toContain(a.city);
    expect(pa.cancellationPolicy).toMatch(/cancel/i);
    expect(pa.featuredImage).not.toBe(pb.featuredImage);
  });

  it('leaves the sections empty for a product without them', async () => {
    const p = await createProduct(t.database.db, { market: 'GTA' });
    await t.database.db.delete(productDetails).where(eq(productDetails.productId, p.id));
    const res = await get(`/api/products/slug/${p.slug}`);
    expect(res.json()).toMatchObject({
      highlights: [],
      whatToExpect: '',
      meetingPoint: '',
      cancellationPolicy: '',
      ratingCounts: [0, 0, 0, 0, 0],
    });
    const list = await get(`/api/products?where=${encodeURIComponent('{"market":"GTA"}')}`);
    expect(list.json()[0]).not.toHaveProperty('highlights');
  });
});
