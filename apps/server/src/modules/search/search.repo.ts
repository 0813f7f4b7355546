import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductSummary } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { keptStatement, preparedName } from '../../db/kept-statements.ts';
import { categories, products } from '../../db/schema/index.ts';
import { summarySources, type ProductJoinRow } from '../catalog/product-presenter.ts';
import { escapeLike } from '../catalog/product-query.ts';
import { summarySelection } from '../catalog/catalog.repo.ts';

/**
 * At most this many candidates per branch (words, close spellings of each word, category):
 * ranking reads only these, so a very common word costs the same as a rare one.
 */
export const SEARCH_CANDIDATES = 200;
/**
 * Close spellings join the results when the words themselves find fewer products than this: a
 * first page and one scroll. A query whose words find enough skips them (decision 027).
 */
export const TYPO_MATCHES_BELOW = 20;
/** Added to a word match's rank: above any close spelling (ts_rank is below 1). */
const WORDS_TIER = 2;
/** Added to a close spelling's rank: above the rest of a category the text names. */
const CLOSE_TIER = 1;
/** How many close spellings of each typed word are searched for. */
const CLOSE_SPELLINGS = 3;
/**
 * Added to the rank of a product in a category the text names. Below CLOSE_TIER: the rest of
 * a named category ranks by it alone, under every close spelling (and `hit_tie` tells it apart).
 */
const CATEGORY_BONUS = 0.3;
/** Suggestions rank at most this many names starting with the text, and as many close ones. */
const SUGGESTION_CANDIDATES = 100;

const contains = (q: string) => `%${escapeLike(q)}%`;
const prefix = (q: string) => `${escapeLike(q)}%`;
const ph = sql.placeholder;

/**
 * Ranked full-text search over product name, city, info and category name, with close
 * spellings, active products only, optionally within one market.
 *
 * A query of one word, and each close spelling, is read from search_postings (migration 0032):
 * the word's entries in rank order (within a market, the market's), as many as the asked page
 * can use and at most SEARCH_CANDIDATES (postingsRead), from the index alone. A query of several
 * words, a phrase or an exclusion is matched against the documents of product_search (migration
 * 0026) through their full-text index (within a market, its market-prefixed lexemes) and its
 * first SEARCH_CANDIDATES matches ranked.
 * A category the text names is found through the products' category index. The asked page of
 * the union is then the only part whose full rows are read.
 *
 * Close spellings are words of the catalogue's names and cities (search_words) near the typed
 * ones (close_spellings, migration 0029); their postings are read by close_spelling_hits
 * (migrations 0033 and 0034, through the same word_postings), called only when the words find
 * fewer than TYPO_MATCHES_BELOW products (PostgreSQL decides it once, before looking them up).
 * `<%` uses pg_trgm.word_similarity_threshold, set on every connection when it opens
 * (db/client.ts).
 *
 * Ranks come in tiers (decision 027): products that have the words (WORDS_TIER + ts_rank), then
 * those with close spellings (CLOSE_TIER + the best ts_rank of one spelling), then the rest of a
 * category the text names, best rated first; a category the text names adds CATEGORY_BONUS
 * within a tier.
 *
 * With `fields` (a search's `select`), only the columns those fields present are read, as a
 * list's are (product-lists.repo.ts): the rows hold only those columns.
 */
