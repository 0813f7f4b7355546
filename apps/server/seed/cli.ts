/**
 * npm run seed                      seed the demo catalogue if the database is empty
 * npm run seed -- --products 100000 seed the base if empty, then add that many generated products
 * npm run seed -- --clicks 1000000 --searches 100000 --orders 100000
 *                                   add generated click events, search logs and orders (analytics
 *                                   volume; seeds the demo first when the database is empty)
 * Options: --seed <n> (PRNG seed, default 1000), --batch <n> (products per transaction, max 1000).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { loadBase, seedBase } from './base.ts';
import { Rng } from './factories/index.ts';
import { ensureDemoImages } from './images.ts';
import { hasMarkets, seedIfEmpty } from './index.ts';
import { generateProducts } from './products.ts';
import { generateClicks, generateOrders, generateSearches } from './analytics.ts';
import { formatElapsed, indexProgress, progressBar } from './progress.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    clicks: { type: 'string' },
    searches: { type: 'string' },
    orders: { type: 'string' },
    seed: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '1000' },
  },
});
const int = (name: string, v: string | undefined, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new Error(`--${name} must be an integer 0-${max}`);
  return n;
};

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: 2,
});
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Seeding ${where}`);
try {
  await migrate(database);
  const db = database.db;
  const volume = { clicks: generateClicks, searches: generateSearches, orders: generateOrders };
  const asked = (Object.keys(volume) as (keyof typeof volume)[]).filter(
    (k) => values[k] !== undefined,
  );
  if (asked.length && values.products === undefined) {
    await seedIfEmpty(db, { dataDir: config.dataDir, log: (m) => console.log(m) });
  }
  if (values.products === undefined && !asked.length) {
    const seeded = await seedIfEmpty(db, { dataDir: config.dataDir, log: (m) => console.log(m) });
    if (!seeded) console.log('The database already has markets; nothing to do.');
  } else if (values.products !== undefined) {
    const count = int('products', values.products);
    const batchSize = int('batch', values.batch, 1000) || 1000;
    await ensureDemoImages(createLocalStorage(config.dataDir));
    if (!(await hasMarkets(db))) {
      await db.transaction((tx) => seedBase(tx, new Rng(1)));
      console.log('Seeded markets, categories, accounts and businesses.');
    }
    const base = await loadBase(db);
    const bar = progressBar(count);
    bar.update(0);
    await generateProducts(db, {
      count,
      batchSize,
      rng: new Rng(int('seed', values.seed)),
      categories: base.categories,
      businesses: base.businesses,
      onProgress: (done) => bar.update(done),
      onIndex: indexProgress(),
    });
    bar.finish();
    console.log(`Added ${count} products.`);
  }
  for (const kind of asked) {
    const count = int(kind, values[kind]);
    console.log(`Adding ${count} ${kind}`);
    const bar = progressBar(count);
    bar.update(0);
    await volume[kind](db, {
      count,
      batchSize: 5000,
      rng: new Rng(int('seed', values.seed) + kind.length),
      onProgress: (done) => bar.update(done),
    });
    const ms = bar.finish();
    console.log(`Added ${count} ${kind} in ${formatElapsed(ms)}.`);
  }
  console.log(`Elapsed ${formatElapsed(Date.now() - started)}`);
} finally {
  await database.close();
}
