import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-db.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { copyRows } from '../../../seed/bulk-copy.ts';
import { buildProduct } from '../../../seed/factories/catalog.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';
import { searchProducts } from './search.repo.ts';

/**
 * Search reads product_search, kept by a trigger on products (migration 0026). Whatever writes
 * the products (one row, one statement over many, COPY, deletes, parallel writers), it must hold
 * exactly the active products as they are now, and a search must find what the products say.
 */
let database: Database;
let cats: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  cats = [];
  for (const name of ['Kayaking', 'Sailing']) {
    cats.push((await createCategory(database.db, { name })).id);
  }
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

/** product_search differs from the active products in nothing (both directions). */
async function expectSearchRowsMatchProducts() {
  const wanted = sql`select id, market, category_id, computed_rating, search_vector,
      market_lexemes(market, search_vector) from products where active`;
  const held = sql`select product_id, market, category_id, rating, words, market_words
      from product_search`;
  const [{ missing, extra, held: count }] = await rows<{
    missing: number;
    extra: number;
    held: number;
  }>(sql`select (select count(*)::int from (${wanted} except all ${held}) m) as missing,
      (select count(*)::int from (${held} except all ${wanted}) e) as extra,
      (select count(*)::int from product_search) as held`);
  const [{ active }] = await rows<{ active: number }>(
    sql`select count(*)::int as active from products where active`,
  );
  expect({ missing, extra, held: count }).toEqual({ missing: 0, extra: 0, held: active });
  // search_postings (migration 0032) holds each active product's words with their ranks.
  const posted = sql`select d.* from products p, search_postings_of(p.id, p.market, p.category_id,
      p.computed_rating, p.search_vector) d where p.active`;
  const postings = sql`select lexeme, market, score, rating, product_id, category_id
      from search_postings`;
  const [drift] = await rows<{ missing: number; extra: number }>(
    sql`select (select count(*)::int from (${posted} except all ${postings}) m) as missing,
      (select count(*)::int from (${postings} except all ${posted}) e) as extra`,
  );
  expect(drift).toEqual({ missing: 0, extra: 0 });
}

const found = async (q: string, market?: string) =>
  (await searchProducts(database.db, { q, market, limit: 100, skip: 0, categoryIds: [] }))
    .map((r) => r.p.name)
    .sort();

