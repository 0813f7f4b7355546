import { and, desc, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, features, products } from '../../db/schema/index.ts';
import type { ProductJoinRow } from '../catalog/product-presenter.ts';
import { escapeLike } from '../catalog/product-query.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';

// Generated columns from migration 0004 (maintained by PostgreSQL, not in the Drizzle schema).
const searchVector = sql.raw('"products"."search_vector"');
const searchText = sql.raw('"products"."search_text"');

/** Word similarity needed for a typo to match ('kayk' ~ 'kayak' is 0.6). */
const WORD_SIMILARITY = 0.5;

/** Runs `fn` in a transaction whose trigram operators use our word-similarity threshold. */
function withTrigramThreshold<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`));
    return fn(tx as unknown as Db);
  });
}

const contains = (q: string) => `%${escapeLike(q)}%`;

/** Categories whose name matches the query (by text or by trigram word similarity). */
const matchingCategoryIds = (q: string) => sql`(
  select c.id from ${categories} c
  where c.active and (lower(c.name) like ${contains(q)} or ${q} <% lower(c.name)))`;

/**
 * Ranked full-text plus trigram search over product name, city, info and category name,
 * active products only, optionally within one market.
 */
export function searchProducts(
  db: Db,
  opts: { q: string; market?: string; limit: number; skip: number },
): Promise<ProductJoinRow[]> {
  const q = opts.q.toLowerCase();
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const inCategory = sql`${products.categoryId} in ${matchingCategoryIds(q)}`;
  const rank = sql`(ts_rank(${searchVector}, ${tsq}) + word_similarity(${q}, ${searchText})
    + case when ${inCategory} then 0.3 else 0 end)`;
  return withTrigramThreshold(db, (tx) =>
    tx
      .select({
        p: products,
        c: {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentCategoryId: categories.parentCategoryId,
          parentCategoryName: categories.parentCategoryName,
        },
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(products.active, true),
          opts.market ? eq(products.market, opts.market) : undefined,
          or(sql`${searchVector} @@ ${tsq}`, sql`${q} <% ${searchText}`, inCategory),
        ),
      )
      .orderBy(desc(rank), desc(products.computedRating), asc(products.id))
      .limit(opts.limit)
      .offset(opts.skip),
  );
}

export interface SuggestionRows {
  products: { name: string; slug: string; market: string }[];
  categories: { name: string; slug: string; parentSlug: string | null }[];
  cities: { val: string; slug: string; market: string }[];
}

/** Candidates for the search box: product names, categories and cities matching the text. */
export function suggestionRows(
  db: Db,
  opts: { q: string; market?: string; limit: number },
): Promise<SuggestionRows> {
  const q = opts.q.toLowerCase();
  const inMarket = opts.market ? eq(products.market, opts.market) : undefined;
  const productColumns = { name: products.name, slug: products.slug, market: products.market };
  return withTrigramThreshold(db, async (tx) => {
    // Names that start with the text come first: a range scan on products_name_prefix_idx.
    const prefixRows = await tx
      .select(productColumns)
      .from(products)
      .where(
        and(
          eq(products.active, true),
          inMarket,
          sql`${products.nameLower} like ${`${escapeLike(q)}%`}`,
        ),
      )
      .orderBy(desc(products.computedRating), asc(products.id))
      .limit(opts.limit);
    // Only when those do not fill the list: anywhere in the name or city, typos included.
    const productRows =
      prefixRows.length >= opts.limit
        ? prefixRows
        : [
            ...prefixRows,
            ...(await tx
              .select(productColumns)
              .from(products)
              .where(
                and(
                  eq(products.active, true),
                  inMarket,
                  sql`(${products.nameLower} like ${contains(q)} or ${q} <% ${searchText})`,
                  sql`${products.nameLower} not like ${`${escapeLike(q)}%`}`,
                ),
              )
              .orderBy(
                desc(sql`word_similarity(${q}, ${searchText})`),
                desc(products.computedRating),
                asc(products.id),
              )
              .limit(opts.limit - prefixRows.length)),
          ];
    if (!opts.market) return { products: productRows, categories: [], cities: [] };
    const categoryRows = await tx.execute(sql`
      select c.name, c.slug, parent.slug as "parentSlug"
      from ${categories} c left join ${categories} parent on parent.id = c.parent_category_id
      where c.active and c.id in ${matchingCategoryIds(q)}
        and exists (
          select 1 from ${products} p join ${categories} pc on pc.id = p.category_id
          where p.market = ${opts.market} and p.active and (pc.id = c.id or pc.parent_category_id = c.id))
      order by (lower(c.name) like ${`${escapeLike(q)}%`}) desc, c.name
      limit ${opts.limit}`);
    const cityRows = await tx
      .select({ val: features.val, slug: features.slug, market: features.market })
      .from(features)
      .where(
        and(
          eq(features.key, 'City'),
          eq(features.active, true),
          eq(features.market, opts.market),
          sql`(lower(${features.val}) like ${contains(q)} or ${q} <% lower(${features.val}))`,
        ),
      )
      .orderBy(asc(features.val))
      .limit(opts.limit);
    return {
      products: productRows,
      categories: rowsOf<SuggestionRows['categories'][number]>(categoryRows),
      cities: cityRows,
    };
  });
}
