import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthIdentities, oauthStates, users } from '../../db/schema/index.ts';

export async function saveOauthState(db: Db, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(row);
}

/** Takes a pending redirect out of the table (each state is usable once). */
export async function takeOauthState(db: Db, state: string, provider: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
    .returning();
  return row;
}

export async function deleteOauthStatesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.created, before));
}

export async function findUserByIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function linkIdentity(
  db: Db,
  provider: string,
  subject: string,
  userId: string,
): Promise<void> {
  await db.insert(oauthIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}
