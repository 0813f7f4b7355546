/**
 * Product lists and counts (catalogue pages, staff tables, lists by sku): each shape of filter,
 * sort and page is built and prepared once (decision 027).
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { PRICING_VARIES_CENTS, type ProductSummary } from '@jaunt/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { keptStatement, preparedName, type KeptStatement } from '../../db/kept-statements.ts';
import { categories, EVERY_CATEGORY, productPriceCounts, products } from '../../db/schema/index.ts';
import { summarySelection, type Position, type ProductFilter } from './catalog.repo.ts';
import { summarySources, type ProductJoinRow } from './product-presenter.ts';
import { escapeLike, type SortSpec } from './product-query.ts';

/**
 * A list or count statement as it is being built: the key of its shape (which filters, which
 * sort, cursor or not) and the values of its placeholders. Statements of one shape are the same
 * SQL, so each shape is built and prepared once (`shapedStatement`) and only its values change.
 */
interface Shaping {
  key: string[];
  values: Record<string, unknown>;
  /**
   * A name pattern, feature or sku filter, or a price range that is not weighed (priceRead):
   * how many rows it keeps depends on its values, and a generic plan, not knowing them, guesses
   * a handful and picks the wrong index (a category list by rating read through the price index
   * and sorted: 1.4 ms instead of 0.1). Such a statement is kept built, but PostgreSQL plans it
   * with its values every time.
   */
  planWithValues?: boolean;
}

/** A placeholder named `name` holding `value`; `key` marks the shape. */
function put(s: Shaping, key: string, name: string, value: unknown) {
  s.key.push(key);
  s.values[name] = value;
  return sql.placeholder(name);
}

/** Great-circle distance in metres from `pos` (earth radius 6371000 m). */
function distanceSql(s: Shaping, pos: Position): SQL<number> {
  const lat = sql`${put(s, 'pos', 'lat', pos.lat)}::float8`;
  const lng = sql`${put(s, '', 'lng', pos.lng)}::float8`;
  return sql<number>`(2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(${products.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${products.lat})) *
    power(sin(radians(${products.lng} - ${lng}) / 2), 2)))))`;
}

/** Columns of a market, a category and a price: the products', or their tally's. */
interface ScopeColumns {
  market: AnyPgColumn;
  categoryId: AnyPgColumn;
  price: AnyPgColumn;
}

/**
 * How a list reads a price range. `bounds`: through the price index, the range's products read
 * and then sorted (a narrow range, or a list sorted by price, whose index gives the order too).
 * `filter`: the sort's index read in order, skipping the products outside the range (a broad
 * range: the first page is a few index entries away, however many products the range holds).
 */
type PriceRead = 'bounds' | 'filter';

/** The market, category (a non-empty list) and price range conditions of a filter. */
function scopeSql(
  s: Shaping,
  t: ScopeColumns,
  f: Pick<ProductFilter, 'market' | 'categoryIds' | 'minCents' | 'maxCents'>,
  price: PriceRead = 'bounds',
): (SQL | undefined)[] {
  const ids = f.categoryIds;
  // As a filter, each side of the range is an expression no index serves, and the two sides
  // differ, so PostgreSQL does not take them for one narrow range either: its plan, made once
  // without the values, then reads the sort's index instead of the price index.
  const [low, high] =
    price === 'bounds'
      ? [sql`${t.price}`, sql`${t.price}`]
      : [sql`(${t.price} + 0)`, sql`(${t.price} - 0)`];
  return [
    f.market !== undefined ? eq(t.market, put(s, 'm', 'market', f.market)) : undefined,
    !ids?.length
      ? undefined
      : ids.length === 1
        ? // One category: an equality, so its (market, category, sort) index gives the order.
          eq(t.categoryId, put(s, 'k', 'category', ids[0]))
        : sql`${t.categoryId} = any(${put(s, 'ks', 'categories', ids)}::uuid[])`,
    f.minCents !== undefined ? gte(low, put(s, `min${price}`, 'minCents', f.minCents)) : undefined,
    f.maxCents !== undefined ? lte(high, put(s, `max${price}`, 'maxCents', f.maxCents)) : undefined,
  ];
}

