import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { availabilitySchedules, products, variants } from '../src/db/schema/index.ts';
import { seedAvailability } from './availability.ts';
import { createProduct, Rng } from './factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('demo availability', () => {
  it('gives the variants of the products it picks a native schedule in its market zone, bookable through the API', async () => {
    const db = t.database.db;
    const la = await createProduct(db, { market: 'LA', active: true });
    const gta = await createProduct(db, { market: 'GTA', active: true });
    const count = la.variants.length + gta.variants.length;
    expect(await seedAvailability(db, new Rng(4), 1)).toBe(count);
    const rows = await db.select().from(availabilitySchedules);
    expect(rows).toHaveLength(count);
    const zoneOf = (id: string) => rows.find((r) => r.variantId === id)!.zone;
    expect(zoneOf(la.variants[0].id)).toBe('America/Los_Angeles');
    expect(zoneOf(gta.variants[0].id)).toBe('America/Toronto');
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getAvailability',
      payload: { experienceSku: gta.variants[0].experienceSku, from, to },
    });
    const slots = res.json() as AvailabilityDto[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.status === 'AVAILABLE')).toBe(true);
  });

  it('puts the same products on a calendar on every fresh seed, whatever ids they were given', async () => {
    /** Half of 16 products get a calendar; the skus of those, from a database of their own. */
    const pickedIn = async (db: Db) => {
      for (let i = 0; i < 16; i++) await createProduct(db, { sku: `SAME${i}`, market: 'GTA' });
      await seedAvailability(db, new Rng(9), 0.5);
      const rows = await db
        .selectDistinct({ sku: products.sku })
        .from(availabilitySchedules)
        .innerJoin(variants, eq(variants.id, availabilitySchedules.variantId))
        .innerJoin(products, eq(products.id, variants.productId));
      return rows.map((r) => r.sku).sort();
    };
    const [a, b] = [await buildTestApp(), await buildTestApp()];
    try {
      const first = await pickedIn(a.database.db);
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(16);
      expect(await pickedIn(b.database.db)).toEqual(first);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
