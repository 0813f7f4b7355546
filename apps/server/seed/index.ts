import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import type { Db, Tx } from '../src/db/client.ts';
import { features } from '../src/db/schema/index.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { DEMO_BUSINESS_ID, seedBase } from './base.ts';
import { seedAvailability } from './availability.ts';
import { seedFareharborDemo } from './fareharbor.ts';
import { generateClicks, generateSearches } from './analytics.ts';
import { seedDemoActivity } from './demo.ts';
import { Rng } from './factories/index.ts';
import { ensureDemoImages } from './images.ts';
import { generateProducts } from './products.ts';

export { DEMO_BUSINESS_ID, DEMO_LOGINS, DEMO_PASSWORD } from './base.ts';

export interface SeedOptions {
  log?: (msg: string) => void;
  /** Where the generated images go (default: DATA_DIR from the environment). */
  dataDir?: string;
  /** Demo products to generate (default 352: 32 per market). */
  products?: number;
}

export const DEMO_PRODUCT_COUNT = 352;

/** Serialises concurrent seeders (several app processes starting at once). */
const SEED_LOCK = 7_311_001;

/** True when the database already has at least one market. */
export async function hasMarkets(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(features)
    .where(eq(features.key, 'Market'))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo catalogue and accounts when the database has no markets yet; returns
 * whether it did. Always makes sure the generated images exist in DATA_DIR.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const storage = createLocalStorage(opts.dataDir ?? loadConfig().dataDir);
  if (await ensureDemoImages(storage)) log('demo images written');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasMarkets(tx)) return false;
    log('seeding the demo catalogue...');
    const base = await seedBase(tx, new Rng(1));
    await generateProducts(tx, {
      count: opts.products ?? DEMO_PRODUCT_COUNT,
      rng: new Rng(2),
      categories: base.categories,
      businesses: base.businesses,
      tripadvisorShare: 0.12,
      ownBusiness: { businessId: DEMO_BUSINESS_ID, market: 'GTA', share: 0.35 },
    });
    await seedDemoActivity(tx, new Rng(3), base.accounts.user, DEMO_BUSINESS_ID);
    await seedAvailability(tx, new Rng(4));
    await seedFareharborDemo(tx, base.categories);
    // Some outbound clicks and searches, so the analytics dashboards have something to show.
    await generateClicks(tx, { count: 3000, batchSize: 1000, rng: new Rng(5) });
    await generateSearches(tx, { count: 500, batchSize: 500, rng: new Rng(6) });
    log(`demo catalogue seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}
