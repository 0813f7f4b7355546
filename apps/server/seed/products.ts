import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/client.ts';
import {
  productDetails,
  products,
  productSearch,
  reviews,
  searchPostings,
  variants,
} from '../src/db/schema/index.ts';
import { copyPrepared, prepareCopy, withIndexesRebuilt } from './bulk-copy.ts';
import { CATEGORIES, type CategoryDef } from './content/categories.ts';
import { MARKETS } from './content/markets.ts';
import {
  buildProduct,
  buildReview,
  MOST_REVIEWS,
  REVIEWED_SHARE,
  productName,
  slugify,
  uniqueSlug,
  VARIANT_NAMES,
  type Business,
  type Category,
  type Rng,
  type VariantInput,
} from './factories/index.ts';

export interface GenerateOptions {
  count: number;
  rng: Rng;
  categories: Category[];
  businesses: Business[];
  /** Products per insert transaction. */
  batchSize?: number;
  /** Share of products with a third-party (Tripadvisor) location id. */
  tripadvisorShare?: number;
  /** Share of a market's products that go to the demo partner's business, if present. */
  ownBusiness?: { businessId: string; market: string; share: number };
  onProgress?: (done: number) => void;
  /** A large load's index building: `built` of `total` done. */
  onIndex?: (built: number, total: number) => void;
  /**
   * Reviews as the demo catalogue's (seedReviews): about two thirds of the products get 1-8,
   * loaded with them, and each product's rating and count say what its reviews say (the bench's
   * catalogue: with none, every product is unrated and "top rated" sorts by id).
   */
  reviews?: boolean;
}

/** 1-8 reviews of a product, or none, and the rating and count they give it (seedReviews' rule). */
function productReviews(rng: Rng, sku: string) {
  if (!rng.chance(REVIEWED_SHARE)) return { reviews: [], computedRating: 0, reviewCount: 0 };
  const reviews = Array.from({ length: rng.int(1, MOST_REVIEWS) }, () =>
    buildReview({ partnerId: sku }, rng),
  );
  const mean = reviews.reduce((a, r) => a + r.rating, 0) / reviews.length;
  return { reviews, computedRating: Math.round(mean * 10) / 10, reviewCount: reviews.length };
}

/** Where numbering continues: the highest sku number per sku prefix (market code), the taken slugs and location ids. */
async function loadTaken(db: Db | Tx) {
  const prefix = sql<string>`substring(${products.sku} from '^([A-Z]+)[0-9]+$')`;
  const rows = await db
    .select({
      prefix,
      n: sql<string>`max(substring(${products.sku} from '([0-9]+)$')::int)`,
    })
    .from(products)
    .groupBy(prefix);
  const seq = new Map(rows.map((r) => [r.prefix, Number(r.n)]));
  const slugRows = await db.select({ slug: products.slug }).from(products);
  return { seq, slugs: new Set(slugRows.map((r) => r.slug)) };
}

function variantInputs(rng: Rng, pricingVaries: boolean): VariantInput[] {
  const count = rng.pick([1, 1, 1, 2, 2, 2, 2, 3, 3, 4]);
  const base = rng.int(3, 40) * 500 - 100;
  const names = rng.sample(VARIANT_NAMES, count);
  return names.map((name, i) => ({
    name,
    priceCents: pricingVaries
      ? 0
      : Math.max(900, Math.round((base * rng.int(60, 180)) / 10000) * 100 - 1),
    isPrivateSale: i > 0 && rng.chance(0.1),
    active: i === 0 || rng.chance(0.95),
    isGroup: name === 'Private Group',
    minPeople: name === 'Private Group' ? 4 : 1,
    purchaseType: name === 'Private Group' ? 'group' : 'person',
  }));
}

/** From this many products on, the tables' indexes are built after the load, not during it. */
export const REBUILD_INDEXES_FROM = 50_000;

/**
 * Adds `count` generated products (1-4 variants each) spread over every market, loaded with
 * COPY in batches of `batchSize` products; sku numbering and slugs continue after existing
 * rows. A large load (REBUILD_INDEXES_FROM) is one transaction that builds the indexes last.
 * Then the search documents' statistics are gathered, and their most common words kept.
 */
export async function generateProducts(db: Db, opts: GenerateOptions): Promise<void> {
  if (opts.count < REBUILD_INDEXES_FROM) {
    await loadProducts(db, opts);
  } else {
    await withIndexesRebuilt(
      db,
      // product_search is written by the products' trigger (migration 0026), and
      // search_postings by product_search's (0032), a batch at a time.
      [products, variants, productDetails, productSearch, searchPostings, reviews],
      (tx) => withDerivedRowsRebuiltAfter(tx, () => loadProducts(tx, opts)),
      opts.onIndex,
    );
  }
  // The planner's statistics of what search reads, after a load.
  await db.execute(sql`analyze product_search, search_postings`);
}

/**
 * Runs a load of products in `tx` with the insert triggers that keep their tallies (migration
 * 0024) and the businesses' SKU lists (0031) off, then works both out once from the products
 * (product_tallies_rebuild, 0028; business_sku_list_rebuild, 0031). Kept by the triggers, the
 * tallies were upserted after every batch of the one transaction (a common word's row gathered a
 * version per batch, and each upsert walked them all), and each batch would rebuild the whole
 * list of every business it touched: both slowed the load as it went.
 */
