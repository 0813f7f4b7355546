import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.ts';

/** Consumer reviews. `partnerId` is the product sku (the spec's naming). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: text('partner_id').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('reviews_partner_idx').on(t.partnerId, t.date),
    index('reviews_email_idx').on(t.email),
    // One live review per user per product (the service also refuses a second after a hidden one).
    uniqueIndex('reviews_user_product_uq')
      .on(t.userId, t.productId)
      .where(sql`${t.active} AND ${t.userId} IS NOT NULL`),
  ],
);

/** Third-party reviews served by the embedded review adapter, by location id. */
export const thirdPartyReviews = pgTable(
  'third_party_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: text('location_id').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar').notNull().default(''),
    publishedDate: timestamp('published_date', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
  },
  (t) => [index('third_party_reviews_location_idx').on(t.locationId, t.publishedDate)],
);

/** Gamified reviewer titles: reaching `number` reviews earns `title`. */
export const reviewTitles = pgTable('review_titles', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Favourites lists, owned by the user with the matching email. */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lists_email_idx').on(t.email)],
);

/** An item of a list: a product and a variant index (-1 = the whole product). */
export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: integer('variant').notNull().default(-1),
    position: integer('position').notNull().default(0),
    flavorText: text('flavor_text').notNull().default(''),
    notes: text('notes').notNull().default(''),
    experienceSku: text('experience_sku').notNull().default(''),
  },
  (t) => [index('list_items_list_idx').on(t.listId, t.position)],
);

export interface FeaturedExperience {
  name: string;
  experienceSku: string;
  description?: string;
  category?: string;
  image?: string;
  city?: string;
  url?: string;
  price?: number;
  active?: boolean;
  partnerName?: string;
}

/** Editorial feature pages shown on market landings and at /{market}/feature/{slug}. */
export const featurePages = pgTable(
  'feature_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageTitle: text('page_title').notNull(),
    slug: text('slug').notNull(),
    pageDescription: text('page_description').notNull().default(''),
    pageImage: text('page_image').notNull().default(''),
    market: text('market').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(false),
    buttonText: text('button_text').notNull().default(''),
    buttonUrl: text('button_url').notNull().default(''),
    relatedTitle: text('related_title').notNull().default(''),
    related: jsonb('related').$type<string[]>().notNull().default([]),
    lists: jsonb('lists')
      .$type<{ title: string; facebook?: boolean; experiences: FeaturedExperience[] }[]>()
      .notNull()
      .default([]),
    contentItems: jsonb('content_items')
      .$type<
        {
          name: string;
          date?: string;
          description?: string;
          category?: string;
          url?: string;
          image?: string;
        }[]
      >()
      .notNull()
      .default([]),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feature_pages_market_idx').on(t.market, t.position),
    index('feature_pages_slug_idx').on(t.slug),
  ],
);
