import { z } from 'zod';

/**
 * Discover API shapes: markets and tags, market activities, settings, reference lists,
 * featured pages, search and tracking (re-exported by catalog.ts).
 */

const id = /* @__PURE__ */ z.string();
const text = /* @__PURE__ */ z.string();

export const subCategorySchema = /* @__PURE__ */ z.object({
  _id: id,
  name: text,
  slug: text,
  image: text,
});

/** A tag ("feature"): markets (key Market), cities (key City, market = market code) and others. */
export const featureSchema = /* @__PURE__ */ z.object({
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
export const cityWithCountSchema = /* @__PURE__ */ featureSchema.extend({
  count: z.number().int(),
});
export type CityWithCount = z.infer<typeof cityWithCountSchema>;
/** Tag groups usable as list filters, e.g. { City: [...], Activity: [...], Type: [...] }. */
export const featureGroupsSchema = /* @__PURE__ */ z.record(z.string(), z.array(z.string()));

export const marketActivitySubSchema = /* @__PURE__ */ subCategorySchema.extend({
  count: z.number().int(),
});
/** A parent category with its sub-categories that have active products in the market. */
export const marketActivitySchema = /* @__PURE__ */ z.object({
  _id: id,
  name: text,
  slug: text,
  image: text,
  count: z.number().int(),
  sub_categories: z.array(marketActivitySubSchema),
});
export type MarketActivity = z.infer<typeof marketActivitySchema>;

export const marketImagesSchema = /* @__PURE__ */ z.object({
  market: text,
  images: z.array(z.string()),
});

export const settingsSchema = /* @__PURE__ */ z.object({
  support: z.object({ chat: z.boolean(), email: z.string(), tollFreePhone: z.string() }),
  brandName: z.string(),
  mapTileUrl: z.string(),
  publicUrl: z.string(),
  demoMode: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const countrySchema = /* @__PURE__ */ z.object({
  _id: id,
  name: text,
  dial_code: text,
  code: text,
  active: z.boolean(),
});
/** For the card method, `email` holds the card provider's public key. */
export const paymentMethodSchema = /* @__PURE__ */ z.object({
  _id: id,
  name: text,
  email: text,
  active: z.boolean(),
});

export const featuredExperienceSchema = /* @__PURE__ */ z.object({
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
export const featuredPageSchema = /* @__PURE__ */ z.object({
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
export const searchQuerySchema = /* @__PURE__ */ z.object({
  q: z.string().trim().min(1).max(100),
  market: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const suggestionsQuerySchema = /* @__PURE__ */ z.object({
  q: z.string().trim().min(1).max(100),
  market: z.string().trim().min(1).max(40).optional(),
});
export const suggestionSchema = /* @__PURE__ */ z.object({
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
const optionalTime = /* @__PURE__ */ z.coerce.date().optional();
export const cookieIdSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Z0-9]{16}$/, 'Must be 16 characters A-Z, 0-9');

export const clickEventBodySchema = /* @__PURE__ */ z.object({
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

export const searchLogBodySchema = /* @__PURE__ */ z.object({
  query: short(200).min(1),
  time: optionalTime,
  cookieId: cookieIdSchema,
  userId: short(100).nullable().optional(),
  market: short(40).default(''),
});
export type SearchLogBody = z.input<typeof searchLogBodySchema>;

export const createdSchema = /* @__PURE__ */ z.object({ _id: id });
