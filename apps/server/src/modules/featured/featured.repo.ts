import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