export function searchProducts(
  db: Db,
  opts: {
    q: string;
    market?: string;
    limit: number;
    skip: number;
    categoryIds: string[];
    fields?: readonly (keyof ProductSummary)[] | null;
  },
): Promise<ProductJoinRow[]> {
  const q = opts.q.toLowerCase();
  const inMarket = opts.market !== undefined;
  const typos = q.length >= 3;
  const cats = opts.categoryIds.length > 0;
  const read = opts.fields ? summarySources(opts.fields) : null;
  // One statement per shape (market or not, close spellings or not, matching categories or
  // not, the columns read), built and prepared once: a search then costs no SQL building, parse
  // or planning.
  const shape = `search_${Number(inMarket)}${Number(typos)}${Number(cats)}`;
  const name = read ? preparedName(shape, read.key) : shape;
  const statement = keptStatement(db, name, () => {
    const market = ph('market');
    const catIds = sql`${ph('categoryIds')}::uuid[]`;
    const bonus = (category: SQL | AnyPgColumn) =>
      cats
        ? sql`case when ${category} = any(${catIds}) then ${sql.raw(String(CATEGORY_BONUS))} else 0 end`
        : sql`0`;
    const candidates = sql.raw(String(SEARCH_CANDIDATES));
    const tier = (n: number) => sql.raw(String(n));
    // Within a market, the documents' own lexemes (`gta.kayak`, migration 0026). `w` is a tsquery
    // column of the statement's own FROM: given a column, PostgreSQL inlines the SQL function
    // market_tsquery; given the call that makes the query, it would plan its body on every search.
    const query = sql`select ${inMarket ? sql`market_tsquery(${market}, w)` : sql`w`} as q,
        tsquery_lexeme(w) as lexeme
      from websearch_to_tsquery('english', ${ph('q')}) w`;
    const oneWord = sql`(select lexeme from query)`;
    const matched = sql`(select q from query)`;
    // One word: the first of its postings the page can use, in rank order, an index range
    // (word_postings, migration 0034). Its word is a column of the lateral join, not a subquery:
    // PostgreSQL inlines a function only when its arguments hold no subquery.
    const postings = inMarket
      ? sql`market_word_postings(query.lexeme, ${market}, ${ph('wordsRead')})`
      : sql`word_postings(query.lexeme, ${ph('wordsRead')})`;
    // Anything else: the first documents that match, each ranked (document_matches, migration
    // 0033, called only then).
    const words = sql`(select product_id as id,
          ${tier(WORDS_TIER)} + score + ${bonus(sql`category_id`)} as rank, rating
        from query cross join lateral ${postings})
      union all
      (select hit_id as id, ${tier(WORDS_TIER)} + hit_rank + ${bonus(sql`hit_category`)} as rank,
          hit_rating as rating
        from document_matches(${matched}, ${inMarket ? market : sql`null`}, ${candidates})
        where ${oneWord} is null)`;
    // Each product is a candidate of one branch only, its best: a close spelling or a category
    // skips the products a branch above it found (their rank there is higher). So the union
    // needs no grouping of branches: the page is the top of its candidates.
    const found = [sql`(select id from words)`];
    const unseen = (id: SQL | AnyPgColumn) =>
      sql.join(
        found.map((f) => sql`${id} not in ${f}`),
        sql` and `,
      );
    const ctes = [sql`query as (${query})`, sql`words as (${words})`];
    const branches = [sql`(select * from words)`];
    if (typos) {
      // Products with close spellings of the typed words (close_spelling_hits, migration 0033),
      // each once by its best posting; the function runs only when the words found few
      // products (a one-time filter: otherwise it is never called).
      const few = sql`(select count(*) from words) < ${sql.raw(String(TYPO_MATCHES_BELOW))}`;
      const close = sql`select hit_id as id,
          ${tier(CLOSE_TIER)} + hit_score + ${bonus(sql`hit_category`)} as rank, hit_rating as rating
        from close_spelling_hits(${ph('q')}, ${inMarket ? market : sql`null`},
          ${sql.raw(String(CLOSE_SPELLINGS))}, ${ph('closeRead')},
          (select coalesce(array_agg(id), '{}') from words))
        where ${few}
        order by rank desc, rating desc, id limit ${ph('closeRead')}`;
      ctes.push(sql`close as (${close})`);
      branches.push(sql`(select * from close)`);
      found.push(sql`(select id from close)`);
    }
    if (cats) {
      // The rest of each named category, best rated first: for each, the first `categoryRead`
      // of an index range read backwards (products_category_rating_id_idx in a market,
      // products_category_active_rating_idx across markets), however large the category is.
      // Every one of them is in a named category, so its rank is CATEGORY_BONUS alone, below
      // CLOSE_TIER. Read backwards, equal ratings come highest id first, and so the page orders
      // this tier: `hit_tie` below.
      const scope = inMarket ? sql`and ${products.market} = ${market}` : sql``;
      branches.push(
        sql`(select best.id, ${sql.raw(String(CATEGORY_BONUS))} as rank, best.rating
          from unnest(${catIds}) named(id) cross join lateral (
            select ${products.id} as id, ${products.computedRating} as rating,
              ${products.categoryId} as category_id
            from ${products}
            where ${products.categoryId} = named.id and ${products.active} ${scope}
              and ${unseen(products.id)}
            order by ${products.computedRating} desc, ${products.id} desc
            limit ${ph('categoryRead')}) best)`,
      );
    }
    const ranked = db
      // Named apart from the products' columns: Drizzle refers to them unqualified.
      .$with('ranked', {
        id: sql<string>`hit_id`.as('hit_id'),
        rank: sql<number>`hit_rank`.as('hit_rank'),
        rating: sql<number>`hit_rating`.as('hit_rating'),
        tie: sql<string | null>`hit_tie`.as('hit_tie'),
      })
      .as(
        sql`with ${sql.join(ctes, sql`, `)}
          select id as hit_id, rank as hit_rank, rating as hit_rating,
            case when rank < ${tier(CLOSE_TIER)} then id end as hit_tie
          from (${sql.join(branches, sql` union all `)}) candidates
          order by hit_rank desc, rating desc, hit_tie desc, id
          limit ${ph('limit')} offset ${ph('skip')}`,
      );
    return (
      db
        .with(ranked)
        // Without the category's columns PostgreSQL drops the category join.
        .select(summarySelection(read))
        .from(ranked)
        .innerJoin(products, eq(products.id, ranked.id))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(desc(ranked.rank), desc(ranked.rating), desc(ranked.tie), asc(ranked.id))
        .prepare(name)
    );
  });
  return statement.execute({
    q,
    market: opts.market,
    categoryIds: `{${opts.categoryIds.join(',')}}`,
    limit: opts.limit,
    skip: opts.skip,
    ...postingsRead(opts.skip + opts.limit, cats),
  });
}

