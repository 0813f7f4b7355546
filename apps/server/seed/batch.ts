import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../src/db/client.ts';

/** PostgreSQL allows 65535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/** Inserts rows in as few statements as the parameter limit allows. */
export async function insertMany<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = Math.max(...rows.slice(0, 20).map((r) => Object.keys(r).length), 1);
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
