import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { escapeLike } from '../catalog/product-query.ts';
import type { AnyRow, Resource } from './resource.ts';

export interface ListOptions {
  q?: string;
  sort?: string;
  dir: 'asc' | 'desc';
  skip: number;
  limit: number;
}

function filterOf(r: Resource, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(...r.search.map((c) => ilike(c, like)));
}

/** A page of rows in the requested order (unknown sort fields fall back to the default). */
export async function listRows(db: Db, r: Resource, o: ListOptions) {
  const where = filterOf(r, o.q);
  const sortCol = (o.sort && r.sort[o.sort]) || Object.values(r.sort)[0]!;
  const order = o.dir === 'desc' ? desc(sortCol) : asc(sortCol);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(r.table).where(where).orderBy(order, asc(r.id)).limit(o.limit).offset(o.skip),
    db.select({ total: count() }).from(r.table).where(where),
  ]);
  return { rows: rows as AnyRow[], total };
}

/** The row, locked for the rest of the transaction. */
export async function findForUpdate(tx: Tx, r: Resource, id: string): Promise<AnyRow | null> {
  const [row] = await tx.select().from(r.table).where(eq(r.id, id)).limit(1).for('update');
  return (row as AnyRow | undefined) ?? null;
}

export async function insertRow(tx: Tx, r: Resource, values: Record<string, unknown>) {
  const [row] = await tx.insert(r.table).values(values).returning();
  return row as AnyRow;
}

export async function updateRow(tx: Tx, r: Resource, id: string, values: Record<string, unknown>) {
  const [row] = await tx.update(r.table).set(values).where(eq(r.id, id)).returning();
  return row as AnyRow;
}

export async function deleteRow(tx: Tx, r: Resource, id: string) {
  await tx.delete(r.table).where(eq(r.id, id));
}

/** The unique field whose value another row already has, if any. */
export async function findClash(
  tx: Tx,
  r: Resource,
  values: Record<string, unknown>,
  exceptId: string | null,
) {
  for (const u of r.unique ?? []) {
    const v = values[u.field];
    if (v === undefined) continue;
    const [hit] = await tx
      .select({ id: r.id })
      .from(r.table)
      .where(and(eq(u.column, v), exceptId ? ne(r.id, exceptId) : undefined))
      .limit(1);
    if (hit) return u;
  }
  return null;
}
