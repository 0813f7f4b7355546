import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, features, paymentMethods, products, settings } from '../../db/schema/index.ts';
import { rowsOf, UUID } from '../catalog/catalog.repo.ts';

export type FeatureRow = typeof features.$inferSelect;

export function listMarkets(db: Db, activeOnly: boolean): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(and(eq(features.key, 'Market'), activeOnly ? eq(features.active, true) : undefined))
    .orderBy(asc(features.market), asc(features.val));
}

/** The market whose val is `val`, whatever its case (null when no market has it). */
export async function marketVal(db: Db, val: string): Promise<string | null> {
  const [row] = await db
    .select({ val: features.val })
    .from(features)
    .where(and(eq(features.key, 'Market'), sql`lower(${features.val}) = lower(${val})`))
    .limit(1);
  return row?.val ?? null;
}

export async function findFeature(db: Db, id: string): Promise<FeatureRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(features).where(eq(features.id, id)).limit(1);
  return row ?? null;
}

export function citiesOf(db: Db, market: string, activeOnly: boolean): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(
      and(
        eq(features.key, 'City'),
        eq(features.market, market),
        activeOnly ? eq(features.active, true) : undefined,
      ),
    )
    .orderBy(asc(features.val));
}

/** Active products per city of a market. */
export function cityCounts(db: Db, market: string) {
  return db
    .select({ city: products.city, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.market, market), eq(products.active, true)))
    .groupBy(products.city);
}

/** Active products per category of a market. */
export function categoryCounts(db: Db, market: string) {
  return db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.market, market), eq(products.active, true)))
    .groupBy(products.categoryId);
}

/** Distinct tags (key, val) of a market's active products. */
export async function tagsOf(db: Db, market: string): Promise<{ key: string; val: string }[]> {
  const result = await db.execute(sql`
    select distinct t->>'key' as key, t->>'val' as val
    from ${products}, jsonb_array_elements(${products.features}) as t
    where ${products.market} = ${market} and ${products.active}
    order by 1, 2`);
  return rowsOf<{ key: string; val: string }>(result);
}

export async function settingValues(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function activeCountries(db: Db) {
  return db.select().from(countries).where(eq(countries.active, true)).orderBy(asc(countries.name));
}

export function activePaymentMethods(db: Db) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.name));
}
