import { z } from 'zod';
import { subCategorySchema } from './discover.ts';

/**
 * Browse-and-discover API shapes (catalogue, markets, featured pages, search, tracking).
 * Money is in DOLLARS here (the API's naming); lowestPrice 99999 means "pricing varies".
 */

const id = z.string();
const text = z.string();

export const featureTagSchema = z.object({ key: z.string(), val: z.string() });
export const addressSchema = z.object({
  street: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
});
export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });

export const productCategorySchema = z.object({
  _id: id,
  name: text,
  slug: text,
  parentCategory: id.nullable(),
  parentCategoryName: text.nullable(),
});

export const productIntegrationSchema = z
  .object({
    name: z.string(),
    fields: z.record(z.string(), z.unknown()).optional(),
    rank: z.number().optional(),
  })
  .nullable();

/**
 * A product as listed: no variants, description, metaDescription or hours (see the detail).
 * `distance` (metres) only when lat/lng were given.
 */
export const productSummarySchema = z.object({
  _id: id,
  sku: text,
  slug: text,
  name: text,
  active: z.boolean(),
  businessId: text.nullable(),
  category: productCategorySchema.nullable(),
  features: z.array(featureTagSchema),
  keyFeatures: z.array(z.string()),
  address: addressSchema,
  location: latLngSchema.nullable(),
  website: text,
  phone: text,
  email: text,
  featuredImage: text,
  images: z.array(z.string()),
  info: text,
  lowestPrice: z.number(),
  tax: z.number().nullable(),
  integration: productIntegrationSchema,
  computedRating: z.number(),
  reviewCount: z.number().int(),
  tripadvisorLocationId: text.nullable(),
  elfsightId: text.nullable(),
  market: text,
  city: text,
  updated: z.string(),
  distance: z.number().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/products answers with summaries; with `select` only the chosen fields (+ _id) are present. */
export const productListItemSchema = productSummarySchema.partial().required({ _id: true });
export type ProductListItem = z.infer<typeof productListItemSchema>;
export const PRODUCT_SELECTABLE_FIELDS = Object.keys(productSummarySchema.shape) as Array<
  keyof ProductSummary
>;

/** A bookable option. `commission` only for admins, `promoCode` only for editors and admins. */
export const variantSchema = z.object({
  name: text,
  slug: text,
  experienceSku: text,
  externalSku: text.nullable(),
  description: text,
  included: text,
  metaDescription: text,
  image: text,
  images: z.array(z.string()),
  price: z.number(),
  mrp: z.number(),
  fee: z.number(),
  isGroup: z.boolean(),
  isPrivateSale: z.boolean(),
  experienceDate: z.string().nullable(),
  hasCallout: z.boolean(),
  calloutText: text,
  minPeople: z.number().int(),
  maxPeople: z.number().int(),
  minPurchase: z.number().int(),
  purchaseType: text,
  duration: text,
  active: z.boolean(),
  location: z.object({ lat: z.number(), lng: z.number(), text: z.string().optional() }).nullable(),
  commission: z.number().nullable().optional(),
  promoCode: z.string().nullable().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

/** Product detail: the summary plus texts and variants (non-staff: active, non-private-sale only). */
export const productDetailSchema = productSummarySchema.extend({
  description: text,
  metaDescription: text,
  hours: text,
  // The trust sections (see productPageTextsSchema), inline: spreading another schema's
  // `.shape` here would keep zod in the initial bundle (a property read is not pure).
  highlights: z.array(z.string()),
  whatToExpect: text,
  meetingPoint: text,
  cancellationPolicy: text,
  ratingCounts: z.array(z.number().int()).length(5),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * The trust sections of a product page, in plain text: highlights (short selling points),
 * what to expect, meeting point and cancellation policy (empty when the partner gave none),
 * and the count of active reviews per star, `ratingCounts[0]` being one star.
 */
export const productPageTextsSchema = productDetailSchema.pick({
  highlights: true,
  whatToExpect: true,
  meetingPoint: true,
  cancellationPolicy: true,
  ratingCounts: true,
});
export type ProductPageTexts = z.infer<typeof productPageTextsSchema>;

/** GET /api/products/slug/{slug}/{variantSlug}: the product plus the requested variant. */
export const variantPageSchema = productDetailSchema.extend({
  variant: variantSchema,
});
export type VariantPage = z.infer<typeof variantPageSchema>;

export const productCountSchema = z.object({
  count: z.number().int(),
  /** Lowest and highest lowestPrice (dollars) of the matches, ignoring "pricing varies"; null when none. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type ProductCount = z.infer<typeof productCountSchema>;

const whereText = z.string().trim().min(1).max(200);
/**
 * The `where` of GET /api/products (a JSON string). Only these fields and operators exist;
 * anything else is a 400 naming it. `market` is a market code or slug, `category` and
 * `parentCategory` a slug or id. `features`: AND across keys, OR inside one key.
 * `name.$regex` is matched as literal text ("contains", case-insensitive), never as a pattern.
 * `active` is honoured for editors and admins only; everyone else always gets active products.
 */
export const productWhereSchema = z.strictObject({
  market: whereText.optional(),
  city: whereText.optional(),
  category: whereText.optional(),
  parentCategory: whereText.optional(),
  businessId: whereText.optional(),
  active: z.boolean().optional(),
  lowestPrice: z
    .strictObject({
      $gte: z.number().min(0).optional(),
      $lte: z.number().min(0).optional(),
    })
    .optional(),
  name: z
    .strictObject({ $regex: z.string().max(100), $options: z.literal('i').optional() })
    .optional(),
  sku: z.strictObject({ $in: z.array(whereText).max(1000) }).optional(),
  features: z
    .array(z.strictObject({ key: whereText, val: whereText }))
    .max(50)
    .optional(),
  tripadvisorLocationId: whereText.optional(),
});
export type ProductWhere = z.infer<typeof productWhereSchema>;

export const PRODUCT_SORT_FIELDS = [
  'name',
  'lowestPrice',
  'computedRating',
  'reviewCount',
  'updated',
  'created',
  'sku',
  'distance',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const productListQuerySchema = z.object({
  where: z.string().max(4000).optional(),
  /** One field, '-' prefix for descending, e.g. '-lowestPrice'. 'distance' needs lat and lng. */
  sort: z.string().max(40).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  /** Keyset paging: the `_id` of the last product of the previous page (instead of skip). */
  after: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'The after cursor must be the id of a product.',
    )
    .optional(),
  /** Comma list of summary fields. */
  select: z.string().max(1000).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productSkusBodySchema = z.object({
  skus: z.array(whereText).max(100),
});

export const categorySchema = z.object({
  _id: id,
  name: text,
  slug: text,
  categoryNumber: z.number().int(),
  parentCategory: id.nullable(),
  parentCategoryName: text.nullable(),
  image: text,
  active: z.boolean(),
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export * from './discover.ts';
