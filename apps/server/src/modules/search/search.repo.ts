import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import type { ProductJoinRow } from '../catalog/product-presenter.ts';
import { escapeLike } from '../catalog/product-query.ts';
import { categoryRef, rowsOf, summaryColumns } from '../catalog/catalog.repo.ts';

// Generated columns from migration 0004 (maintained by PostgreSQL, not in the Drizzle schema).
const searchVector = sql.raw('"products"."search_vector"');
const searchText = sql.raw('"products"."search_text"');

/**
 * At most this many candidates per branch (full text, trigram, category): ranking reads only
 * these, so a very common word costs the same as a rare one.
 */
export const SEARCH_CANDIDATES = 200;
/** Suggestions look at this many trigram candidates at most. */
const SUGGESTION_CANDIDATES = 100;

const contains = (q: string) => `%${escapeLike(q)}%`;
const prefix = (q: string) => `${escapeLike(q)}%`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Ranked full-text plus trigram search over product name, city, info and category name,
 * active products only, optionally within one market. Each branch finds its candidates
 * through its own index (tsvector GIN, trigram GIN, category btree) and only the union of
 * those candidates is ranked. `<%` uses pg_trgm.word_similarity_threshold, set on every
 * connection when it opens (db/client.ts), so no transaction is needed.
 */
export function searchProducts(
  db: Db,
  opts: { q: string; market?: string; limit: number; skip: number; categoryIds: string[] },
): Promise<ProductJoinRow[]> {
  const q = opts.q.toLowerCase();
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const scope = opts.market
    ? sql`${products.active} and ${products.market} = ${opts.market}`
    : sql`${products.active}`;
  const branches = [
    sql`(select ${products.id} from ${products} where ${scope} and ${searchVector} @@ ${tsq} limit ${SEARCH_CANDIDATES})`,
  ];
  if (q.length >= 3) {
    branches.push(
      sql`(select ${products.id} from ${products} where ${scope} and ${q} <% ${searchText} limit ${SEARCH_CANDIDATES})`,
    );
  }
  const cats = opts.categoryIds.length ? uuidArray(opts.categoryIds) : null;
  if (cats) {
    branches.push(
      sql`(select ${products.id} from ${products} where ${scope} and ${products.categoryId} = any(${cats}) limit ${SEARCH_CANDIDATES})`,
    );
  }
  const candidates = sql.join(branches, sql` union `);
  const rank = sql`(ts_rank(${searchVector}, ${tsq}) + word_similarity(${q}, ${searchText})
    + ${cats ? sql`case when ${products.categoryId} = any(${cats}) then 0.3 else 0 end` : sql`0`})`;
  return db
    .select({ p: summaryColumns, c: categoryRef })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} in (${candidates})`)
    .orderBy(desc(rank), desc(products.computedRating), asc(products.id))
    .limit(opts.limit)
    .offset(opts.skip);
}

export type ProductSuggestion = { name: string; slug: string; market: string };

/**
 * Product names for the search box in one statement: names starting with the text first (a
 * range scan of products_name_prefix_idx), then, from 3 characters, a capped set of trigram
 * candidates (name or city, typos included) ranked by similarity.
 */
export async function productSuggestions(
  db: Db,
  opts: { q: string; market?: string; limit: number },
): Promise<ProductSuggestion[]> {
  const q = opts.q.toLowerCase();
  const scope = opts.market ? sql`p.active and p.market = ${opts.market}` : sql`p.active`;
  const starts = sql`(select p.name, p.slug, p.market, 0 as tier, 1::float4 as sim, p.computed_rating, p.id
      from ${products} p where ${scope} and p.name_lower like ${prefix(q)}
      order by p.computed_rating desc, p.id limit ${opts.limit})`;
  const fuzzy = sql`(select p.name, p.slug, p.market, 1 as tier, word_similarity(${q}, p.search_text) as sim,
        p.computed_rating, p.id
      from (select p.id from ${products} p
            where ${scope} and (p.name_lower like ${contains(q)} or ${q} <% p.search_text)
            limit ${SUGGESTION_CANDIDATES}) cand
      join ${products} p on p.id = cand.id
      where p.name_lower not like ${prefix(q)}
      order by sim desc, p.computed_rating desc, p.id limit ${opts.limit})`;
  const union = q.length >= 3 ? sql`${starts} union all ${fuzzy}` : starts;
  const result = await db.execute(sql`select name, slug, market from (${union}) s
    order by tier, sim desc, computed_rating desc, id limit ${opts.limit}`);
  return rowsOf<ProductSuggestion>(result);
}