const PRODUCT_SCOPE: ScopeColumns = {
  market: products.market,
  categoryId: products.categoryId,
  price: products.lowestPriceCents,
};

/** The tally's columns; a filter of no category reads its "every category" rows. */
const TALLY_SCOPE: ScopeColumns = {
  market: productPriceCounts.market,
  categoryId: productPriceCounts.categoryId,
  price: productPriceCounts.priceCents,
};
const tallyScope = (f: ProductFilter) => ({
  ...f,
  categoryIds: f.categoryIds ?? [EVERY_CATEGORY],
});

function whereSql(s: Shaping, f: ProductFilter, price: PriceRead = 'bounds'): SQL | undefined {
  const c = scopeSql(s, PRODUCT_SCOPE, f, price);
  if (f.categoryIds === null || f.categoryIds?.length === 0 || f.skus?.length === 0) {
    s.key.push('none');
    c.push(sql`false`);
  }
  if (f.city !== undefined) c.push(eq(products.city, put(s, 'c', 'city', f.city)));
  if (f.businessId !== undefined) {
    c.push(eq(products.businessId, put(s, 'b', 'business', f.businessId)));
  }
  if (f.active !== undefined) {
    // A literal, so a generic plan can still use the indexes kept for active products only.
    s.key.push(`a${Number(f.active)}`);
    c.push(f.active ? sql`${products.active}` : sql`not ${products.active}`);
  }
  if (f.nameContains) {
    const pattern = `%${escapeLike(f.nameContains.toLowerCase())}%`;
    c.push(ilike(products.nameLower, put(s, 'n', 'name', pattern)));
  }
  if (f.skus?.length) c.push(sql`${products.sku} = any(${put(s, 's', 'skus', f.skus)}::text[])`);
  Object.entries(f.featureGroups ?? {}).forEach(([key, vals], i) => {
    const tags = vals.map((val, j) => {
      const tag = put(s, j ? '' : `f${vals.length}`, `f${i}_${j}`, JSON.stringify([{ key, val }]));
      return sql`${products.features} @> ${tag}::jsonb`;
    });
    c.push(or(...tags));
  });
  if (f.tripadvisorLocationId !== undefined) {
    const id = put(s, 't', 'tripadvisor', f.tripadvisorLocationId);
    c.push(eq(products.tripadvisorLocationId, id));
  }
  // A weighed price range is read as `price` says; other price ranges, names, skus and
  // features are planned with their values.
  const { minCents, maxCents, nameContains, skus, featureGroups } = f;
  const unweighed = weighed(f) ? [] : [minCents, maxCents];
  s.planWithValues = [...unweighed, nameContains, skus, featureGroups].some((x) => x !== undefined);
  return and(...c);
}

const SORT_COLUMNS = {
  name: products.nameLower,
  lowestPrice: products.lowestPriceCents,
  computedRating: products.computedRating,
  reviewCount: products.reviewCount,
  updated: products.updated,
  created: products.created,
  sku: products.sku,
} as const;

/**
 * `sort_col <dir>, id <dir>`: the id tiebreaker follows the sort's direction, so each UI sort
 * is one range scan of its (market, sort_col, id) index (migration 0007) or, in one category,
 * of its (market, category, sort_col, id) index (0021), forwards or backwards.
 */
function orderSql(s: Shaping, sort: SortSpec, pos: Position | null): SQL[] {
  s.key.push(`${sort.desc ? '-' : ''}${sort.field}`);
  const dir = sort.desc ? desc : asc;
  if (sort.field === 'distance') {
    return [
      sql`${distanceSql(s, pos!)} ${sql.raw(sort.desc ? 'desc' : 'asc')} nulls last`,
      asc(products.id),
    ];
  }
  return [dir(SORT_COLUMNS[sort.field]), dir(products.id)];
}

