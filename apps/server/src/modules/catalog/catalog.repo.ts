import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PRICING_VARIES_CENTS } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { categories, products, variants } from '../../db/schema/index.ts';
import type { ProductJoinRow, VariantRow } from './product-presenter.ts';
import { escapeLike, type SortSpec } from './product-query.ts';

/** A resolved product filter: every value already validated and looked up. */
export interface ProductFilter {
  market?: string;
  city?: string;
  /** null = the named category does not exist (matches nothing). */
  categoryIds?: string[] | null;
  businessId?: string;
  active?: boolean;
  minCents?: number;
  maxCents?: number;
  nameContains?: string;
  skus?: string[];
  /** AND across keys, OR inside one key. */
  featureGroups?: Record<string, string[]>;
  tripadvisorLocationId?: string;
}

export interface Position {
  lat: number;
  lng: number;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const categoryRef = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  parentCategoryId: categories.parentCategoryId,
  parentCategoryName: categories.parentCategoryName,
};

/** Great-circle distance in metres from `pos` (earth radius 6371000 m). */
function distanceSql(pos: Position): SQL<number> {
  return sql<number>`(2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(${products.lat} - ${pos.lat}::float8) / 2), 2) +
    cos(radians(${pos.lat}::float8)) * cos(radians(${products.lat})) *
    power(sin(radians(${products.lng} - ${pos.lng}::float8) / 2), 2)))))`;
}

function whereSql(f: ProductFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.market !== undefined) c.push(eq(products.market, f.market));
  if (f.city !== undefined) c.push(eq(products.city, f.city));
  if (f.categoryIds === null) c.push(sql`false`);
  else if (f.categoryIds) c.push(inArray(products.categoryId, f.categoryIds));
  if (f.businessId !== undefined) c.push(eq(products.businessId, f.businessId));
  if (f.active !== undefined) c.push(eq(products.active, f.active));
  if (f.minCents !== undefined) c.push(gte(products.lowestPriceCents, f.minCents));
  if (f.maxCents !== undefined) c.push(lte(products.lowestPriceCents, f.maxCents));
  if (f.nameContains) {
    c.push(ilike(products.nameLower, `%${escapeLike(f.nameContains.toLowerCase())}%`));
  }
  if (f.skus) c.push(f.skus.length ? inArray(products.sku, f.skus) : sql`false`);
  for (const [key, vals] of Object.entries(f.featureGroups ?? {})) {
    c.push(
      or(
        ...vals.map((val) => sql`${products.features} @> ${JSON.stringify([{ key, val }])}::jsonb`),
      ),
    );
  }
  if (f.tripadvisorLocationId !== undefined) {
    c.push(eq(products.tripadvisorLocationId, f.tripadvisorLocationId));
  }
  return and(...c);
}

function orderSql(sort: SortSpec, pos: Position | null): SQL[] {
  const dir = sort.desc ? desc : asc;
  const column = {
    name: products.nameLower,
    lowestPrice: products.lowestPriceCents,
    computedRating: products.computedRating,
    reviewCount: products.reviewCount,
    updated: products.updated,
    created: products.created,
    sku: products.sku,
  } as const;
  const primary =
    sort.field === 'distance'
      ? sql`${distanceSql(pos!)} ${sql.raw(sort.desc ? 'desc' : 'asc')} nulls last`
      : dir(column[sort.field]);
  return [primary, asc(products.id)];
}

export async function listProducts(
  db: Db,
  f: ProductFilter,
  opts: { sort: SortSpec; skip: number; limit: number; pos: Position | null },
): Promise<ProductJoinRow[]> {
  const { pos } = opts;
  return db
    .select({
      p: products,
      c: categoryRef,
      ...(pos ? { distance: distanceSql(pos) } : {}),
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(whereSql(f))
    .orderBy(...orderSql(opts.sort, pos))
    .limit(opts.limit)
    .offset(opts.skip);
}

export async function countProducts(db: Db, f: ProductFilter) {
  const priced = sql`${products.lowestPriceCents} > 0 and ${products.lowestPriceCents} < ${PRICING_VARIES_CENTS}`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      minCents: sql<number | null>`min(${products.lowestPriceCents}) filter (where ${priced})`,
      maxCents: sql<number | null>`max(${products.lowestPriceCents}) filter (where ${priced})`,
    })
    .from(products)
    .where(whereSql(f));
  return row;
}

export async function findProduct(
  db: Db,
  by: 'id' | 'sku' | 'slug',
  value: string,
): Promise<ProductJoinRow | null> {
  if (by === 'id' && !UUID.test(value)) return null;
  const column = { id: products.id, sku: products.sku, slug: products.slug }[by];
  const [row] = await db
    .select({ p: products, c: categoryRef })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(column, value))
    .limit(1);
  return row ?? null;
}

export function variantsOf(db: Db, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
}

/** Up to `limit` other active products of the same business, best rated first. */
export function relatedProducts(db: Db, businessId: string, excludeId: string, limit: number) {
  return db
    .select({ p: products, c: categoryRef })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.active, true),
        ne(products.id, excludeId),
      ),
    )
    .orderBy(desc(products.computedRating), asc(products.id))
    .limit(limit);
}

/** Ids of the category named by slug or id (empty when unknown). */
export async function categoryIdsBySlugOrId(db: Db, value: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      UUID.test(value)
        ? or(eq(categories.id, value), eq(categories.slug, value))
        : eq(categories.slug, value),
    );
  return rows.map((r) => r.id);
}

/** A parent category (slug or id) and all its sub-categories' ids (empty when unknown). */
export async function categoryTreeIds(db: Db, value: string): Promise<string[]> {
  const parents = await categoryIdsBySlugOrId(db, value);
  if (!parents.length) return [];
  const subs = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.parentCategoryId, parents));
  return [...parents, ...subs.map((s) => s.id)];
}

/** Rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
