import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { rowsOf } from '../modules/catalog/catalog.repo.ts';
import { openDatabase } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';

const journalFile = (folder: string) => join(folder, 'meta/_journal.json');
const earlier = mkdtempSync(join(tmpdir(), 'jaunt-migrations-'));
afterAll(() => rmSync(earlier, { recursive: true, force: true }));

test('a database migrated before the newest migration gets it at the next start', async () => {
  const journal = JSON.parse(readFileSync(journalFile(migrationsFolder), 'utf8')) as {
    entries: { tag: string }[];
  };
  // The migrations as they were before the newest one.
  cpSync(migrationsFolder, earlier, { recursive: true });
  writeFileSync(
    journalFile(earlier),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
  );
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migratePglite(database.db as never, { migrationsFolder: earlier });
    await migrate(database);
    // The migrator applies a migration only when it is dated after the last one applied.
    const [{ applied }] = rowsOf<{ applied: number }>(
      await database.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      ),
    );
    expect(applied).toBe(journal.entries.length);
  } finally {
    await database.close();
  }
});