/**
 * Keyset paging: rows after the product `afterId` in this sort, `(sort_col, id) > (its sort
 * value, its id)` (or `<` descending), read straight off the sort's index at any depth.
 */
function afterSql(s: Shaping, sort: SortSpec, afterId: string): SQL {
  const col = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
  const op = sql.raw(sort.desc ? '<' : '>');
  const after = put(s, 'after', 'after', afterId);
  return sql`(${col}, ${products.id}) ${op} (select ${col}, ${products.id} from ${products} where ${products.id} = ${after})`;
}

/** Whether a sort can be paged with an `after` cursor (every sort but distance). */
export const keysetSortable = (sort: SortSpec) => sort.field !== 'distance';

/** The statement of a shape: built and prepared once (keptStatement), then only executed. */
const shapedStatement = <T extends KeptStatement>(
  db: Db,
  kind: string,
  s: Shaping,
  build: () => T,
): T => keptStatement(db, `${kind}:${s.key.join(',')}`, build);

/** The name a shape's statement is prepared under, or '' (planned with its values each time). */
const statementName = (kind: string, s: Shaping) =>
  s.planWithValues ? '' : preparedName(kind, s.key.join(','));

/**
 * A LIMIT written into the statement's text: Drizzle binds a number, and a generic plan, not
 * knowing the page size, would guess a large share of the table and sort it. Drizzle writes
 * any SQL object it is given there as is (its type names only numbers and placeholders).
 */
const literalLimit = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

export async function listProducts(
  db: Db,
  f: ProductFilter,
  opts: {
    sort: SortSpec;
    skip: number;
    limit: number;
    pos: Position | null;
    /** Keyset cursor: the id of the last product of the previous page. */
    after?: string;
    /**
     * A list's `select`: only the columns these fields present are read (a product card's
     * fields are a third of a summary's bytes, and none of its JSON or array columns). The rows
     * then hold only those columns, and `c` is null unless `category` is among them.
     */
    fields?: readonly (keyof ProductSummary)[] | null;
  },
): Promise<ProductJoinRow[]> {
  const { pos } = opts;
  // The page size is part of the shape, and so is the first page: with an unknown LIMIT or
  // OFFSET a generic plan guesses a large share of the table and sorts it.
  const s: Shaping = { key: [`l${opts.limit}`, opts.skip ? 'skip' : ''], values: {} };
  if (opts.skip) s.values.skip = opts.skip;
  const where = whereSql(s, f, await priceRead(db, f, opts.sort, opts.limit + opts.skip));
  const after = opts.after ? afterSql(s, opts.sort, opts.after) : undefined;
  const order = orderSql(s, opts.sort, pos);
  const distance = pos ? distanceSql(s, pos) : sql<null>`null`;
  const read = opts.fields ? summarySources(opts.fields) : null;
  if (read) s.key.push(read.key);
  const statement = shapedStatement(db, 'list', s, () =>
    db
      .select({ ...summarySelection(read), distance })
      .from(products)
      // Without the category's columns PostgreSQL drops the join (categories.id is unique).
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(where, after))
      .orderBy(...order)
      .limit(literalLimit(opts.limit))
      .offset(opts.skip ? sql.placeholder('skip') : 0)
      .prepare(statementName('list', s)),
  );
  return statement.execute(s.values);
}

/**
 * How many products match, and their priced range. Active products filtered by no more than
 * market, category and price are counted from `product_price_counts` (a few hundred rows however
 * many products match: 40,000 in one market at 1,000,000 products); other filters count the
 * products themselves.
 */
export async function countProducts(db: Db, f: ProductFilter) {
  const [row] = await (tallied(f) ? countByPriceCounts(db, f) : countRows(db, f));
  return row;
}

/**
 * Whether `product_price_counts` counts this filter's products: active ones filtered by no more
 * than market, category and price.
 */
function tallied(f: ProductFilter): boolean {
  const { market: _m, categoryIds, active, minCents: _min, maxCents: _max, ...others } = f;
  return (
    active === true &&
    categoryIds !== null &&
    categoryIds?.length !== 0 &&
    Object.values(others).every((v) => v === undefined)
  );
}

