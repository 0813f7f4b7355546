import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { snapshotFile, templateDb, adminUrl } from './db-names.ts';

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the snapshot, or
 * (with DATABASE_URL) a new PostgreSQL database copied from the migrated template.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresTestDatabase();
    // The database is force-dropped on close: connections still closing then report 57P01.
    const database = await openDatabase({ url: fresh.url, poolSize: 10, onIdleError: () => {} });
    return {
      ...database,
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const snapshot = new Blob([readFileSync(snapshotFile(inject('dbRunId')))]);
  return openDatabase({ loadDataDir: snapshot });
}

/** A new PostgreSQL database copied from the migrated template (DATABASE_URL's server). */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `jaunt_t_${inject('dbRunId')}_${randomBytes(6).toString('hex')}`;
  await asAdmin((c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb(inject('dbRunId'))}`),
  );
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await asAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Runs `fn` on a connection to the server's maintenance database. */
export async function asAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
