import type { Db } from '../../db/client.ts';
import { mailingSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof mailingSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof mailingSubscriptions.$inferInsert, 'id' | 'created'>;

/** Inserts or updates the subscription of an email address (one row per address). */
export async function upsertSubscription(db: Db, values: SubscriptionValues) {
  const { emailAddress: _key, ...changes } = values;
  const [row] = await db
    .insert(mailingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: mailingSubscriptions.emailAddress, set: changes })
    .returning();
  return row!;
}
