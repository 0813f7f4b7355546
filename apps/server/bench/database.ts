import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { clickEvents, orders, products, searchLogs } from '../src/db/schema/index.ts';
import { seedBookings } from './bookings.ts';
import { generateClicks, generateOrders, generateSearches } from '../seed/analytics.ts';
import { loadBase, seedBase } from '../seed/base.ts';
import { hasMarkets } from '../seed/index.ts';
import { Rng } from '../seed/factories/index.ts';
import { generateProducts } from '../seed/products.ts';
import { formatElapsed, indexProgress, progressBar } from '../seed/progress.ts';

/** The comment that marks a database as the bench's own: the only kind it reuses or drops. */
export const BENCH_MARK = 'jaunt bench (created by npm run bench; safe to drop)';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(databaseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Databases on the server that carry the bench's mark, with their product counts unknown. */
async function markedDatabases(databaseUrl: string): Promise<string[]> {
  return admin(databaseUrl, async (c) => {
    const r = await c.query<{ datname: string }>(
      `select datname from pg_database
       where datname like 'jaunt\\_bench\\_%' and shobj_description(oid, 'pg_database') = $1
       order by datname`,
      [BENCH_MARK],
    );
    return r.rows.map((x) => x.datname);
  });
}

export interface BenchDatabase {
  name: string;
  url: string;
  database: Database;
  created: boolean;
  /** How many products it holds (a reused one may hold more than asked). */
  products: number;
}

/**
 * A database of the bench's own with at least `products` products: one it marked earlier (the
 * fullest that is big enough, or the one named), else a new `jaunt_bench_<random>`. It never
 * drops or writes to a database without its mark.
 */
export async function openBenchDatabase(
  databaseUrl: string,
  opts: {
    products: number;
    name?: string;
    clicks?: number;
    searches?: number;
    orders?: number;
    bookings?: number;
  },
): Promise<BenchDatabase> {
  const marked = await markedDatabases(databaseUrl);
  if (opts.name && !marked.includes(opts.name)) {
    throw new Error(`${opts.name} is not a database the bench created (no mark); not touching it`);
  }
  let name: string | undefined = opts.name;
  if (!name) {
    for (const candidate of marked) {
      const db = await openDatabase({ url: withDatabase(databaseUrl, candidate), poolSize: 1 });
      try {
        const [{ n }] = await db.db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .catch(() => [{ n: 0 }]);
        if (n >= opts.products && n < opts.products * 1.1) name = candidate;
      } finally {
        await db.close();
      }
      if (name) break;
    }
  }
  let created = false;
  if (!name) {
    name = `jaunt_bench_${randomBytes(4).toString('hex')}`;
    await admin(databaseUrl, async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      await c.query(`COMMENT ON DATABASE ${name} IS '${BENCH_MARK}'`);
    });
    created = true;
  }
  const url = withDatabase(databaseUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  await migrate(database);
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n < opts.products) {
    console.log(`Seeding ${opts.products - n} products into ${name}...`);
    const db = database.db;
    if (!(await hasMarkets(db))) await db.transaction((tx) => seedBase(tx, new Rng(1)));
    const base = await loadBase(db);
    const bar = progressBar(opts.products - n);
    await generateProducts(db, {
      count: opts.products - n,
      rng: new Rng(1000 + n),
      categories: base.categories,
      businesses: base.businesses,
      onProgress: (done) => bar.update(done),
      onIndex: indexProgress(),
      // Rated and reviewed as a real catalogue is (unrated, "top rated" would sort by id).
      reviews: true,
    });
    console.log(`Seeded in ${formatElapsed(bar.finish())}`);
  } else {
    console.log(`Using ${name} (${n} products, marked as the bench's own).`);
  }
  // The analytics volume: 1,000,000 clicks, 100,000 search logs and orders unless told.
  const volume = [
    ['clicks', clickEvents, generateClicks, opts.clicks ?? 1_000_000],
    ['search logs', searchLogs, generateSearches, opts.searches ?? 100_000],
    ['orders', orders, generateOrders, opts.orders ?? 100_000],
  ] as const;
  for (const [label, table, generate, want] of volume) {
    const [{ have }] = await database.db.select({ have: sql<number>`count(*)::int` }).from(table);
    if (have >= want) continue;
    console.log(`Seeding ${want - have} ${label} into ${name}...`);
    const bar = progressBar(want - have);
    await generate(database.db, {
      count: want - have,
      batchSize: 5000,
      rng: new Rng(2000 + have),
      onProgress: (done) => bar.update(done),
    });
    console.log(`Seeded in ${formatElapsed(bar.finish())}`);
  }
  await seedBookings(database.db, opts.bookings ?? 1_000_000);
  await database.db.execute(sql`VACUUM ANALYZE`);
  return { name, url, database, created, products: Math.max(n, opts.products) };
}

/** Drops a database only when it carries the bench's mark. */
export async function dropBenchDatabase(databaseUrl: string, name: string): Promise<void> {
  if (!(await markedDatabases(databaseUrl)).includes(name)) return;
  await admin(databaseUrl, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
}
