import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';

/** Outgoing mails, newest first, with the total count. */
export async function listOutbox(db: Db, limit: number, skip: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: emails.id,
        to: emails.to,
        subject: emails.subject,
        kind: emails.kind,
        link: emails.link,
        status: emails.status,
        created: emails.created,
      })
      .from(emails)
      .orderBy(desc(emails.created), desc(emails.id))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(emails),
  ]);
  return { rows, total };
}