/**
 * How many postings the word and each close spelling read, for a page that ends at `end`
 * (skip + limit): no more than the page can use, so the first page of a common word reads 20
 * entries, not SEARCH_CANDIDATES, and ranks and sorts as few. The page is the same as reading
 * SEARCH_CANDIDATES each (product-search.test.ts pages through both ways):
 * - the word's matches come first (WORDS_TIER), in posting order, so the first `end` of them
 *   are all a page up to `end` can show; at least TYPO_MATCHES_BELOW are read, so that close
 *   spellings are still looked for only when fewer than that match;
 * - a close spelling's product ranks by its best posting. One that is k-th among the close
 *   spellings on a page follows the word's m matches (k + m < end); ahead of its best posting
 *   in that spelling's postings are only products ahead of it (fewer than k) and word matches
 *   (at most m), so that posting is among the first `end`. A product whose best posting lies
 *   further, or is not read, ranks after it.
 * A category the text names adds CATEGORY_BONUS out of posting order, so then all
 * SEARCH_CANDIDATES are read. The rest of a named category comes last, in the order each
 * category's own products are read in, so the first `end` of each are all a page can show.
 */
function postingsRead(end: number, categoryNamed: boolean) {
  const upToPage = Math.min(SEARCH_CANDIDATES, end);
  if (categoryNamed) {
    return { wordsRead: SEARCH_CANDIDATES, closeRead: SEARCH_CANDIDATES, categoryRead: upToPage };
  }
  return {
    wordsRead: Math.min(SEARCH_CANDIDATES, Math.max(TYPO_MATCHES_BELOW, end)),
    closeRead: upToPage,
  };
}

export type ProductSuggestion = { name: string; slug: string; market: string };

/** Strings starting with `q` are those in [q, q with its last character's code one higher). */
const prefixEnd = (q: string) =>
  q.slice(0, -1) + String.fromCharCode(q.charCodeAt(q.length - 1) + 1);

/**
 * Product names for the search box in one prepared statement: names starting with the text
 * first (a range scan of products_name_prefix_idx, written as a range so a generic plan can use
 * it; the first SUGGESTION_CANDIDATES of them, best rated first), then, from 3 characters and
 * only when those do not fill the list, capped sets of trigram candidates ranked by similarity:
 * names containing the text, and close spellings in the name or city when fewer than half the
 * list starts with the text (within a market, read from the market's part of the trigram index).
 *
 * A text of several words with one of 3 letters or more finds those two through the postings of
 * its rarest word instead (severalWords below): a trigram scan of a common word is what made
 * these texts the costliest suggestions.
 */