describe('product_search', () => {
  it('follows products as they are added, renamed, moved, rated, hidden and deleted', async () => {
    const made: { id: string }[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await createProduct(database.db, {
          name: `Quillfin Paddle ${i}`,
          market: i % 2 ? 'GTA' : 'NYC',
          categoryId: cats[i % 2],
          active: i % 5 !== 4,
          variants: [],
        }),
      );
    }
    await expectSearchRowsMatchProducts();
    expect(await found('quillfin', 'GTA')).toEqual([
      'Quillfin Paddle 1',
      'Quillfin Paddle 11',
      'Quillfin Paddle 3',
      'Quillfin Paddle 5',
      'Quillfin Paddle 7',
    ]);

    const db = database.db;
    const set = (i: number, values: Partial<typeof products.$inferInsert>) =>
      db.update(products).set(values).where(eq(products.id, made[i].id));
    await set(1, { name: 'Brindlewick Paddle', nameLower: 'brindlewick paddle' });
    await set(3, { market: 'NYC' });
    await set(5, { active: false });
    await set(4, { active: true });
    await set(7, { categoryId: cats[0], computedRating: 4.8 });
    await db.delete(products).where(eq(products.id, made[11].id));
    // A write that changes nothing search reads.
    await db.update(products).set({ phone: '555-0100' }).where(eq(products.market, 'GTA'));
    await expectSearchRowsMatchProducts();
    expect(await found('quillfin', 'GTA')).toEqual(['Quillfin Paddle 7']);
    expect(await found('brindlewick', 'GTA')).toEqual(['Brindlewick Paddle']);
    expect(await found('quillfin', 'NYC')).toContain('Quillfin Paddle 3');
    expect(await found('quillfin', 'NYC')).toContain('Quillfin Paddle 4');

    // One statement over many rows, in both directions.
    await db
      .update(products)
      .set({ active: sql`not ${products.active}` })
      .where(eq(products.market, 'NYC'));
    await db.update(products).set({ computedRating: 3.5 }).where(eq(products.market, 'GTA'));
    await expectSearchRowsMatchProducts();
  });

  it('holds rows loaded by COPY, as the seed loads them', async () => {
    const copied = Array.from({ length: 200 }, (_, i) => {
      const { product: p } = buildProduct({
        name: `Zephyrine Cruise ${i}`,
        market: i % 2 ? 'GTA' : 'CHI',
        categoryId: cats[i % 2],
        active: i % 10 !== 0,
        variants: [],
      });
      return { ...p, sku: `SRCH${i}`, slug: `zephyrine-cruise-${i}` };
    });
    await copyRows(database.db, [{ table: products, rows: copied }]);
    await expectSearchRowsMatchProducts();
    // 100 in CHI, of which every fifth is hidden.
    expect(await found('zephyrine', 'CHI')).toHaveLength(80);
  });

  it('stays exact under parallel writers', async () => {
    const some = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.market, 'GTA'))
      .limit(40);
    await Promise.all(
      some.map(({ id }, i) =>
        database.db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ market: i % 2 ? 'CHI' : 'GTA', computedRating: i / 10, active: i % 3 !== 0 })
            .where(eq(products.id, id));
        }),
      ),
    );
    await expectSearchRowsMatchProducts();
  });

  it('keeps markets apart whose letters are the same, and reads quotes and phrases', async () => {
    // 'N.Y.' and 'NY' share the lexeme prefix 'ny.': the market column keeps them apart.
    await createProduct(database.db, {
      name: "O'Neil Vantorel Ferry",
      market: 'N.Y.',
      variants: [],
    });
    await createProduct(database.db, { name: 'Vantorel Ferry Night', market: 'NY', variants: [] });
    expect(await found('vantorel ferry', 'N.Y.')).toEqual(["O'Neil Vantorel Ferry"]);
    expect(await found('vantorel ferry', 'NY')).toEqual(['Vantorel Ferry Night']);
    expect(await found("o'neil", 'N.Y.')).toEqual(["O'Neil Vantorel Ferry"]);
    expect(await found('"ferry night"', 'NY')).toEqual(['Vantorel Ferry Night']);
    expect(await found('vantorel ferry')).toEqual([
      "O'Neil Vantorel Ferry",
      'Vantorel Ferry Night',
    ]);
    // A query of stop words only finds nothing (and is not an error).
    expect(await found('the and of', 'NY')).toEqual([]);
  });

  it('ranks the best matches of a common word first, wherever they are in the table', async () => {
    // 'Orvalen' is in 240 descriptions (weight C), then, written last, in one name (weight A):
    // a one-word search reads the word's postings in rank order, so the named product leads
    // however many products came before it. A search that ranked only the first 200 matches in
    // the table's order would not even see it.
    for (let i = 0; i < 240; i++) {
      await createProduct(database.db, {
        name: `Harbour Outing ${i}`,
        market: i % 2 ? 'GTA' : 'VAN',
        info: 'A calm morning on the Orvalen shore.',
        variants: [],
      });
    }
    await createProduct(database.db, { name: 'Orvalen Kayak Tour', market: 'GTA', variants: [] });
    const first = async (q: string, market?: string) =>
      (await searchProducts(database.db, { q, market, limit: 3, skip: 0, categoryIds: [] })).map(
        (r) => r.p.name,
      );
    expect((await first('orvalen', 'GTA'))[0]).toBe('Orvalen Kayak Tour');
    expect((await first('orvalen'))[0]).toBe('Orvalen Kayak Tour');
    // A close spelling reads the same postings.
    expect((await first('orvalin', 'GTA'))[0]).toBe('Orvalen Kayak Tour');
    expect((await first('orvalin'))[0]).toBe('Orvalen Kayak Tour');
    // The rest of a page is the word in descriptions, within the market asked for.
    const page = await searchProducts(database.db, {
      q: 'orvalen',
      market: 'VAN',
      limit: 200,
      skip: 0,
      categoryIds: [],
    });
    expect(page).toHaveLength(120);
    expect(page.every((r) => r.p.market === 'VAN')).toBe(true);
  });

  it('finds words across markets in several ways: two words, a misspelling, a phrase', async () => {
    for (const [name, market] of [
      ['Tessaly Canyon Hike', 'GTA'],
      ['Tessaly Canyon Swim', 'NYC'],
      ['Canyon Ridge Walk', 'VAN'],
    ]) {
      await createProduct(database.db, { name, market, variants: [] });
    }
    const all = ['Canyon Ridge Walk', 'Tessaly Canyon Hike', 'Tessaly Canyon Swim'];
    expect(await found('canyon')).toEqual(all);
    // Found by both words, and (fewer than 20 found) by a close spelling of one of them.
    expect(await found('tessaly canyon')).toEqual(all);
    expect(await found('canyn tesaly')).toEqual(all);
    // A phrase with an exclusion: the one product that has it leads; close spellings of its
    // words follow (fewer than 20 found).
    const ranked = await searchProducts(database.db, {
      q: '"tessaly canyon" -swim',
      limit: 10,
      skip: 0,
      categoryIds: [],
    });
    expect(ranked[0].p.name).toBe('Tessaly Canyon Hike');
  });

  it('gives every page of a word and its close spellings as if it read every candidate', async () => {
    // A page reads only the postings it can use (postingsRead): the first page of 'quorvant'
    // reads 20, not 200. Each page must still be that part of the whole ranking. 'Quorvant' is in
    // 17 products (fewer than 20, so its close spellings 'quorvanti' and 'quorvanto' join), named
    // or described, rated apart. Five have the word and 'quorvanti' and lead that spelling's
    // postings; some have both spellings, ranked by the better one.
    const made = [
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Quorvant Trail ${i}`, rated: i % 5 })),
      ...Array.from({ length: 5 }, (_, i) => ({ name: `Quorvant Quorvanti Falls ${i}`, rated: 5 })),
      ...Array.from({ length: 25 }, (_, i) => ({
        name: `Quorvanti Ridge Walk ${i}`,
        rated: i % 4,
      })),
      ...Array.from({ length: 25 }, (_, i) => ({ name: `Coast Walk ${i}`, rated: i % 3 })),
      ...Array.from({ length: 6 }, (_, i) => ({ name: `Quorvanto Quorvanti Loop ${i}`, rated: 4 })),
    ];
    for (const [i, m] of made.entries()) {
      await createProduct(database.db, {
        name: m.name,
        market: i % 3 ? 'GTA' : 'NYC',
        computedRating: m.rated,
        info: m.name.startsWith('Coast') ? 'Ends at the Quorvanti falls.' : 'A quiet walk.',
        variants: [],
      });
    }
    const names = async (q: string, market: string | undefined, skip: number, limit: number) =>
      (await searchProducts(database.db, { q, market, limit, skip, categoryIds: [] })).map(
        (r) => r.p.name,
      );
    for (const market of ['GTA', undefined]) {
      // 'quorvanti' alone is in 61 products: no close spellings, pages past the first 20.
      for (const q of ['quorvant', 'quorvnt', 'quorvanti']) {
        const whole = await names(q, market, 0, 200);
        expect(whole.length, `${q} in ${market}`).toBeGreaterThan(q === 'quorvanti' ? 20 : 30);
        // The close spellings are there, after the word's own matches (or are the word).
        expect(
          whole.some((n) => n.startsWith('Quorvanti Ridge')),
          `${q} in ${market}`,
        ).toBe(true);
        for (const limit of [1, 7, 10]) {
          for (let skip = 0; skip < whole.length + limit; skip += limit) {
            expect(await names(q, market, skip, limit), `${q} ${market} ${skip}+${limit}`).toEqual(
              whole.slice(skip, skip + limit),
            );
          }
        }
      }
    }
  });

  it("shows a named category's best-rated products, however many it holds, page by page", async () => {
    // A text that names a category brings the rest of that category after the word matches,
    // best rated first. 230 of its products are in GTA and 30 in VAN, rated higher there, three
    // to a rating: more than the 200 candidates a branch reads, so reading any 200 would miss
    // the best, and a page that reads only what it shows must still fit the pages beside it.
    const category = (await createCategory(database.db, { name: 'Vexmoor Raptors' })).id;
    const made = Array.from({ length: 260 }, (_, i) => {
      const gta = i < 230;
      const { product: p } = buildProduct({
        name: `Hawk Hour ${i}`,
        market: gta ? 'GTA' : 'VAN',
        categoryId: category,
        variants: [],
      });
      const computedRating = gta ? Math.floor(i / 3) / 20 : 4 + Math.floor((i - 230) / 3) / 10;
      return { ...p, computedRating, sku: `RAPT${i}`, slug: `hawk-hour-${i}` };
    });
    await copyRows(database.db, [{ table: products, rows: made }]);
    const page = async (market: string | undefined, skip: number, limit: number) =>
      (
        await searchProducts(database.db, {
          q: 'vexmoor',
          market,
          limit,
          skip,
          categoryIds: [category],
        })
      ).map((r) => ({ name: r.p.name, rating: r.p.computedRating }));
    for (const market of ['GTA', undefined]) {
      const whole = await page(market, 0, 200);
      // The best rated of all, in rating order: in GTA its own, across markets VAN's first.
      const ratings = made
        .filter((m) => !market || m.market === market)
        .map((m) => m.computedRating)
        .sort((a, b) => b - a);
      expect(
        whole.map((r) => r.rating),
        `${market}`,
      ).toEqual(ratings.slice(0, 200));
      for (const limit of [1, 7, 10]) {
        for (let skip = 0; skip < 40; skip += limit) {
          expect(await page(market, skip, limit), `${market} ${skip}+${limit}`).toEqual(
            whole.slice(skip, skip + limit),
          );
        }
      }
    }
  });

  it('keeps the entries of edited rows that its indexes have not merged yet to 64 kB', async () => {
    // Every search through a GIN index reads all of them (migration 0030).
    const gin = await rows<{ name: string; options: string[] | null }>(
      sql`select c.relname as name, c.reloptions as options from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace
        order by c.relname`,
    );
    expect(gin.map((i) => i.name)).toContain('product_search_market_words_idx');
    for (const i of gin)
      expect(i, i.name).toEqual({ ...i, options: ['gin_pending_list_limit=64'] });
    if (database.kind !== 'postgres') return;
    // On PostgreSQL, what a day of edits leaves: 300 products renamed, no vacuum since.
    await database.db.execute(sql`create extension if not exists pgstattuple`);
    for (let i = 0; i < 300; i++) {
      await createProduct(database.db, { name: `Edited kayak tour ${i}`, market: 'GTA' });
    }
    await database.db.execute(
      sql`select gin_clean_pending_list('product_search_market_words_idx')`,
    );
    await database.db.execute(
      sql`update products set name = name || ' renamed' where name like 'Edited kayak tour %'`,
    );
    const [{ pages }] = await rows<{ pages: number }>(
      sql`select pending_pages as pages from pgstatginindex('product_search_market_words_idx')`,
    );
    expect(pages).toBeLessThanOrEqual(8);
    expect(await found('renamed', 'GTA')).toHaveLength(100);
  });

  it('keeps no row once the products are gone', async () => {
    await database.db.delete(products);
    await expectSearchRowsMatchProducts();
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from product_search`);
    expect(n).toBe(0);
  });
});
