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
  const runId = inject('dbRunId');
  if (process.env.DATABASE_URL) {
    const name = `jaunt_t_${runId}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb(runId)}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    // The database is force-dropped on close: connections still closing then report 57P01.
    const database = await openDatabase({
      url: url.toString(),
      poolSize: 10,
      onIdleError: () => {},
    });
    return {
      ...database,
      async close() {
        await database.close();
        const c = new pg.Client({ connectionString: adminUrl() });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(snapshotFile(runId))]);
  return openDatabase({ loadDataDir: snapshot });
}
