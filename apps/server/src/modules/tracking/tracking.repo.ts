import type { Db } from '../../db/client.ts';
import { clickEvents, searchLogs } from '../../db/schema/index.ts';

export async function insertClickEvent(db: Db, values: typeof clickEvents.$inferInsert) {
  const [row] = await db.insert(clickEvents).values(values).returning({ id: clickEvents.id });
  return row;
}

export async function insertSearchLog(db: Db, values: typeof searchLogs.$inferInsert) {
  const [row] = await db.insert(searchLogs).values(values).returning({ id: searchLogs.id });
  return row;
}
