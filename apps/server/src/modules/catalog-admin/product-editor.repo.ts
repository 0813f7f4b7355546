import { and, asc, eq, inArray, max, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, categories, features, products, variants } from '../../db/schema/index.ts';
import { escapeLike } from '../catalog/product-query.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type VariantRow = typeof variants.$inferSelect;
export type VariantInsert = typeof variants.$inferInsert;
type Conn = Db | Tx;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findProductById(db: Conn, id: string): Promise<ProductRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

export async function findProductBySku(db: Conn, sku: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.sku, sku)).limit(1);
  return row ?? null;
}

export function variantRowsOf(db: Conn, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
}

export async function findVariant(db: Conn, id: string): Promise<VariantRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(variants).where(eq(variants.id, id)).limit(1);
  return row ?? null;
}

export async function categoryExists(db: Conn, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return !!row;
}

export async function skuTaken(db: Conn, sku: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function slugTaken(db: Conn, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** The markets (vals) that list a city as theirs: City tags with `market` set. */
export async function marketsOfCity(db: Conn, city: string): Promise<string[]> {
  const rows = await db
    .select({ market: features.market })
    .from(features)
    .where(and(eq(features.key, 'City'), sql`lower(${features.val}) = lower(${city})`));
  return rows.map((r) => r.market).filter(Boolean);
}

/** The default commission of a business (new variants of its products start with it). */
export async function businessCommission(db: Conn, businessId: string): Promise<number | null> {
  const [row] = await db
    .select({ commission: businesses.commission })
    .from(businesses)
    .where(eq(businesses.businessId, businessId))
    .limit(1);
  return row?.commission ?? null;
}

export function businessesOfMarket(db: Db, market: string) {
  return db
    .select({
      businessId: businesses.businessId,
      name: businesses.name,
      active: businesses.active,
      integration: sql<string | null>`${businesses.integration}->>'name'`,
    })
    .from(businesses)
    .where(sql`upper(${businesses.market}) = upper(${market})`)
    .orderBy(asc(businesses.name))
    .limit(2000);
}

/** A company is active while at least one of its products is. */
export async function syncBusinessActive(tx: Tx, businessId: string | null) {
  if (!businessId) return;
  await tx
    .update(businesses)
    .set({
      active: sql`exists (select 1 from ${products} where ${products.businessId} = ${businessId} and ${products.active})`,
      updated: new Date(),
    })
    .where(eq(businesses.businessId, businessId));
}

/**
 * The next `updated` stamp: now, at millisecond precision (what the API shows), and always
 * after the previous one, so a stale stamp never matches again.
 */
const nextStamp = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${products.updated} + interval '1 millisecond')`;

/** Updates the product only if its `updated` is still the one the editor loaded; null otherwise. */
export async function updateIfUnchanged(
  tx: Tx,
  id: string,
  loadedUpdated: Date,
  values: Partial<ProductInsert>,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updated: nextStamp })
    .where(
      and(
        eq(products.id, id),
        sql`date_trunc('milliseconds', ${products.updated}) = ${loadedUpdated.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function touchProduct(tx: Tx, id: string, values: Partial<ProductInsert>) {
  const [row] = await tx
    .update(products)
    .set({ ...values, updated: nextStamp })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

export async function insertProduct(tx: Tx, values: ProductInsert): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, updated: sql`date_trunc('milliseconds', clock_timestamp())` })
    .returning();
  return row;
}

export async function deleteVariantsExcept(tx: Tx, productId: string, keep: string[]) {
  await tx
    .delete(variants)
    .where(
      and(
        eq(variants.productId, productId),
        keep.length ? notInArray(variants.id, keep) : undefined,
      ),
    );
}

export async function upsertVariant(tx: Tx, id: string | undefined, values: VariantInsert) {
  if (id) {
    const [row] = await tx
      .update(variants)
      .set(values)
      .where(and(eq(variants.id, id), eq(variants.productId, values.productId)))
      .returning();
    return row ?? null;
  }
  const [row] = await tx.insert(variants).values(values).returning();
  return row;
}

/** The highest 4-digit experience sequence used under a product sku (-1 when none). */
export async function lastExperienceSeq(tx: Conn, productId: string, sku: string) {
  const [row] = await tx
    .select({ last: max(variants.experienceSku) })
    .from(variants)
    .where(
      and(
        eq(variants.productId, productId),
        sql`${variants.experienceSku} like ${`${escapeLike(sku)}%`}`,
      ),
    );
  const seq = row?.last ? Number(row.last.slice(sku.length)) : -1;
  return Number.isFinite(seq) ? seq : -1;
}

export async function deleteProductRow(tx: Tx, id: string) {
  const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return !!row;
}

export async function experienceSkusTaken(tx: Conn, skus: string[]): Promise<Set<string>> {
  if (!skus.length) return new Set();
  const rows = await tx
    .select({ s: variants.experienceSku })
    .from(variants)
    .where(inArray(variants.experienceSku, skus));
  return new Set(rows.map((r) => r.s));
}

export type StaffSort = 'sku' | 'name' | 'active' | 'updated';
const SORT_SQL: Record<StaffSort, SQL> = {
  sku: sql`p.sku`,
  name: sql`p.name_lower`,
  active: sql`p.active`,
  updated: sql`p.updated`,
};
/** The cursor value's type in SQL (the cursor carries it as text). */
const CAST: Record<StaffSort, string> = {
  sku: 'text',
  name: 'text',
  active: 'boolean',
  updated: 'timestamptz',
};

export interface StaffListRow {
  id: string;
  sku: string;
  name: string;
  active: boolean;
  updated: Date | string;
  market: string;
  api: string | null;
  business_id: string | null;
  lowest_price_cents: number;
  cursor_value: string;
}

/**
 * The staff product list: one market, a text filter on name or SKU, sorted with the id as
 * tiebreaker in the same direction, paged by keyset `(sort_col, id) >/< (cursor)`: each page is
 * a range scan of a (market, sort_col, id) index however deep the scroll (migration 0008).
 */
export async function staffList(
  db: Db,
  q: {
    market?: string;
    text?: string;
    sort: StaffSort;
    desc: boolean;
    after?: { value: string; id: string };
    limit: number;
  },
): Promise<StaffListRow[]> {
  const col = SORT_SQL[q.sort];
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const conds: SQL[] = [sql`true`];
  if (q.market) conds.push(sql`p.market = ${q.market}`);
  if (q.text) {
    const like = `%${escapeLike(q.text.toLowerCase())}%`;
    conds.push(sql`(p.name_lower like ${like} or lower(p.sku) like ${like})`);
  }
  if (q.after) {
    const op = sql.raw(q.desc ? '<' : '>');
    conds.push(
      sql`(${col}, p.id) ${op} (${q.after.value}::${sql.raw(CAST[q.sort])}, ${q.after.id}::uuid)`,
    );
  }
  const result = await db.execute(sql`
    select p.id, p.sku, p.name, p.active, p.updated, p.market, p.integration->>'name' as api,
      p.business_id, p.lowest_price_cents, ${col}::text as cursor_value
    from ${products} p
    where ${sql.join(conds, sql` and `)}
    order by ${col} ${dir}, p.id ${dir}
    limit ${q.limit}`);
  return (result as unknown as { rows: StaffListRow[] }).rows;
}
