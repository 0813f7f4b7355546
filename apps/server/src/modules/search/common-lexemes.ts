import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** How often a server copies PostgreSQL's latest statistics of the search documents. */
export const COMMON_LEXEMES_REFRESH_MS = 15 * 60_000;

/**
 * Copies the most common lexemes of product_search's documents, with about how many products
 * have each, from PostgreSQL's statistics into search_common_lexemes (migration 0027), where
 * search across markets reads them (search.repo.ts). `analyze` gathers the statistics first:
 * the seed does after a load; otherwise PostgreSQL's autovacuum keeps them.
 */
export async function refreshCommonLexemes(db: Db | Tx, opts: { analyze?: boolean } = {}) {
  if (opts.analyze) await db.execute(sql`analyze product_search`);
  await db.execute(sql`select refresh_search_common_lexemes()`);
}
