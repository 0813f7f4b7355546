import { sql } from 'drizzle-orm';
import { PRODUCT_CARD_SELECT } from '@jaunt/contract';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';

/** Which goal of issue 13 a row is graded against. */
export type Kind =
  'health' | 'lookup' | 'list' | 'search' | 'deep' | 'analytics' | 'availability' | 'hold' | 'page';

export interface Target {
  name: string;
  kind: Kind;
  paths: string[];
  /** Sent with every request (the staff analytics calls sign in). */
  headers?: Record<string, string>;
  /** POST targets send bodies[i] (JSON) with paths[i]; `{{uuid}}` becomes a new uuid each time. */
  method?: 'GET' | 'POST';
  bodies?: string[];
  /** Shown, not graded (e.g. the old OFFSET paging, for comparison). */
  informational?: boolean;
}

/** At least this many distinct URLs per endpoint. */
export const DISTINCT = 1000;
/** The deep page: page 2,000 of 10 products. */
const DEEP_OFFSET = 19_990;
const SORTS = ['', '-computedRating', '-reviewCount', 'lowestPrice', '-lowestPrice', 'name'];

const q = <T>(db: Db, query: ReturnType<typeof sql>) => db.execute(query).then((r) => rowsOf<T>(r));
const enc = encodeURIComponent;
/** A list as the web's card lists ask for it: with a card's fields as `select`. */
const list = (where: object, rest: string) =>
  `/api/products?where=${enc(JSON.stringify(where))}${rest}&select=${PRODUCT_CARD_SELECT}`;
/** A search as the web's results page asks for it: a page of cards. */
const search = (q: string, market?: string) =>
  `/api/search?q=${enc(q)}${market ? `&market=${market}` : ''}&select=${PRODUCT_CARD_SELECT}`;
/** The same list or search with whole summaries (an API caller without `select`). */
const wholeSummaries = (path: string) => path.replace(/&select=[^&]*$/, '');

/**
 * `n` distinct URLs made from `items`, cycling through them while f keeps them distinct. f gets
 * the item, the URL's index and the round (how many times the items went by before it).
 */
function spread<T>(items: T[], n: number, f: (x: T, i: number, round: number) => string): string[] {
  const out = new Set<string>();
  for (let i = 0; out.size < n && i < n * 20; i++) {
    out.add(f(items[i % items.length], i, Math.floor(i / items.length)));
  }
  return [...out];
}

/** The items of the lists in turn: the first of each, then the second of each, and so on. */
function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((l) => (i < l.length ? [l[i]] : [])),
  ).flat();
}