/**
 * Whether a list's price range is weighed from the tally (priceRead): a tallied filter of one
 * category or none. Lists of several categories (a parent category's page) keep being planned
 * with their values: no index gives their order, and their plans made once measured no faster.
 */
const weighed = (f: ProductFilter) => tallied(f) && (f.categoryIds?.length ?? 0) <= 1;

/**
 * How a list reads its price range (decision 029). A weighed filter's range is counted first,
 * from `product_price_counts` (one index range over the scope's prices): read in the sort's
 * order, a page of `rows` passes about rows x total / matching products; read through the price
 * index, it reads and sorts all `matching`. The cheaper way is taken, and each is a statement
 * prepared and planned once (planning every list with its values cost PostgreSQL more than
 * running it). A list sorted by price reads its range through the price index, which gives the
 * order too.
 */
export async function priceRead(
  db: Db,
  f: ProductFilter,
  sort: SortSpec,
  rows: number,
): Promise<PriceRead> {
  const ranged = f.minCents !== undefined || f.maxCents !== undefined;
  if (!ranged || !weighed(f) || sort.field === 'lowestPrice' || sort.field === 'distance') {
    return 'bounds';
  }
  const [{ matching, total }] = await priceShare(db, f);
  return matching * matching > rows * total ? 'filter' : 'bounds';
}

/** How many active products of a filter's market and category are in its price range, of all. */
function priceShare(db: Db, f: ProductFilter) {
  const t = productPriceCounts;
  const s: Shaping = { key: [], values: {} };
  const { market, categoryIds, minCents, maxCents } = tallyScope(f);
  const scope = and(...scopeSql(s, TALLY_SCOPE, { market, categoryIds }));
  const range = and(...scopeSql(s, TALLY_SCOPE, { minCents, maxCents }));
  const statement = shapedStatement(db, 'price-share', s, () =>
    db
      .select({
        matching: sql<number>`coalesce(sum(${t.products}) filter (where ${range}), 0)::int`,
        total: sql<number>`coalesce(sum(${t.products}), 0)::int`,
      })
      .from(t)
      .where(scope)
      .prepare(statementName('price_share', s)),
  );
  return statement.execute(s.values) as Promise<{ matching: number; total: number }[]>;
}

/** Min and max of the priced ones (neither free nor "pricing varies") among `price`. */
const pricedRange = (price: AnyPgColumn, among: SQL = sql`true`) => {
  const priced = sql`${among} and ${price} > 0 and ${price} < ${sql.placeholder('varies')}`;
  return {
    minCents: sql<number | null>`min(${price}) filter (where ${priced})`,
    maxCents: sql<number | null>`max(${price}) filter (where ${priced})`,
  };
};

function countRows(db: Db, f: ProductFilter) {
  const s: Shaping = { key: [], values: { varies: PRICING_VARIES_CENTS } };
  const where = whereSql(s, f);
  const statement = shapedStatement(db, 'count', s, () =>
    db
      .select({ count: sql<number>`count(*)::int`, ...pricedRange(products.lowestPriceCents) })
      .from(products)
      .where(where)
      .prepare(statementName('count', s)),
  );
  return statement.execute(s.values) as Promise<CountRow[]>;
}

function countByPriceCounts(db: Db, f: ProductFilter) {
  const t = productPriceCounts;
  const s: Shaping = { key: [], values: { varies: PRICING_VARIES_CENTS } };
  const where = and(...scopeSql(s, TALLY_SCOPE, tallyScope(f)));
  const statement = shapedStatement(db, 'price-counts', s, () =>
    db
      .select({
        count: sql<number>`coalesce(sum(${t.products}), 0)::int`,
        ...pricedRange(t.priceCents, sql`${t.products} > 0`),
      })
      .from(t)
      .where(where)
      .prepare(statementName('price_counts', s)),
  );
  return statement.execute(s.values) as Promise<CountRow[]>;
}

type CountRow = { count: number; minCents: number | null; maxCents: number | null };
