import { z } from 'zod';
import { SEARCH_TEXT_MAX } from './search-limits.ts';

/**
 * Discover API shapes: markets and tags, market activities, settings, reference lists,
 * featured pages, search and tracking (re-exported by catalog.ts).
 */

const id = z.string();
const text = z.string();

export const subCategorySchema = z.object({
  _id: id,
  name: text,
  slug: text,
  image: text,
});

/** A tag ("feature"): markets (key Market), cities (key City, market = market code) and others. */
export const featureSchema = z.object({
  _id: id,
  key: text,
  val: text,
  market: text,
  slug: text,
  currency: text.nullable(),
  coordinates: text.nullable(),
  country: text.nullable(),
  description: text,
  image: text,
  images: z.array(z.string()),
  activities: z.array(z.string()),
  ranking: z.number().int(),
  active: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;
/** A market: val is its code (e.g. GTA), market its display name, slug its URL segment. */
export const marketSchema = featureSchema;
export type Market = Feature;
export const cityWithCountSchema = featureSchema.extend({
  count: z.number().int(),
});
export type CityWithCount = z.infer<typeof cityWithCountSchema>;
/** Tag groups usable as list filters, e.g. { City: [...], Activity: [...], Type: [...] }. */
export const featureGroupsSchema = z.record(z.string(), z.array(z.string()));

export const marketActivitySubSchema = subCategorySchema.extend({
  count: z.number().int(),
});
/** A parent category with its sub-categories that have active products in the market. */
export const marketActivitySchema = z.object({
  _id: id,
  name: text,
  slug: text,
  image: text,
  count: z.number().int(),
  sub_categories: z.array(marketActivitySubSchema),
});
export type MarketActivity = z.infer<typeof marketActivitySchema>;

export const marketImagesSchema = z.object({
  market: text,
  images: z.array(z.string()),
});

export const settingsSchema = z.object({
  support: z.object({ chat: z.boolean(), email: z.string(), tollFreePhone: z.string() }),
  brandName: z.string(),
  mapTileUrl: z.string(),
  publicUrl: z.string(),
  demoMode: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const countrySchema = z.object({
  _id: id,
  name: text,
  dial_code: text,
  code: text,
  active: z.boolean(),
});
/** For the card method, `email` holds the card provider's public key. */
export const paymentMethodSchema = z.object({
  _id: id,
  name: text,
  email: text,
  active: z.boolean(),
});

export const featuredExperienceSchema = z.object({
  name: z.string(),
  experienceSku: z.string(),
  description: z.string().optional(),
  category: z.string().optional(),
  image: z.string().optional(),
  city: z.string().optional(),
  url: z.string().optional(),
  price: z.number().optional(),
  active: z.boolean().optional(),
  partnerName: z.string().optional(),
});
export const featuredPageSchema = z.object({
  _id: id,
  pageTitle: text,
  slug: text,
  pageDescription: text,
  pageImage: text,
  market: text,
  position: z.number().int(),
  active: z.boolean(),
  updated: z.string(),
  buttonText: text,
  buttonUrl: text,
  relatedTitle: text,
  related: z.array(z.string()),
  lists: z.array(
    z.object({
      title: z.string(),
      facebook: z.boolean().optional(),
      experiences: z.array(featuredExperienceSchema),
    }),
  ),
  contentItems: z.array(
    z.object({
      name: z.string(),
      date: z.string().optional(),
      description: z.string().optional(),
      category: z.string().optional(),
      url: z.string().optional(),
      image: z.string().optional(),
    }),
  ),
});
export type FeaturedPage = z.infer<typeof featuredPageSchema>;

export const SEARCH_SUGGESTIONS_LIMIT = 10;
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_TEXT_MAX),
  market: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Comma list of summary fields, as GET /api/products' `select` (a card's, from the web). */
  select: z.string().max(1000).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export const suggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_TEXT_MAX),
  market: z.string().trim().min(1).max(40).optional(),
});
export const suggestionSchema = z.object({
  type: z.enum(['product', 'category', 'city']),
  label: z.string(),
  /** The SPA path to open, e.g. /gta/harbour-sunset-kayak-tour. */
  url: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const CLICK_INTENTS = [
  'book',
  'image',
  'visit-website',
  'group-button',
  'fareharbor-check-availability',
  'total',
] as const;
export type ClickIntent = (typeof CLICK_INTENTS)[number];

const short = (max: number) => z.string().trim().max(max);
const optionalTime = z.coerce.date().optional();
export const cookieIdSchema = z.string().regex(/^[A-Z0-9]{16}$/, 'Must be 16 characters A-Z, 0-9');

export const clickEventBodySchema = z.object({
  link: short(2000).min(1),
  time: optionalTime,
  cookieId: cookieIdSchema,
  intent: z.enum(CLICK_INTENTS),
  partnerName: short(200).default(''),
  partnerId: short(100).default(''),
  partnerCity: short(200).default(''),
  userId: short(100).nullable().optional(),
  categoryName: short(200).default(''),
  market: short(40).default(''),
  experienceSku: short(100).default(''),
});
export type ClickEventBody = z.input<typeof clickEventBodySchema>;

export const searchLogBodySchema = z.object({
  query: short(200).min(1),
  time: optionalTime,
  cookieId: cookieIdSchema,
  userId: short(100).nullable().optional(),
  market: short(40).default(''),
});
export type SearchLogBody = z.input<typeof searchLogBodySchema>;

export const createdSchema = z.object({ _id: id });

// ---------------------------------------------------------------------------------------------
// Feature page editing (admin): POST /api/featured, PUT /api/featured/{id}

export const FEATURE_TITLE_MAX = 40;
/** The description should be 100 to 110 characters; more than 110 is refused. */
export const FEATURE_DESCRIPTION_MIN = 100;
export const FEATURE_DESCRIPTION_MAX = 110;
export const EXPERIENCE_NAME_MAX = 40;

const fText = (max: number) => z.string().trim().max(max);
const featuredExperienceBody = z.object({
  name: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, { error: 'Display name is required' })
    .max(EXPERIENCE_NAME_MAX, { error: `At most ${EXPERIENCE_NAME_MAX} characters` }),
  experienceSku: z.string().trim().min(1).max(100),
  description: fText(2000).optional(),
  category: fText(120).optional(),
  image: fText(2000).optional(),
  city: fText(120).optional(),
  url: fText(2000).optional(),
  price: z.number().min(0).max(1_000_000).optional(),
  active: z.boolean().optional(),
  partnerName: fText(200).optional(),
});
const featuredListBody = z.object({
  title: fText(120),
  facebook: z.boolean().optional(),
  experiences: z.array(featuredExperienceBody).max(100),
});
const contentItemBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(200),
  date: fText(40).optional(),
  description: fText(5000).optional(),
  category: fText(120).optional(),
  url: fText(2000).optional(),
  image: fText(2000).optional(),
});
const featuredFields = {
  pageTitle: z
    .string({ error: 'Page title is required' })
    .trim()
    .min(1, { error: 'Page title is required' })
    .max(FEATURE_TITLE_MAX, { error: `At most ${FEATURE_TITLE_MAX} characters` }),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Slug is required' })
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lowercase letters, digits and hyphens' }),
  pageDescription: z
    .string()
    .trim()
    .max(FEATURE_DESCRIPTION_MAX, { error: `At most ${FEATURE_DESCRIPTION_MAX} characters` }),
  pageImage: fText(2000),
  market: z
    .string({ error: 'Choose a market' })
    .trim()
    .min(1, { error: 'Choose a market' })
    .max(40),
  position: z.number().int().min(0).max(100_000),
  active: z.boolean(),
  buttonText: fText(80),
  buttonUrl: fText(2000),
  relatedTitle: fText(120),
  /** Ids of related feature pages. */
  related: z.array(z.uuid()).max(20),
  lists: z.array(featuredListBody).max(50),
  contentItems: z.array(contentItemBody).max(100),
};
export const featuredPageBody = z.object({
  pageTitle: featuredFields.pageTitle,
  slug: featuredFields.slug,
  market: featuredFields.market,
  pageDescription: featuredFields.pageDescription.default(''),
  pageImage: featuredFields.pageImage.default(''),
  position: featuredFields.position.default(0),
  active: featuredFields.active.default(false),
  buttonText: featuredFields.buttonText.default(''),
  buttonUrl: featuredFields.buttonUrl.default(''),
  relatedTitle: featuredFields.relatedTitle.default(''),
  related: featuredFields.related.default([]),
  lists: featuredFields.lists.default([]),
  contentItems: featuredFields.contentItems.default([]),
});
export type FeaturedPageBody = z.infer<typeof featuredPageBody>;
export const featuredPageUpdateBody = z
  .object(featuredFields)
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to update' });
export type FeaturedPageUpdateBody = z.infer<typeof featuredPageUpdateBody>;
