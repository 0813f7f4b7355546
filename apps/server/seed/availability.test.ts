import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { availabilitySchedules } from '../src/db/schema/index.ts';
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
});
