import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { products } from '../src/db/schema/index.ts';
import { loadBase, seedBase } from '../seed/base.ts';
import { hasMarkets } from '../seed/index.ts';
import { Rng } from '../seed/factories/index.ts';
import { generateProducts } from '../seed/products.ts';
import { formatElapsed, progressBar } from '../seed/progress.ts';

export const BENCH_DB = 'jaunt_bench';

/** A fresh `jaunt_bench` database on DATABASE_URL's server (or the kept one with --reuse). */
export async function openBenchDatabase(
  databaseUrl: string,
  opts: { products: number; reuse: boolean },
): Promise<Database> {
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB]))
    .rowCount;
  if (!opts.reuse || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  }
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${BENCH_DB}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await migrate(database);
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n >= opts.products) {
    console.log(`Reusing ${BENCH_DB} with ${n} products.`);
    return database;
  }
  console.log(`Seeding ${opts.products - n} products into ${BENCH_DB}...`);
  const db = database.db;
  if (!(await hasMarkets(db))) await db.transaction((tx) => seedBase(tx, new Rng(1)));
  const base = await loadBase(db);
  const bar = progressBar(opts.products - n);
  await generateProducts(db, {
    count: opts.products - n,
    rng: new Rng(1000),
    categories: base.categories,
    businesses: base.businesses,
    onProgress: (done) => bar.update(done),
  });
  console.log(`Seeded in ${formatElapsed(bar.finish())}`);
  await db.execute(sql`ANALYZE`);
  return database;
}
