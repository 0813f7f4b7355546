import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../src/db/migrate.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { snapshotFile, templateDb, adminUrl } from './db-names.ts';

/**
 * Runs once per test run: prepares a migrated database that every test file copies.
 * PGlite: a gzipped data-dir snapshot. PostgreSQL (DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}`;
  project.provide('dbRunId', runId);
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb(runId)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDb(runId)}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${templateDb(runId)}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      const { rows } = await c.query(
        `SELECT datname FROM pg_database WHERE datname LIKE $2 OR datname = $1`,
        [templateDb(runId), `jaunt_t_${runId}_%`],
      );
      for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await c.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzle(client), { migrationsFolder });
  const blob = await client.dumpDataDir('gzip');
  await client.close();
  const file = snapshotFile(runId);
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(`${file.pathname}.part`, Buffer.from(await blob.arrayBuffer()));
  renameSync(`${file.pathname}.part`, file);
  return async () => {
    const { rmSync } = await import('node:fs');
    rmSync(file, { force: true });
  };
}
