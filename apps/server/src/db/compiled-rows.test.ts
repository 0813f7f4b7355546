import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db.ts';
import { createProduct } from '../../test/factories.ts';
import { buildCatalogFixture } from '../modules/catalog/catalog.fixture.ts';
import type { Database } from './client.ts';
import { withCompiledRows } from './compiled-rows.ts';
import { categories, products, variants } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await buildCatalogFixture(database.db);
  // A product in no category: its left-joined category must come back as null.
  await createProduct(database.db, { name: 'Uncategorised Walk', sku: 'NO-CAT-1' });
});
afterAll(() => database.close());

/** The same select, prepared twice: once with Drizzle's own row mapping, once compiled. */
function both<T extends { execute(v?: Record<string, unknown>): Promise<unknown> }>(
  build: () => T,
) {
  return { drizzle: build(), compiled: withCompiledRows(build()) };
}

describe('rows mapped by a mapper worked out once per statement', () => {
  it('reads a left join exactly as Drizzle does: columns decoded, a missing category null', async () => {
    const { db } = database;
    const q = both(() =>
      db
        .select({
          p: { id: products.id, name: products.name, updated: products.updated },
          c: { id: categories.id, name: categories.name },
          n: sql<number>`length(${products.name})`.mapWith(Number),
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(asc(products.name))
        .prepare(''),
    );
    const [ours, theirs] = await Promise.all([q.compiled.execute(), q.drizzle.execute()]);
    expect(ours).toEqual(theirs);
    const rows = ours as { p: { name: string; updated: unknown }; c: unknown; n: number }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.find((r) => r.p.name === 'Uncategorised Walk')?.c).toBeNull();
    expect(rows.filter((r) => r.c !== null).length).toBeGreaterThan(0);
    expect(rows[0].p.updated).toBeInstanceOf(Date);
    expect(typeof rows[0].n).toBe('number');
  });

  it('reads a flat select with placeholders the same way', async () => {
    const { db } = database;
    const q = both(() =>
      db
        .select({ name: variants.name, price: variants.priceCents, product: products.name })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(sql`${variants.priceCents} >= ${sql.placeholder('min')}`)
        .orderBy(asc(variants.id))
        .prepare(''),
    );
    const [ours, theirs] = await Promise.all([
      q.compiled.execute({ min: 0 }),
      q.drizzle.execute({ min: 0 }),
    ]);
    expect((ours as unknown[]).length).toBeGreaterThan(0);
    expect(ours).toEqual(theirs);
  });
});
