import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, mailingSubscriptions, users } from '../../db/schema/index.ts';
import type { UserRow } from './users.presenter.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Inserts a user; undefined when the email is already taken. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export function listUsersByRole(db: Db, role: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, role)).orderBy(asc(users.email));
}

export function listUsersByEmails(db: Db, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.email, emails)).orderBy(asc(users.email));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A business by its uuid or its public business code. */
export async function findBusiness(db: Db, id: string) {
  const [row] = await db
    .select({ id: businesses.id, userId: businesses.userId, staff: businesses.staff })
    .from(businesses)
    .where(
      UUID.test(id)
        ? or(eq(businesses.id, id), eq(businesses.businessId, id))
        : eq(businesses.businessId, id),
    )
    .limit(1);
  return row;
}

/** Adds the address to the mailing list once (a second sign-up keeps the first row). */
export async function subscribeToMailingList(
  db: Db,
  sub: { email: string; firstName: string; lastName: string; market: string; partner: boolean },
): Promise<void> {
  await db
    .insert(mailingSubscriptions)
    .values({
      emailAddress: sub.email,
      mergeFields: { FNAME: sub.firstName, LNAME: sub.lastName, MARKET: sub.market },
      tags: ['signup'],
      partner: sub.partner,
      marketing: true,
    })
    .onConflictDoNothing({ target: mailingSubscriptions.emailAddress });
}
