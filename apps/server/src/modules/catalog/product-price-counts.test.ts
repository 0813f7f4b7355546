import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { PRICING_VARIES_CENTS } from '@jaunt/contract';
import type { Database } from '../../db/client.ts';
import { productPriceCounts, products } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-db.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { copyRows } from '../../../seed/bulk-copy.ts';
import { buildProduct } from '../../../seed/factories/catalog.ts';
import { withDerivedRowsRebuiltAfter } from '../../../seed/products.ts';
import { rowsOf, type ProductFilter } from './catalog.repo.ts';
import { countProducts } from './product-lists.repo.ts';

/**
 * Catalogue counts of active products by market, category and price come from
 * product_price_counts, kept by a trigger (migration 0024). Whatever writes the products (one
 * row, one statement over many, COPY, deletes, parallel writers), the counts must equal a count
 * of the products themselves.
 */
let database: Database;
let cats: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  cats = [];
  for (const name of ['Kayaking', 'Sailing', 'Food Tours']) {
    cats.push((await createCategory(database.db, { name })).id);
  }
});
afterAll(() => database.close());

/** The same question asked of the products themselves. */
async function countedFromProducts(f: ProductFilter) {
  const price = products.lowestPriceCents;
  const priced = sql`${price} > 0 and ${price} < ${PRICING_VARIES_CENTS}`;
  const [row] = await database.db
    .select({
      count: sql<number>`count(*)::int`,
      minCents: sql<number | null>`min(${price}) filter (where ${priced})`,
      maxCents: sql<number | null>`max(${price}) filter (where ${priced})`,
    })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        f.market ? eq(products.market, f.market) : undefined,
        f.categoryIds ? inArray(products.categoryId, f.categoryIds) : undefined,
        f.minCents !== undefined ? gte(price, f.minCents) : undefined,
        f.maxCents !== undefined ? lte(price, f.maxCents) : undefined,
      ),
    );
  return row;
}

/** Every filter a catalogue page counts with, in each market and across them. */
async function expectCountsMatchProducts() {
  const filters: ProductFilter[] = [];
  for (const market of ['GTA', 'NYC', undefined]) {
    filters.push(
      { market },
      { market, categoryIds: [cats[0]] },
      { market, categoryIds: [cats[1], cats[2]] },
      { market, minCents: 2000 },
      { market, maxCents: 4500 },
      { market, categoryIds: [cats[0]], minCents: 1000, maxCents: 6000 },
    );
  }
  for (const f of filters) {
    expect({ f, ...(await countProducts(database.db, { ...f, active: true })) }).toEqual({
      f,
      ...(await countedFromProducts(f)),
    });
  }
}

const product = (
  market: string,
  category: string | null,
  priceCents: number | null,
  active = true,
) =>
  createProduct(database.db, {
    market,
    categoryId: category,
    active,
    variants: priceCents === null ? [] : [{ name: 'Adult', priceCents }],
  });

describe('product_price_counts', () => {
  it('counts products as they are added, repriced, moved, hidden and deleted', async () => {
    const made = [];
    for (let i = 0; i < 24; i++) {
      const priceCents = i % 6 === 5 ? null : 1000 + (i % 4) * 1500;
      made.push(
        await product(i % 3 ? 'GTA' : 'NYC', i % 5 ? cats[i % 3] : null, priceCents, i % 7 !== 6),
      );
    }
    await expectCountsMatchProducts();

    const db = database.db;
    await db.update(products).set({ lowestPriceCents: 9900 }).where(eq(products.id, made[0].id));
    await db.update(products).set({ categoryId: cats[2] }).where(eq(products.id, made[1].id));
    await db.update(products).set({ market: 'NYC' }).where(eq(products.id, made[2].id));
    await db.update(products).set({ active: false }).where(eq(products.id, made[3].id));
    await db.update(products).set({ active: true }).where(eq(products.id, made[6].id));
    await db.delete(products).where(eq(products.id, made[4].id));
    // A write that changes nothing the counts read (a rating).
    await db.update(products).set({ computedRating: 4.5 }).where(eq(products.market, 'GTA'));
    await expectCountsMatchProducts();

    // One statement over many rows, in both directions.
    await db
      .update(products)
      .set({ lowestPriceCents: sql`${products.lowestPriceCents} + 250` })
      .where(eq(products.market, 'GTA'));
    await db
      .update(products)
      .set({ active: sql`not ${products.active}` })
      .where(eq(products.market, 'NYC'));
    await expectCountsMatchProducts();
    await db.delete(products).where(eq(products.categoryId, cats[1]));
    await expectCountsMatchProducts();
  });

  it('counts rows loaded by COPY, as the seed loads them', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => {
      const { product: p } = buildProduct({
        market: i % 2 ? 'GTA' : 'NYC',
        categoryId: cats[i % 3],
        active: i % 10 !== 0,
        variants: [{ name: 'Adult', priceCents: 500 + (i % 9) * 700 }],
      });
      return { ...p, sku: `COPY${i}`, slug: `copied-${i}` };
    });
    await copyRows(database.db, [{ table: products, rows }]);
    await expectCountsMatchProducts();
  });

  it('counts them once after a bulk load that turned their trigger off, as a large seed does', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => {
      const { product: p } = buildProduct({
        name: `Bulk Lantern Walk ${i}`,
        market: i % 2 ? 'GTA' : 'NYC',
        categoryId: cats[i % 3],
        active: i % 10 !== 0,
        variants: [{ name: 'Adult', priceCents: 900 + (i % 5) * 1100 }],
      });
      return { ...p, sku: `BULK${i}`, slug: `bulk-lantern-walk-${i}` };
    });
    const words = () =>
      database.db.execute(sql`select word, products from search_words where products > 0
        except all select w.word, count(*)::int from products p
          cross join lateral unnest(tsvector_to_array(to_tsvector('simple', p.search_text))) w(word)
          where p.active and length(w.word) >= 3 group by 1`);
    await database.db.transaction((tx) =>
      withDerivedRowsRebuiltAfter(tx, async () => {
        await copyRows(tx, [{ table: products, rows: rows.slice(0, 150) }]);
        await copyRows(tx, [{ table: products, rows: rows.slice(150) }]);
      }),
    );
    await expectCountsMatchProducts();
    expect(rowsOf(await words())).toEqual([]);
    // The trigger is on again: the next write is counted as it happens.
    await product('GTA', cats[0], 4321);
    await expectCountsMatchProducts();
  });

  it('stays exact under parallel writers moving products between the same prices', async () => {
    const gta = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.market, 'GTA'))
      .limit(40);
    // Each writer moves its product to the other price: the same two rows of counts, both ways.
    await Promise.all(
      gta.map(({ id }, i) =>
        database.db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ lowestPriceCents: i % 2 ? 1111 : 2222, categoryId: cats[i % 2] })
            .where(eq(products.id, id));
        }),
      ),
    );
    await expectCountsMatchProducts();
  });

  it('keeps no count once the products are gone', async () => {
    await database.db.delete(products);
    const left = await database.db
      .select({ n: sql<number>`coalesce(sum(${productPriceCounts.products}), 0)::int` })
      .from(productPriceCounts);
    expect(left).toEqual([{ n: 0 }]);
    await expectCountsMatchProducts();
  });
});
