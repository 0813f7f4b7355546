import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewTitles } from '../../db/schema/index.ts';

export type ReviewTitleRow = typeof reviewTitles.$inferSelect;

export function listTitles(db: Db, onlyActive: boolean) {
  return db
    .select()
    .from(reviewTitles)
    .where(onlyActive ? eq(reviewTitles.active, true) : undefined)
    .orderBy(asc(reviewTitles.number), asc(reviewTitles.title));
}

export async function insertTitle(db: Db, values: typeof reviewTitles.$inferInsert) {
  const [row] = await db.insert(reviewTitles).values(values).returning();
  return row!;
}

export async function updateTitle(db: Db, id: string, values: Partial<ReviewTitleRow>) {
  const [row] = await db
    .update(reviewTitles)
    .set(values)
    .where(eq(reviewTitles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTitle(db: Db, id: string) {
  const rows = await db.delete(reviewTitles).where(eq(reviewTitles.id, id)).returning();
  return rows.length > 0;
}
