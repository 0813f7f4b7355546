import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/errors.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessInsert = typeof businesses.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A business by its uuid or its public business code. */
export async function findBusiness(db: Db, id: string): Promise<BusinessRow | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(
      UUID.test(id)
        ? or(eq(businesses.id, id), eq(businesses.businessId, id))
        : eq(businesses.businessId, id),
    )
    .limit(1);
  return row;
}

/** The businesses a user owns (oldest first). */
export function businessesOfOwner(db: Db, userId: string): Promise<BusinessRow[]> {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.userId, userId))
    .orderBy(asc(businesses.created));
}

/** The business a partner-staff member works for (listed by email in `staff`). */
export async function businessOfStaff(db: Db, email: string): Promise<BusinessRow | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(sql`${businesses.staff} @> ${JSON.stringify([{ email }])}::jsonb`)
    .orderBy(asc(businesses.created))
    .limit(1);
  return row;
}

export function businessesInMarket(db: Db, market: string): Promise<BusinessRow[]> {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.market, market))
    .orderBy(asc(businesses.name));
}

export async function insertBusiness(db: Db, values: BusinessInsert): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row;
}

export async function updateBusiness(
  db: Db,
  id: string,
  values: Partial<BusinessInsert>,
): Promise<BusinessRow> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updated: new Date() })
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

/** Merges keys into the business's provider-account record (jsonb `stripe`). */
export async function mergeAccountRecord(
  db: Db,
  id: string,
  patch: Record<string, unknown>,
): Promise<BusinessRow> {
  const [row] = await db
    .update(businesses)
    .set({
      stripe: sql`${businesses.stripe} || ${JSON.stringify(patch)}::jsonb`,
      updated: new Date(),
    })
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

export async function findBusinessByAccount(db: Db, account: string) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(sql`${businesses.stripe}->>'account' = ${account}`)
    .limit(1);
  return row;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Ends onboarding once: true only for the call that flipped it (concurrent finishes send one mail). */
export async function endOnboarding(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ onBoarding: false, enteredBankingInfo: true, updated: new Date() })
    .where(and(eq(users.id, userId), eq(users.onBoarding, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setEnteredBankingInfo(db: Db | Tx, userId: string) {
  await db
    .update(users)
    .set({ enteredBankingInfo: true, updated: new Date() })
    .where(eq(users.id, userId));
}

export function adminEmails(db: Db): Promise<{ email: string }[]> {
  return db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
}

/** The next public business code: B + 5 digits, one above the highest. */
/**
 * Runs `insert` with the next free business code, again with the next one when another writer
 * took that code between the read and the insert (two sign-ups or admins at once).
 */
export async function withNextBusinessCode<T>(
  db: Db,
  insert: (code: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(await nextBusinessCode(db));
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 20) throw e;
    }
  }
}

async function nextBusinessCode(db: Db): Promise<string> {
  const [row] = await db
    .select({
      max: sql<number>`coalesce(max(nullif(regexp_replace(${businesses.businessId}, '\\D', '', 'g'), '')::int), 0)`,
    })
    .from(businesses);
  return `B${String(Number(row?.max ?? 0) + 1).padStart(5, '0')}`;
}
