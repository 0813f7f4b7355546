import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { SNAPSHOT_FILE, TEMPLATE_DB, adminUrl } from './db-names.ts';

/**
 * Runs once per test run: prepares a migrated database that every test file copies.
 * PGlite: a gzipped data-dir snapshot. PostgreSQL (DATABASE_URL): a template database.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      const { rows } = await c.query(
        `SELECT datname FROM pg_database WHERE datname LIKE 'jaunt_t_%' OR datname = $1`,
        [TEMPLATE_DB],
      );
      for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await c.end();
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migratePglite(drizzle(client), { migrationsFolder });
  const blob = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(new URL('.', SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await blob.arrayBuffer()));
}
