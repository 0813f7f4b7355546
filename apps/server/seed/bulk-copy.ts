import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, Tx } from '../src/db/client.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';

/** Rows for one table of a bulk load. */
export interface CopyRows<T extends PgTable = PgTable> {
  table: T;
  rows: T['$inferInsert'][];
}

/** Every table's rows as CSV with its column list: what `COPY ... FROM` reads. */
function toCsv({ table, rows }: CopyRows): { columns: string; csv: string } {
  const all: Record<string, AnyPgColumn> = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k in all);
  for (const row of rows) {
    const n = Object.keys(row).filter((k) => k in all).length;
    if (n !== keys.length || keys.some((k) => !(k in row))) {
      throw new Error(`bulk copy into ${getTableName(table)}: every row needs the same columns`);
    }
  }
  const lines = rows.map((row) =>
    keys
      .map((k) => {
        const v = (row as Record<string, unknown>)[k];
        // Mapped only when present: a numeric column would map null to the text "null".
        return v === null || v === undefined ? '' : csvField(all[k].mapToDriverValue(v));
      })
      .join(','),
  );
  return {
    columns: keys.map((k) => `"${all[k].name}"`).join(', '),
    csv: lines.length ? `${lines.join('\n')}\n` : '',
  };
}

/** One CSV field of a value (NULL is the unquoted empty field): every text is quoted. */
function csvField(v: unknown): string {
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return v.toISOString();
  const text = Array.isArray(v)
    ? `{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : typeof v === 'string'
      ? v
      : JSON.stringify(v);
  return `"${text.replaceAll('"', '""')}"`;
}

const copySql = (table: PgTable, columns: string) => `COPY "${getTableName(table)}" (${columns})`;

type Conn = pg.Pool | pg.PoolClient | PGlite | PGliteTransaction;

/** Tables' rows made into what `COPY ... FROM` reads, ready to load (copyPrepared). */
export type PreparedCopy = { copy: string; csv: string }[];

/**
 * The CSV of each table's rows, in the order given. Apart from the load so that a caller can
 * make the next load's text while the one before it is still loading.
 */
export function prepareCopy(tables: CopyRows[]): PreparedCopy {
  return tables
    .filter((t) => t.rows.length)
    .map((t) => {
      const { columns, csv } = toCsv(t);
      return { copy: copySql(t.table, columns), csv };
    });
}

/**
 * Loads the tables' rows with `COPY ... FROM`, in the order given (parents before children), in
 * one transaction: the caller's when `db` is a transaction, else one of its own. PostgreSQL
 * reads STDIN through pg-copy-streams, PGlite reads a blob. Rows carry their own ids (nothing is
 * returned); a column left out of every row takes its default.
 */
export async function copyRows(db: Db | Tx, tables: CopyRows[]): Promise<void> {
  return copyPrepared(db, prepareCopy(tables));
}

/** Loads what prepareCopy made, as copyRows does. */
export async function copyPrepared(db: Db | Tx, loads: PreparedCopy): Promise<void> {
  // The driver's connection under Drizzle (its session's client: the pool or PGlite for a
  // database, the transaction's own connection for a transaction).
  const conn = (db as unknown as { session: { client: Conn } }).session.client;
  const copyEach = async (run: (sql: string, csv: string) => Promise<unknown>) => {
    for (const { copy, csv } of loads) await run(copy, csv);
  };
  if (conn instanceof pg.Pool) {
    const client = await conn.connect();
    try {
      await client.query('BEGIN');
      await copyEach((q, csv) => copyStdin(client, q, csv));
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  } else if (conn instanceof pg.Client) {
    await copyEach((q, csv) => copyStdin(conn, q, csv));
  } else if ('transaction' in conn) {
    await conn.transaction((tx) => copyEach((q, csv) => copyBlob(tx, q, csv)));
  } else {
    await copyEach((q, csv) => copyBlob(conn, q, csv));
  }
}

const copyStdin = (client: pg.PoolClient | pg.Client, copy: string, csv: string) =>
  pipeline(Readable.from([csv]), client.query(copyFrom(`${copy} FROM STDIN WITH (FORMAT csv)`)));

const copyBlob = (conn: PGlite | PGliteTransaction, copy: string, csv: string) =>
  conn.query(`${copy} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });

/**
 * Runs a large load in one transaction with the tables' secondary indexes dropped first and
 * built again at the end (constraint indexes stay: primary keys, unique columns): building an
 * index over a million rows at once is many times cheaper than keeping 30 of them up to date
 * row by row (a million products took over 12 minutes that way, most of it PostgreSQL updating
 * GIN indexes). All or nothing: a failure leaves the tables and indexes as they were. Other
 * sessions wait for the tables until it commits, so it is for seeding, not a live site.
 */
export async function withIndexesRebuilt<T>(
  db: Db,
  tables: PgTable[],
  load: (tx: Tx) => Promise<T>,
  onIndex?: (built: number, total: number) => void,
): Promise<T> {
  return db.transaction(async (tx) => {
    const names = tables.map((t) => getTableName(t));
    const indexes = rowsOf<{ name: string; def: string }>(
      await tx.execute(sql`
        select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in ${names}
          and not exists (select 1 from pg_constraint c where c.conindid =
            (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
        order by i.indexname`),
    );
    for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    const out = await load(tx);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const [k, i] of indexes.entries()) {
      onIndex?.(k, indexes.length);
      await tx.execute(sql.raw(i.def));
    }
    onIndex?.(indexes.length, indexes.length);
    return out;
  });
}
