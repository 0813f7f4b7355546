import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface Address {
  street?: string;
  city?: string;
  region?: string;
  country?: string;
  postalCode?: string;
}
export interface FeatureTag {
  key: string;
  val: string;
}

/** Categories; a row with parentCategoryId is a sub-category of that parent. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryNumber: integer('category_number').notNull().default(0),
    parentCategoryId: uuid('parent_category_id'),
    parentCategoryName: text('parent_category_name'),
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentCategoryId)],
);

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  info: text('info').notNull().default(''),
  image: text('image').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

/**
 * Tags ("features"): markets (key Market), cities (key City, `market` = the market's val),
 * and other tags (Activity, Type, Experience). Markets also carry currency, coordinates,
 * activities (category slots), slider images and a description.
 */
export const features = pgTable(
  'features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    val: text('val').notNull(),
    market: text('market').notNull().default(''),
    slug: text('slug').notNull().default(''),
    currency: text('currency'),
    coordinates: text('coordinates'),
    country: text('country'),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    activities: jsonb('activities').$type<string[]>().notNull().default([]),
    ranking: integer('ranking').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('features_key_val_market_idx').on(t.key, t.val, t.market),
    index('features_market_idx').on(t.market),
  ],
);

/** Partner listings. Money is integer cents; lowestPriceCents 9999900 means "pricing varies". */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    active: boolean('active').notNull().default(false),
    businessId: text('business_id'),
    categoryId: uuid('category_id'),
    market: text('market').notNull(),
    city: text('city').notNull().default(''),
    features: jsonb('features').$type<FeatureTag[]>().notNull().default([]),
    keyFeatures: jsonb('key_features').$type<string[]>().notNull().default([]),
    address: jsonb('address').$type<Address>().notNull().default({}),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    website: text('website').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    info: text('info').notNull().default(''),
    description: text('description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    hours: text('hours').notNull().default(''),
    lowestPriceCents: integer('lowest_price_cents').notNull().default(9999900),
    tax: numeric('tax', { mode: 'number' }),
    integration: jsonb('integration').$type<{
      name: string;
      fields?: Record<string, unknown>;
      rank?: number;
    } | null>(),
    computedRating: real('computed_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    tripadvisorLocationId: text('tripadvisor_location_id'),
    elfsightId: text('elfsight_id'),
    companyId: text('company_id'),
    availability: jsonb('availability').$type<Record<string, unknown> | null>(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_market_active_idx').on(t.market, t.active),
    index('products_business_idx').on(t.businessId),
    index('products_category_active_rating_idx').on(t.categoryId, t.active, t.computedRating, t.id),
    index('products_market_price_idx').on(t.market, t.lowestPriceCents),
    index('products_updated_idx').on(t.updated),
    index('products_features_idx').using('gin', sql`${t.features} jsonb_path_ops`),
  ],
);

/** Bookable options of a product ("experiences"). */
export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    experienceSku: text('experience_sku').notNull().unique(),
    externalSku: text('external_sku'),
    description: text('description').notNull().default(''),
    included: text('included').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    image: text('image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull().default(0),
    mrpCents: integer('mrp_cents').notNull().default(0),
    fee: numeric('fee', { mode: 'number' }).notNull().default(0),
    commission: numeric('commission', { mode: 'number' }),
    promoCode: text('promo_code'),
    isGroup: boolean('is_group').notNull().default(false),
    isPrivateSale: boolean('is_private_sale').notNull().default(false),
    experienceDate: timestamp('experience_date', { withTimezone: true }),
    hasCallout: boolean('has_callout').notNull().default(false),
    calloutText: text('callout_text').notNull().default(''),
    minPeople: integer('min_people').notNull().default(1),
    maxPeople: integer('max_people').notNull().default(10),
    minPurchase: integer('min_purchase').notNull().default(1),
    purchaseType: text('purchase_type').notNull().default('person'),
    duration: text('duration').notNull().default(''),
    active: boolean('active').notNull().default(true),
    location: jsonb('location').$type<{ lat: number; lng: number; text?: string } | null>(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('variants_product_slug_idx').on(t.productId, t.slug),
    index('variants_product_idx').on(t.productId, t.position),
  ],
);

/** The uuid that stands for every category in `productPriceCounts`. */
export const EVERY_CATEGORY = '00000000-0000-0000-0000-000000000000';

/**
 * Active products per market, category and lowest price, kept by a trigger on `products` in the
 * writer's own transaction (migration 0024: insert adds, delete subtracts, update does both,
 * truncate empties it). Each product counts under its category and under EVERY_CATEGORY. A
 * catalogue count reads a few hundred of these rows however many products match (decision 027).
 * Both indexes also hold `products` (INCLUDE, migration 0041, which Drizzle cannot declare), so
 * a scope's rows are summed from the index alone.
 */
export const productPriceCounts = pgTable(
  'product_price_counts',
  {
    market: text('market').notNull(),
    categoryId: uuid('category_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    products: integer('products').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.market, t.categoryId, t.priceCents] }),
    index('product_price_counts_category_idx').on(t.categoryId, t.priceCents),
  ],
);

/**
 * The words (3 letters or more) of active products' names and cities, with how many products
 * have each, kept by the same trigger on `products` as `productPriceCounts` (migration 0024). A
 * search whose words find few products looks its close spellings up here (a few thousand
 * words, however many products there are), then finds them through the full-text index.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull().default(0),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Product ids below these are 1 in 16 and 1 in 256 of all (ids are random, version 4). */
const SAMPLES = {
  '16th': '10000000-0000-0000-0000-000000000000',
  '256th': '01000000-0000-0000-0000-000000000000',
};

/** PostgreSQL's full-text document type, written and read only by SQL (search.repo.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of each active product, kept by a trigger on `products` in the writer's
 * own transaction (migration 0026): a narrow row (about 970 bytes against a product's 1.9 KB),
 * so more of the table stays in memory, and ranking a search's candidates reads no product.
 * `words` is the product's search_vector (name A, city B, info C); `marketWords` holds the same
 * lexemes prefixed with the market (`gta.kayak`), so a search in one market reads only that
 * market's entries of one word instead of intersecting the word with every product of the
 * market (decision 031). Like every GIN index here, its indexes merge edited rows' entries once
 * 64 kB of them wait (migration 0030: a search reads all that wait).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id').primaryKey(),
    market: text('market').notNull(),
    categoryId: uuid('category_id'),
    rating: real('rating').notNull(),
    words: tsvector('words').notNull(),
    marketWords: tsvector('market_words').notNull(),
  },
  (t) => [
    index('product_search_words_idx').using('gin', t.words),
    index('product_search_market_words_idx').using('gin', t.marketWords),
    // Samples of the documents for searches of several words across markets (migration 0038):
    // those whose random id starts with 0 (1 in 16) and with 00 (1 in 256). A market holds too
    // few of a pair's matches to need them (migration 0039).
    ...Object.entries(SAMPLES).map(([part, below]) =>
      index(`product_search_words_${part}_idx`)
        .using('gin', t.words)
        .where(sql`${t.productId} < ${sql.raw(`'${below}'`)}`),
    ),
  ],
);

/**
 * Search's ranked postings (migration 0032), kept by a trigger on `product_search`: one row per
 * word (lexeme) of each active product's document, with the rank a search for that word alone
 * gives it (`score`, ts_rank), its rating and category. A one-word search or a close spelling
 * reads the first entries of one index range, in rank order, from the index alone.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: text('lexeme').notNull(),
    market: text('market').notNull(),
    score: real('score').notNull(),
    rating: real('rating').notNull(),
    productId: uuid('product_id').notNull(),
    categoryId: uuid('category_id'),
  },
  (t) => [
    index('search_postings_market_idx').on(
      t.lexeme,
      t.market,
      t.score.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.productId,
      t.categoryId,
    ),
    index('search_postings_all_idx').on(
      t.lexeme,
      t.score.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.productId,
      t.categoryId,
    ),
  ],
);