export async function withDerivedRowsRebuiltAfter<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter table products disable trigger product_tallies_insert`);
  await tx.execute(sql`alter table products disable trigger business_sku_list_insert`);
  const out = await load();
  await tx.execute(sql`select product_tallies_rebuild()`);
  await tx.execute(sql`select business_sku_list_rebuild()`);
  await tx.execute(sql`alter table products enable trigger product_tallies_insert`);
  await tx.execute(sql`alter table products enable trigger business_sku_list_insert`);
  return out;
}

async function loadProducts(db: Db | Tx, opts: GenerateOptions): Promise<void> {
  const { rng, count, batchSize = 1000 } = opts;
  const { seq, slugs } = await loadTaken(db);
  const suffixes = new Map<string, number>();
  const parents = new Map(CATEGORIES.map((c) => [c.name, c]));
  const subsByParent = new Map<string, Category[]>();
  for (const c of opts.categories)
    if (c.parentCategoryName)
      subsByParent.set(c.parentCategoryName, [
        ...(subsByParent.get(c.parentCategoryName) ?? []),
        c,
      ]);
  const vocabs = [...subsByParent.keys()]
    .map((name) => parents.get(name))
    .filter(Boolean) as CategoryDef[];
  const bizByMarket = new Map<string, Business[]>();
  for (const b of opts.businesses)
    if (b.businessId !== opts.ownBusiness?.businessId)
      bizByMarket.set(b.market, [...(bizByMarket.get(b.market) ?? []), b]);
  const locationIds = new Set<string>();
  // Scenes are dealt in turn per category, so products of one category show different pictures.
  const nextScene = new Map<string, number>();

  let loading: Promise<void> = Promise.resolve();
  for (let done = 0; done < count;) {
    const n = Math.min(batchSize, count - done);
    // The next batch is made while this one loads, a slice at a time: between slices the event
    // loop streams the batch before it to PostgreSQL and starts its next table's COPY. Made in
    // one go, a batch kept PostgreSQL waiting for its rows as long as it took to make them, and
    // the load alternated between the two processes instead of running both.
    const built = await inSlices(n, (k) => {
      const market = MARKETS[(done + k) % MARKETS.length].val;
      const vocab = rng.pick(vocabs.length ? vocabs : CATEGORIES);
      const sub = rng.pick(subsByParent.get(vocab.name) ?? [undefined]);
      const own = opts.ownBusiness;
      const business =
        own && own.market === market && rng.chance(own.share)
          ? opts.businesses.find((b) => b.businessId === own.businessId)
          : rng.pick(bizByMarket.get(market) ?? [undefined]);
      const next = (seq.get(market) ?? 0) + 1;
      seq.set(market, next);
      const sku = `${market}${String(next).padStart(4, '0')}`;
      const name = productName(rng, vocab);
      const scene = nextScene.get(vocab.slug) ?? 0;
      nextScene.set(vocab.slug, scene + 1);
      let locationId: string | null = null;
      if (rng.chance(opts.tripadvisorShare ?? 0)) {
        do locationId = String(rng.int(1_000_000, 29_999_999));
        while (locationIds.has(locationId));
        locationIds.add(locationId);
      }
      const reviewed = opts.reviews ? productReviews(rng, sku) : undefined;
      const product = buildProduct(
        {
          market,
          sku,
          name,
          slug: uniqueSlug(slugify(name), slugs, suffixes),
          vocabulary: vocab,
          imageIndex: scene,
          categoryId: sub?.id ?? null,
          businessId: business?.businessId ?? null,
          website: business?.url ?? '',
          email: business?.email ?? '',
          active: rng.chance(0.95),
          tripadvisorLocationId: locationId,
          variants: variantInputs(rng, rng.chance(0.04)),
          ...(reviewed && {
            computedRating: reviewed.computedRating,
            reviewCount: reviewed.reviewCount,
          }),
        },
        rng,
      );
      return { ...product, reviews: reviewed?.reviews ?? [] };
    });
    const rows = built.map((b) => ({ ...b, id: randomUUID() }));
    const load = prepareCopy([
      { table: products, rows: rows.map((b) => ({ ...b.product, id: b.id })) },
      {
        table: variants,
        rows: rows.flatMap((b) => b.variants.map((v) => ({ ...v, productId: b.id }))),
      },
      { table: productDetails, rows: rows.map((b) => ({ ...b.details, productId: b.id })) },
      {
        table: reviews,
        rows: rows.flatMap((b) => b.reviews.map((r) => ({ ...r, productId: b.id }))),
      },
    ]);
    // Wait only for the batch before it.
    await loading;
    const loaded = done + n;
    loading = copyPrepared(db, load).then(() => opts.onProgress?.(loaded));
    done += n;
  }
  await loading;
}

/** Products made between two turns of the event loop (inSlices). */
const SLICE = 50;

/** `make(0)` to `make(n - 1)`, letting the event loop run after every SLICE of them. */
async function inSlices<T>(n: number, make: (k: number) => T): Promise<T[]> {
  const out: T[] = [];
  for (let k = 0; k < n; k++) {
    if (k > 0 && k % SLICE === 0) await setImmediate();
    out.push(make(k));
  }
  return out;
}
