import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle, sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: Db,
  s: { tokenHash: string; userId: string; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<string> {
  const [row] = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return row.id;
}

/** The user of a live (not revoked, not expired) session. */
export async function findSessionUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function readThrottle(db: Db, key: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  return row;
}

/**
 * Counts one more failure atomically (safe with several processes) and stores the lockout
 * date the caller computed from the new count. Returns the new count.
 */
export async function recordFailure(
  db: Db,
  key: string,
  nextFor: (failures: number) => Date | null,
  windowMs?: number,
): Promise<{ failures: number; nextValidRequestDate: Date | null }> {
  const stale = windowMs
    ? sql`${loginThrottle.updated} < ${new Date(Date.now() - windowMs).toISOString()}::timestamptz`
    : sql`false`;
  return db.transaction(async (tx) => {
    const [{ failures }] = await tx
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          // A counter idle for longer than the window starts again.
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          updated: new Date(),
        },
      })
      .returning({ failures: loginThrottle.failures });
    const nextValidRequestDate = nextFor(failures);
    await tx.update(loginThrottle).set({ nextValidRequestDate }).where(eq(loginThrottle.key, key));
    return { failures, nextValidRequestDate };
  });
}

export async function clearThrottle(db: Db, key: string | string[]): Promise<void> {
  const keys = Array.isArray(key) ? key : [key];
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

export function readThrottles(db: Db, keys: string[]) {
  return db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
}

function tokenColumns(kind: 'mail' | 'reset') {
  return kind === 'mail'
    ? {
        hash: users.mailConfirmationTokenHash,
        expires: users.mailConfirmationExpires,
        clear: { mailConfirmationTokenHash: null, mailConfirmationExpires: null },
      }
    : {
        hash: users.passwordResetTokenHash,
        expires: users.passwordResetExpires,
        clear: { passwordResetTokenHash: null, passwordResetExpires: null },
      };
}

/** The user holding a live (unexpired) mail-confirmation or password-reset token. */
export async function findUserByTokenHash(db: Db, kind: 'mail' | 'reset', tokenHash: string) {
  const c = tokenColumns(kind);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(c.hash, tokenHash), gt(c.expires, new Date())))
    .limit(1);
  return row;
}

/** Uses a live token once: clears it and applies `set` in one statement (undefined when none). */
export async function consumeUserToken(
  db: Db,
  kind: 'mail' | 'reset',
  tokenHash: string,
  set: Partial<typeof users.$inferInsert>,
) {
  const c = tokenColumns(kind);
  const [row] = await db
    .update(users)
    .set({ ...set, ...c.clear, updated: new Date() })
    .where(and(eq(c.hash, tokenHash), gt(c.expires, new Date())))
    .returning();
  return row;
}