export async function productSuggestions(
  db: Db,
  opts: { q: string; market?: string; limit: number },
): Promise<ProductSuggestion[]> {
  const q = opts.q.toLowerCase();
  const inMarket = opts.market !== undefined;
  const typos = q.length >= 3;
  const several = typos && /\s/.test(q) && /\S{3}/.test(q);
  const name = `suggestions_${Number(inMarket)}${Number(typos)}${Number(several)}`;
  const statement = keptStatement(db, name, () => {
    const scope = inMarket ? sql`p.active and p.market = ${ph('market')}` : sql`p.active`;
    const limit = ph('limit');
    const candidates = sql.raw(String(SUGGESTION_CANDIDATES));
    // The first SUGGESTION_CANDIDATES names in the index's order, best rated first: a prefix
    // that a great many names share costs the same as a rare one. The candidates' ratings and
    // ids come from the index alone (migration 0025); only the names shown are read.
    const starts = sql`select p.name, p.slug, p.market, 0 as tier, 1::float4 as sim,
        p.computed_rating, p.id
      from (select id from (select p.id, p.computed_rating from ${products} p
              where ${scope} and p.name_lower ~>=~ ${ph('from')} and p.name_lower ~<~ ${ph('to')}
              order by p.name_lower using ~<~ limit ${candidates}) named
            order by computed_rating desc, id limit ${limit}) best
      join ${products} p on p.id = best.id`;
    // A name found by its likeness to the text (below), ranked by word similarity.
    const similar = sql`p.name, p.slug, p.market, 1 as tier,
      word_similarity(${ph('q')}, p.search_text) as sim, p.computed_rating, p.id`;
    // Names containing the text further in, and close spellings of it in the name or city
    // (search_text holds both, so its trigram index finds both), ranked by similarity. Close
    // spellings only when fewer than half the list starts with the text: someone whose text
    // begins that many names is typing one of them, and the trigram scan of a common word costs
    // 6-10 ms a keystroke at 100,000 products, where the names containing it cost 1-2 ms.
    // Names are matched with strpos, which no index serves: the planner then finds candidates
    // through search_text's index (within a market, the market's part of it), not by joining
    // two indexes of every market's names (28 ms for 'hidden h').
    const few = (n: SQL) => sql`(select count(*) from starts) < ${n}`;
    const fuzzy = sql`(select ${similar}
      from (select p.id from ${products} p
            where ${few(sql`${limit}`)} and ${scope}
              and p.search_text like ${ph('contains')} and strpos(p.name_lower, ${ph('q')}) > 0
            limit ${candidates}) cand
      join ${products} p on p.id = cand.id
      where p.name_lower not like ${ph('prefix')}
      union all
      select ${similar}
      from (select p.id from ${products} p
            where ${few(sql`${limit} / 2.0`)} and ${scope} and ${ph('q')} <% p.search_text
              and strpos(p.name_lower, ${ph('q')}) = 0
            limit ${candidates}) cand
      join ${products} p on p.id = cand.id
      order by sim desc, computed_rating desc, id limit ${limit})`;
    // A text of several words ('hidden l', 'food tou'): the same two kinds of names, found
    // through the postings (migration 0032) of its rarest word. Each word of 3 letters or more,
    // the last one too (it may be a word's start), becomes its nearest word of the catalogue
    // (close_spellings: itself when the catalogue has it, 'hidden' for 'hiden'); the one fewest
    // products have (search_words' count) gives its first SUGGESTION_CANDIDATES postings in
    // rank order, names first. A name containing the text holds that word (unless it holds
    // the typed word only inside a longer one), so this finds all such names while fewer
    // products than that have the word, and otherwise the best ranked of them. The trigram scan
    // above visits every product having a trigram of a common word ('hidden', 'tour'): 4-12 ms
    // a keystroke at 100,000 products, against about 1 ms for 100 postings and their names.
    const postings = inMarket
      ? sql`market_word_postings(rarest.lexeme, ${ph('market')}, ${candidates})`
      : sql`word_postings(rarest.lexeme, ${candidates})`;
    const severalWords = sql`(select ${similar}
      from (select lx.lexeme
            from regexp_split_to_table(${ph('q')}, '\\s+') typed
              cross join lateral close_spellings(typed,
                case when length(typed) >= 3 then 1 else 0 end) near
              cross join lateral unnest(tsvector_to_array(to_tsvector('english', near.word))) lx(lexeme)
            where ${few(sql`${limit}`)}
            order by near.products, lx.lexeme limit 1) rarest
        cross join lateral ${postings} h
        join ${products} p on p.id = h.product_id
      where p.active
        and (strpos(p.name_lower, ${ph('q')}) > 0 and p.name_lower not like ${ph('prefix')}
          or ${few(sql`${limit} / 2.0`)} and strpos(p.name_lower, ${ph('q')}) = 0
            and ${ph('q')} <% p.search_text)
      order by sim desc, computed_rating desc, id limit ${limit})`;
    const union = typos
      ? sql`(select * from starts) union all ${several ? severalWords : fuzzy}`
      : sql`select * from starts`;
    const suggested = db
      .$with('suggested', {
        name: sql<string>`name`.as('name'),
        slug: sql<string>`slug`.as('slug'),
        market: sql<string>`market`.as('market'),
      })
      .as(
        sql`with starts as (${starts})
          select name, slug, market from (${union}) s
          order by tier, sim desc, computed_rating desc, id limit ${limit}`,
      );
    return db.with(suggested).select().from(suggested).prepare(name);
  });
  return statement.execute({
    q,
    market: opts.market,
    limit: opts.limit,
    from: q,
    to: prefixEnd(q),
    prefix: prefix(q),
    contains: contains(q),
  });
}