/** The measured URLs, picked from the seeded data: real slugs, ids, terms, prefixes, cursors. */
export async function pickTargets(db: Db): Promise<Target[]> {
  const picks = await q<{
    id: string;
    slug: string;
    sku: string;
    name: string;
    market: string;
    info: string;
  }>(
    db,
    sql`select id, slug, sku, name, market, coalesce(info, '') as info from products where active
        order by md5(id::text) limit ${DISTINCT}`,
  );
  const variants = await q<{ slug: string; vslug: string }>(
    db,
    sql`select p.slug, v.slug as vslug from variants v join products p on p.id = v.product_id
        where p.active and v.active and not v.is_private_sale
        order by md5(v.id::text) limit ${DISTINCT}`,
  );
  const cats = await q<{ market: string; slug: string }>(
    db,
    sql`select distinct p.market, c.slug from products p join categories c on c.id = p.category_id
        where p.active order by 1, 2`,
  );
  const markets = [...new Set(picks.map((p) => p.market))].sort();
  // The i-th URL's market, one further each round: taken as i % markets alone, items whose count
  // is a multiple of the markets' would meet the same market every round (187 prefixes and 11
  // markets made 187 suggestion URLs, not 1,000).
  const marketOf = (i: number, round: number) => markets[(i + round) % markets.length];
  const ordered = await q<{ id: string }>(
    db,
    sql`select id from products where active order by name_lower, id
        offset ${DEEP_OFFSET - DISTINCT} limit ${2 * DISTINCT}`,
  );
  const firstIds = await q<{ id: string }>(
    db,
    sql`select id from products where active order by name_lower, id limit ${DISTINCT}`,
  );
  const wordsOf = (texts: string[], min: number) => [
    ...new Set(
      texts.flatMap((t) =>
        t
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= min),
      ),
    ),
  ];
  const words = wordsOf(
    picks.map((p) => p.name),
    4,
  );
  // Words of the descriptions only: some are in far more documents than names ('session').
  const named = new Set(words);
  const described = wordsOf(
    picks.map((p) => p.info),
    5,
  ).filter((w) => !named.has(w));
  // Distinct search terms, taken in turn from each kind (so the first 1,000 have all of them):
  // words of names, words with a letter left out, words with their last but one letter left
  // out, the first two and the last two words of a name, and words of descriptions.
  const terms = [
    ...new Set(
      interleave([
        words,
        words.map((w) => `${w.slice(0, 2)}${w.slice(3)}`),
        words.map((w) => `${w.slice(0, -2)}${w.slice(-1)}`),
        picks.map((p) => p.name.split(' ').slice(0, 2).join(' ').toLowerCase()),
        picks.map((p) => p.name.split(' ').slice(-2).join(' ').toLowerCase()),
        described,
      ]),
    ),
  ];
  // Distinct prefixes of names, of each length in turn: what the search box sends as one types.
  const prefixes = [
    ...new Set(
      interleave([2, 3, 4, 5, 6, 8].map((n) => picks.map((p) => p.name.slice(0, n).toLowerCase()))),
    ),
  ];

  const listPaths = spread(cats, DISTINCT, (c, i) =>
    list(
      {
        market: c.market,
        category: c.slug,
        lowestPrice: { $gte: i % 50, $lte: 150 + (i % 7) * 50 },
      },
      `&sort=${SORTS[i % SORTS.length]}&limit=10`,
    ),
  );
  const marketSearches = spread(terms, DISTINCT, (t, i, round) => search(t, marketOf(i, round)));

  return [
    { name: 'health', kind: 'health', paths: ['/api/health'] },
    {
      name: 'product by slug',
      kind: 'lookup',
      paths: picks.map((p) => `/api/products/slug/${p.slug}`),
    },
    { name: 'product by id', kind: 'lookup', paths: picks.map((p) => `/api/products/${p.id}`) },
    {
      name: 'product by sku',
      kind: 'lookup',
      paths: picks.map((p) => `/api/products/sku/${p.sku}`),
    },
    {
      name: 'variant by slug',
      kind: 'lookup',
      paths: variants.map((v) => `/api/products/slug/${v.slug}/${v.vslug}`),
    },
    {
      name: 'product list (market, category, price, sort)',
      kind: 'list',
      paths: listPaths,
    },
    {
      name: 'product list, whole summaries (no select)',
      kind: 'list',
      informational: true,
      paths: listPaths.map(wholeSummaries),
    },
    {
      name: 'market page (top rated, count, next page)',
      kind: 'list',
      // The top rated are the page's six (landing.tsx), made distinct by a price ceiling as the
      // list's price filter adds one: asking 6 to 95 cards to make them distinct measured
      // answers up to 65 KB that no page asks for.
      paths: spread(firstIds, DISTINCT, (x, i) => {
        const market = markets[i % markets.length];
        const sort = SORTS[i % SORTS.length];
        return i % 3 === 0
          ? list({ market, lowestPrice: { $lte: 20 + (i % 400) } }, '&sort=-computedRating&limit=6')
          : i % 3 === 1
            ? `/api/products/count?where=${enc(JSON.stringify({ market, lowestPrice: { $lte: 20 + (i % 400) } }))}`
            : list({ market }, `&sort=${sort}&limit=10&after=${x.id}`);
      }),
    },
    {
      name: 'search in a market',
      kind: 'search',
      paths: marketSearches,
    },
    {
      name: 'search in a market, whole summaries (no select)',
      kind: 'search',
      paths: marketSearches.map(wholeSummaries),
      informational: true,
    },
    {
      name: 'search across markets',
      kind: 'search',
      paths: spread(terms, DISTINCT, (t) => search(t)),
    },
    {
      name: 'suggestions',
      kind: 'search',
      paths: spread(
        prefixes,
        DISTINCT,
        (p, i, round) => `/api/search/suggestions?q=${enc(p)}&market=${marketOf(i, round)}`,
      ),
    },
    {
      name: 'all products, page 1 (cursor)',
      kind: 'deep',
      paths: spread(firstIds, DISTINCT, (x, i) =>
        i === 0 ? '/api/products?limit=10' : `/api/products?limit=10&after=${x.id}`,
      ),
    },
    {
      name: 'all products, page 2,000 (cursor)',
      kind: 'deep',
      paths: ordered.slice(0, DISTINCT).map((x) => `/api/products?limit=10&after=${x.id}`),
    },
    {
      name: 'all products, page 2,000 (skip, old way)',
      kind: 'deep',
      informational: true,
      paths: spread(ordered, DISTINCT, (_, i) => `/api/products?limit=10&skip=${DEEP_OFFSET + i}`),
    },
  ];
}
