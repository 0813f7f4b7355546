import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { UUID } from './catalog.repo.ts';

export type CategoryRow = typeof categories.$inferSelect;

const byName = [asc(categories.name), asc(categories.id)];

export function listCategories(db: Db, activeOnly: boolean): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(activeOnly ? eq(categories.active, true) : undefined)
    .orderBy(...byName);
}

/** A category by id or slug. */
export async function findCategory(db: Db, idOrSlug: string): Promise<CategoryRow | null> {
  const match: SQL | undefined = UUID.test(idOrSlug)
    ? or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))
    : eq(categories.slug, idOrSlug);
  const [row] = await db.select().from(categories).where(match).limit(1);
  return row ?? null;
}

export function subCategoriesOf(
  db: Db,
  parentIds: string[],
  activeOnly: boolean,
): Promise<CategoryRow[]> {
  if (!parentIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(categories)
    .where(
      and(
        inArray(categories.parentCategoryId, parentIds),
        activeOnly ? eq(categories.active, true) : undefined,
      ),
    )
    .orderBy(...byName);
}
