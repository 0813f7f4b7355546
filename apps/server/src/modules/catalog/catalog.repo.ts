import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductPageTexts } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { categories, products, variants } from '../../db/schema/index.ts';
import type {
  ProductDetailRow,
  ProductJoinRow,
  PublicVariantRow,
  SummarySources,
} from './product-presenter.ts';
import { pageTextsSql, toPageTexts } from './product-details.repo.ts';
import { keptStatement } from '../../db/kept-statements.ts';

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

export const categoryRef = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  parentCategoryId: categories.parentCategoryId,
  parentCategoryName: categories.parentCategoryName,
};

const {
  description,
  metaDescription,
  hours,
  availability: _availability,
  companyId: _companyId,
  created: _created,
  ...summaryColumns
} = getTableColumns(products);
/** Only what the presenters read: lists skip the long texts of the product page. */
export { summaryColumns };

/**
 * The columns a list of summaries reads: every summary column and the category, or only what
 * `read` names (a `select`). Typed as the whole row: with `read`, the presenter reads no other
 * column (its fields' own), and `c` is null unless the category is read.
 */
export function summarySelection(read: SummarySources | null) {
  const all = { p: summaryColumns, c: categoryRef };
  if (!read) return all;
  const p = Object.fromEntries(read.columns.map((k) => [k, summaryColumns[k]]));
  return { p, c: read.category ? categoryRef : sql<null>`null` } as unknown as typeof all;
}
const detailColumns = { ...summaryColumns, description, metaDescription, hours };
const { meta: _meta, ...variantColumns } = getTableColumns(variants);

/** `json_build_object('key', column, ...)` of the columns, keyed as Drizzle names them. */
function jsonObject(columns: Record<string, AnyPgColumn>): SQL {
  const pairs = Object.entries(columns).map(([key, c]) => sql`${sql.raw(`'${key}'`)}, ${c}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A variant as `json_build_object` gives it: its timestamp is text. */
type VariantJson = Omit<PublicVariantRow, 'experienceDate'> & { experienceDate: string | null };

/** Every variant of the row's product in page order, as one JSON array (private and inactive too). */
const variantsJson = sql<VariantJson[]>`(select coalesce(json_agg(${jsonObject(variantColumns)}
  order by ${variants.position}, ${variants.id}), '[]') from ${variants}
  where ${variants.productId} = ${products.id})`;

/** A product page's data: the product, its category, every variant, its texts and star counts. */
export interface ProductPageRow extends ProductJoinRow<ProductDetailRow> {
  variants: PublicVariantRow[];
  texts: ProductPageTexts;
}

/**
 * Kept prepared per database and lookup column (keptStatement): the hot product-page reads
 * skip Drizzle's SQL building and PostgreSQL's parse and plan on every request, and a product
 * page is one statement (one round trip): the product row with its variants and texts beside it.
 */
const LOOKUP_COLUMNS = { id: products.id, sku: products.sku, slug: products.slug };
type LookupColumn = keyof typeof LOOKUP_COLUMNS;

const productBy = (db: Db, by: LookupColumn) =>
  keptStatement(db, `product_by_${by}`, () =>
    db
      .select({ p: detailColumns, c: categoryRef })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(LOOKUP_COLUMNS[by], sql.placeholder('value')))
      .limit(1)
      .prepare(`product_by_${LOOKUP_COLUMNS[by].name}`),
  );

const productPageBy = (db: Db, by: LookupColumn) =>
  keptStatement(db, `product_page_by_${by}`, () =>
    db
      .select({ p: detailColumns, c: categoryRef, variants: variantsJson, texts: pageTextsSql })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(LOOKUP_COLUMNS[by], sql.placeholder('value')))
      .limit(1)
      .prepare(`product_page_by_${LOOKUP_COLUMNS[by].name}`),
  );

const variantsOfProduct = (db: Db) =>
  keptStatement(db, 'variants_of_product', () =>
    db
      .select(variantColumns)
      .from(variants)
      .where(eq(variants.productId, sql.placeholder('productId')))
      .orderBy(asc(variants.position), asc(variants.id))
      .prepare('variants_of_product'),
  );

export async function findProduct(
  db: Db,
  by: LookupColumn,
  value: string,
): Promise<ProductJoinRow<ProductDetailRow> | null> {
  if (by === 'id' && !UUID.test(value)) return null;
  const [row] = await productBy(db, by).execute({ value });
  return row ?? null;
}

/** A product page's data in one round trip (null when no product has that id, sku or slug). */
export async function findProductPage(
  db: Db,
  by: LookupColumn,
  value: string,
): Promise<ProductPageRow | null> {
  if (by === 'id' && !UUID.test(value)) return null;
  const [row] = await productPageBy(db, by).execute({ value });
  if (!row) return null;
  return {
    p: row.p,
    c: row.c,
    variants: row.variants.map((v) => ({
      ...v,
      experienceDate: v.experienceDate === null ? null : new Date(v.experienceDate),
    })),
    texts: toPageTexts(row.texts),
  };
}

export function variantsOf(db: Db, productId: string): Promise<PublicVariantRow[]> {
  return variantsOfProduct(db).execute({ productId });
}

/** Up to `limit` other active products of the same business, best rated first. */
export function relatedProducts(db: Db, businessId: string, excludeId: string, limit: number) {
  return db
    .select({ p: summaryColumns, c: categoryRef })
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
