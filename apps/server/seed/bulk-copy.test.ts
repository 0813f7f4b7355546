import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';
import { copyRows, withIndexesRebuilt } from './bulk-copy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const product = (name: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
  id: randomUUID(),
  sku: `COPY${Math.random().toString(36).slice(2, 8)}`,
  slug: `copy-${randomUUID()}`,
  name,
  nameLower: name.toLowerCase(),
  market: 'GTA',
  info: '',
  lat: null,
  features: [],
  active: true,
  ...extra,
});

describe('copyRows', () => {
  it('loads texts, JSON, numbers, booleans, dates and nulls exactly as written', async () => {
    const tricky = product('Quotes "here", commas, and\na newline \\ backslash', {
      info: '<p>Tom\'s "best" tour, 100%</p>',
      lat: 43.6532,
      features: [{ key: 'Market', val: 'GTA "Toronto", ON' }],
      active: false,
    });
    const when = new Date('2026-12-24T18:30:00.000Z');
    const variant = {
      productId: tricky.id,
      name: 'Adult, "standard"',
      slug: 'adult',
      experienceSku: `COPY-V-${randomUUID()}`,
      images: ['a.jpg', 'b "c".jpg'],
      priceCents: 12_345,
      fee: 2.5,
      commission: null,
      experienceDate: when,
      location: { lat: 1.5, lng: -2, text: 'Pier "4"' },
    };
    await copyRows(t.database.db, [
      { table: products, rows: [tricky, product('Plain')] },
      { table: variants, rows: [variant] },
    ]);

    const [p] = await t.database.db.select().from(products).where(eq(products.id, tricky.id));
    expect(p).toMatchObject({
      name: tricky.name,
      info: tricky.info,
      lat: 43.6532,
      features: tricky.features,
      active: false,
      // Columns left out take their defaults.
      keyFeatures: [],
      reviewCount: 0,
    });
    const [v] = await t.database.db.select().from(variants).where(eq(variants.productId, p.id));
    expect(v).toMatchObject({ ...variant, experienceDate: when, mrpCents: 0 });
  });

  it('loads all of a batch or none of it', async () => {
    const good = product('Good');
    // The variant names a product that does not exist: its table's load fails.
    const orphan = { productId: randomUUID(), name: 'X', slug: 'x', experienceSku: randomUUID() };
    await expect(
      copyRows(t.database.db, [
        { table: products, rows: [good] },
        { table: variants, rows: [orphan] },
      ]),
    ).rejects.toThrow();
    expect(
      await t.database.db.select().from(products).where(eq(products.id, good.id)),
    ).toHaveLength(0);
  });

  it('refuses rows that do not name the same columns', async () => {
    await expect(
      copyRows(t.database.db, [
        { table: products, rows: [product('A'), { ...product('B'), city: 'Toronto' }] },
      ]),
    ).rejects.toThrow('every row needs the same columns');
  });
});

describe('withIndexesRebuilt', () => {
  const indexes = async () =>
    rowsOf<{ name: string; def: string }>(
      await t.database.db.execute(sql`select indexname as name, indexdef as def from pg_indexes
        where tablename in ('products', 'variants') order by indexname`),
    );

  it('loads with the secondary indexes dropped and builds the same ones again', async () => {
    const before = await indexes();
    const seen: [number, number][] = [];
    const p = product('Loaded without indexes');
    const during = await withIndexesRebuilt(
      t.database.db,
      [products, variants],
      async (tx) => {
        await copyRows(tx, [{ table: products, rows: [p] }]);
        return rowsOf<{ name: string }>(
          await tx.execute(sql`select indexname as name from pg_indexes
            where tablename = 'products'`),
        ).map((r) => r.name);
      },
      (built, total) => seen.push([built, total]),
    );
    // Only the constraint indexes stayed while loading.
    expect(during.sort()).toEqual(['products_pkey', 'products_sku_unique', 'products_slug_unique']);
    expect(await indexes()).toEqual(before);
    const secondary = before.length - 5; // products: pkey, sku, slug; variants: pkey, sku
    expect(seen).toHaveLength(secondary + 1);
    expect(seen.at(-1)).toEqual([secondary, secondary]);
    const [found] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(found.name).toBe('Loaded without indexes');
  });

  it('leaves the tables and their indexes as they were when the load fails', async () => {
    const before = await indexes();
    const p = product('Never kept');
    await expect(
      withIndexesRebuilt(t.database.db, [products, variants], async (tx) => {
        await copyRows(tx, [{ table: products, rows: [p] }]);
        throw new Error('the load broke');
      }),
    ).rejects.toThrow('the load broke');
    expect(await indexes()).toEqual(before);
    expect(await t.database.db.select().from(products).where(eq(products.id, p.id))).toEqual([]);
  });
});
