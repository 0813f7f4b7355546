import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-db.ts';
import { createProduct } from '../../../test/factories.ts';
import { copyRows } from '../../../seed/bulk-copy.ts';
import { buildProduct } from '../../../seed/factories/catalog.ts';
import { productSuggestions } from './search.repo.ts';

/**
 * Suggestions read through the repository on a database of their own, with as many products as
 * the case needs (search.test.ts covers the HTTP route on the shared catalogue fixture).
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('productSuggestions', () => {
  it('suggests the names holding a text of several words through its rarest word', async () => {
    // 'Quillon' starts 110 names in GTA, rated 4 and more; 'Old Quillon Moorhen Walk', unrated,
    // is the only one with 'moorhen' there. A text of several words finds the names containing
    // it and its close spellings through the postings of its rarest word: the first 100 of
    // 'quillon', best rated first, would miss that name; 'moorhen' holds it.
    const made = Array.from({ length: 110 }, (_, i) => {
      const { product: p } = buildProduct({
        name: `Quillon Hour ${i}`,
        market: 'GTA',
        variants: [],
      });
      return {
        ...p,
        computedRating: 4 + (i % 10) / 10,
        sku: `QUIL${i}`,
        slug: `quillon-hour-${i}`,
      };
    });
    await copyRows(database.db, [{ table: products, rows: made }]);
    await createProduct(database.db, {
      name: 'Old Quillon Moorhen Walk',
      market: 'GTA',
      variants: [],
    });
    await createProduct(database.db, {
      name: 'Quillon Moorhen Glide',
      market: 'VAN',
      variants: [],
    });
    const suggested = async (q: string, market?: string) =>
      (await productSuggestions(database.db, { q, market, limit: 10 })).map((s) => s.name);
    // Containing the text; then, with a misspelt word or a word's start, its close spelling.
    for (const q of ['quillon moorhen', 'quillon moorhan', 'quillon moorh', 'quilon moorhen']) {
      expect((await suggested(q, 'GTA'))[0], q).toBe('Old Quillon Moorhen Walk');
    }
    // Across markets, the name starting with the text comes first, then the one containing it.
    expect((await suggested('quillon moorh')).slice(0, 2)).toEqual([
      'Quillon Moorhen Glide',
      'Old Quillon Moorhen Walk',
    ]);
    expect(await suggested('quillon moorh', 'GTA')).not.toContain('Quillon Moorhen Glide');
  });
});
