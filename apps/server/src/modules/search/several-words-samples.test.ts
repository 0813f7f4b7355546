import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-db.ts';
import { copyRows } from '../../../seed/bulk-copy.ts';
import { buildProduct } from '../../../seed/factories/catalog.ts';
import { searchProducts } from './search.repo.ts';

/**
 * A search of several words across markets reads its matches in samples of the products
 * (migration 0038): those whose ids start with 00, then the rest of those starting with 0, then
 * the rest. Within a market it reads them in one pass (migration 0039).
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A random product id that starts with 00 (part 0), with 0 but not 00 (1), or not with 0 (2). */
const withIdIn = (part: 0 | 1 | 2, i: number) => {
  const rest = randomUUID();
  const digit = (n: number) => (1 + (n % 15)).toString(16);
  return part === 0
    ? `00${rest.slice(2)}`
    : part === 1
      ? `0${digit(i)}${rest.slice(2)}`
      : `${digit(i)}${rest.slice(1)}`;
};

/** A product row as the seed copies it. */
const copiedProduct = (name: string, market: string, info?: string) =>
  buildProduct({ name, market, variants: [], ...(info ? { info } : {}) }).product;

const found = async (q: string, market?: string) =>
  (await searchProducts(database.db, { q, market, limit: 100, skip: 0, categoryIds: [] })).map(
    (r) => r.p.name,
  );

describe('several words, read in samples of the products', () => {
  it('finds every match of several words once, whichever sample its id falls in', async () => {
    // document_matches (migration 0038) reads the matches of ids starting with 00, then the rest
    // of those starting with 0, then the rest of all. 60 products hold both words, 20 in each.
    const ids = ([0, 1, 2] as const).flatMap((part) =>
      Array.from({ length: 20 }, (_, i) => withIdIn(part, i)),
    );
    await copyRows(database.db, [
      {
        table: products,
        rows: ids.map((id, i) => ({
          ...copiedProduct(`Glimmerdeck Lantern Walk ${i}`, i % 2 ? 'GTA' : 'CHI'),
          id,
        })),
      },
    ]);
    const across = await found('glimmerdeck lantern');
    expect(across).toHaveLength(60);
    expect(new Set(across).size).toBe(60);
    expect(await found('glimmerdeck lantern', 'GTA')).toHaveLength(30);
  });

  it('ranks a common pair from the first sample of ids holding enough of its matches', async () => {
    // 210 products whose ids start with 00 (1 in 256) hold both words in their descriptions;
    // 100 stored before them, their ids further on, hold them in their names. A pair that
    // common ranks the first 200 matches of the smallest sample that has them, so its cost does
    // not grow with the catalogue (migration 0038): the products outside it are not among them,
    // though the first 200 in the table's order would have held most of them.
    const named = Array.from({ length: 100 }, (_, i) => ({
      ...copiedProduct(`Pellucid Barge Supper ${i}`, 'GTA'),
      id: withIdIn(2, i),
    }));
    const described = Array.from({ length: 210 }, (_, i) => ({
      ...copiedProduct(`Harbour Supper ${i}`, 'GTA', 'A pellucid barge at dusk.'),
      id: withIdIn(0, i),
    }));
    await copyRows(database.db, [{ table: products, rows: named }]);
    await copyRows(database.db, [{ table: products, rows: described }]);
    const page = await searchProducts(database.db, {
      q: 'pellucid barge',
      limit: 200,
      skip: 0,
      categoryIds: [],
    });
    expect(page).toHaveLength(200);
    expect(page.filter((r) => !r.p.id.startsWith('00')).map((r) => r.p.name)).toEqual([]);
  });
});
