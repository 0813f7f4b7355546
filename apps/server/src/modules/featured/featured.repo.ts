import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { featurePages } from '../../db/schema/index.ts';
import { UUID } from '../catalog/catalog.repo.ts';

export type FeaturePageRow = typeof featurePages.$inferSelect;

export function pagesOfMarket(db: Db, market: string, activeOnly: boolean) {
  return db
    .select()
    .from(featurePages)
    .where(
      and(eq(featurePages.market, market), activeOnly ? eq(featurePages.active, true) : undefined),
    )
    .orderBy(asc(featurePages.position), asc(featurePages.id));
}

/** A page by id, or by slug (within a market when given). */
export async function findPage(
  db: Db,
  idOrSlug: string,
  market: string | undefined,
): Promise<FeaturePageRow | null> {
  const bySlug = and(
    eq(featurePages.slug, idOrSlug),
    market ? eq(featurePages.market, market) : undefined,
  );
  const [row] = await db
    .select()
    .from(featurePages)
    .where(UUID.test(idOrSlug) ? or(eq(featurePages.id, idOrSlug), bySlug) : bySlug)
    .orderBy(asc(featurePages.position))
    .limit(1);
  return row ?? null;
}

export type FeaturePageInsert = typeof featurePages.$inferInsert;

/** Every page (staff list), by market then position. */
export function allPages(db: Db, market: string | undefined) {
  return db
    .select()
    .from(featurePages)
    .where(market ? eq(featurePages.market, market) : undefined)
    .orderBy(asc(featurePages.market), asc(featurePages.position), asc(featurePages.id));
}

export async function pageForUpdate(tx: Tx, id: string): Promise<FeaturePageRow | null> {
  const [row] = await tx.select().from(featurePages).where(eq(featurePages.id, id)).for('update');
  return row ?? null;
}

/** Another page of the market with this slug. */
export async function slugTaken(tx: Tx, market: string, slug: string, exceptId: string | null) {
  const [row] = await tx
    .select({ id: featurePages.id })
    .from(featurePages)
    .where(
      and(
        eq(featurePages.market, market),
        eq(featurePages.slug, slug),
        exceptId ? ne(featurePages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertPage(tx: Tx, values: FeaturePageInsert) {
  const [row] = await tx.insert(featurePages).values(values).returning();
  return row!;
}

export async function updatePage(tx: Tx, id: string, values: Partial<FeaturePageInsert>) {
  const [row] = await tx
    .update(featurePages)
    .set({ ...values, updated: new Date() })
    .where(eq(featurePages.id, id))
    .returning();
  return row!;
}

export async function deletePage(tx: Tx, id: string) {
  await tx.delete(featurePages).where(eq(featurePages.id, id));
}
