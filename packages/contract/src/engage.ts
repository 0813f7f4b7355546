import { z } from 'zod';
import {
  FLAVOR_TEXT_MAX,
  LIST_ITEMS_MAX,
  LIST_NAME_MAX,
  NOTES_MAX,
  REVIEW_TEXT_MAX,
} from './engage-limits.ts';
import { emailSchema } from './auth.ts';
import { addressSchema, latLngSchema } from './catalog.ts';

/**
 * Engage API shapes: reviews, reviewer titles, third-party reviews, favourites lists and the
 * mailing list. Dates are ISO strings; prices are in DOLLARS (lowestPrice 99999 = pricing varies).
 */

const id = z.string();
const isoDate = z.string();
const page = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

// ---------------------------------------------------------------------------------------------
// Reviews

export const ratingSchema = z
  .number({ error: 'Please choose a rating' })
  .int()
  .min(1, { error: 'Please choose a rating' })
  .max(5);

/** POST /api/reviews. Email and user come from the session. */
export const reviewCreateBody = z.object({
  /** The product's sku (the spec's name). */
  partnerId: z.string().trim().min(1, { error: 'Partner SKU is required.' }).max(100),
  userName: z.string().trim().min(1, { error: 'Please enter your name' }).max(100),
  rating: ratingSchema,
  text: z
    .string({ error: 'Please write a review' })
    .trim()
    .min(1, { error: 'Please write a review' })
    .max(REVIEW_TEXT_MAX),
});
export type ReviewCreateBody = z.infer<typeof reviewCreateBody>;

/** A review. `email` is present only for its author and for staff. Text is plain text. */
export const reviewSchema = z.object({
  _id: id,
  partnerId: z.string(),
  partner: id.nullable(),
  userName: z.string(),
  email: z.string().optional(),
  rating: z.number().int(),
  text: z.string(),
  date: isoDate,
  active: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews/mine: own active reviews with their product. */
export const myReviewSchema = reviewSchema.extend({
  product: z
    .object({ _id: id, name: z.string(), slug: z.string(), market: z.string(), image: z.string() })
    .nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/partner/{sku}?skip&limit */
export const reviewPageQuery = z.object(page);
/** GET /api/reviews (admin) */
export const adminReviewQuery = z.object({
  ...page,
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  email: z.string().trim().toLowerCase().max(254).optional(),
  partnerId: z.string().trim().max(100).optional(),
});
/** GET /api/reviews/count (admin): how many reviews the same filter matches. */
export const adminReviewCountQuery = adminReviewQuery.pick({
  email: true,
  partnerId: true,
});
/** PUT /api/reviews/{id} (admin) */
export const reviewUpdateBody = z
  .object({
    userName: z.string().trim().min(1).max(100).optional(),
    rating: ratingSchema.optional(),
    text: z.string().trim().min(1).max(REVIEW_TEXT_MAX).optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Nothing to update',
  });
export type ReviewUpdateBody = z.infer<typeof reviewUpdateBody>;
/** PUT /api/reviews/{id}/active (admin) */
export const reviewActiveBody = z.object({ active: z.boolean() });
export const reviewCountSchema = z.object({ count: z.number().int() });

/** POST /api/reviews/rating {partnerId (sku), number}: a staff recompute (number is ignored). */
export const ratingRecomputeBody = z.object({
  partnerId: z.string().trim().min(1, { error: 'Partner SKU is required.' }).max(100),
  number: z.number().optional(),
});
/** Answer of both rating calls: the product's recomputed average of active reviews. */
export const productRatingSchema = z.object({
  _id: id,
  partnerId: z.string(),
  computedRating: z.number(),
  reviewCount: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/** GET /api/tripadvisor/reviews/{locationId}?skip&limit */
export const thirdPartyReviewSchema = z.object({
  user: z.object({ username: z.string(), avatar: z.string() }),
  published_date: isoDate,
  title: z.string(),
  text: z.string(),
  rating: z.number(),
  /** True for the embedded stand-in's stored demo reviews: never passed off as real ones. */
  sample: z.boolean().optional(),
});
export type ThirdPartyReview = z.infer<typeof thirdPartyReviewSchema>;
export const thirdPartyReviewQuery = z.object({
  skip: page.skip,
  limit: z.coerce.number().int().min(1).max(50).default(3),
});

// ---------------------------------------------------------------------------------------------
// Reviewer titles (gamification)

export const reviewTitleSchema = z.object({
  _id: id,
  number: z.number().int(),
  title: z.string(),
  active: z.boolean(),
});
export type ReviewTitle = z.infer<typeof reviewTitleSchema>;
/** POST /api/gamification/reviewTitles (admin) */
const titleNumber = z.number({ error: 'Number is required' }).int().min(0).max(100000);
const titleText = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(60);
export const reviewTitleBody = z.object({
  number: titleNumber,
  title: titleText,
  active: z.boolean().default(true),
});
/** PUT /api/gamification/reviewTitles/{id} (admin) */
export const reviewTitleUpdateBody = z
  .object({
    number: titleNumber.optional(),
    title: titleText.optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Nothing to update',
  });

// ---------------------------------------------------------------------------------------------
// Favourites lists

export const listNameSchema = z
  .string({ error: 'Please enter a title' })
  .trim()
  .min(1, { error: 'Please enter a title' })
  .max(LIST_NAME_MAX);
export const flavorTextSchema = z
  .string({ error: 'Flavour text must not be empty' })
  .trim()
  .min(1, { error: 'Flavour text must not be empty' })
  .max(FLAVOR_TEXT_MAX);

/** POST /api/lists */
export const listCreateBody = z.object({ name: listNameSchema });

const variantIndex = z.number().int().min(-1).max(999);

/**
 * PUT /api/lists/{id}: exactly one operation. The spec's names are accepted too:
 * {partnerId, index} adds, {id, flavorText} sets flavour text.
 */
export const listUpdateBody = z
  .object({
    name: listNameSchema.optional(),
    add: z.object({ partnerId: z.uuid(), index: variantIndex.default(-1) }).optional(),
    partnerId: z.uuid().optional(),
    index: variantIndex.optional(),
    remove: z.uuid().optional(),
    order: z.array(z.uuid()).max(LIST_ITEMS_MAX).optional(),
    item: z.uuid().optional(),
    id: z.uuid().optional(),
    flavorText: flavorTextSchema.optional(),
    notes: z.string().max(NOTES_MAX).optional(),
  })
  .transform((b, ctx) => {
    const itemId = b.item ?? b.id;
    const ops: ListOperation[] = [];
    if (b.name !== undefined) ops.push({ op: 'rename', name: b.name });
    if (b.add) ops.push({ op: 'add', productId: b.add.partnerId, index: b.add.index });
    if (b.partnerId) ops.push({ op: 'add', productId: b.partnerId, index: b.index ?? -1 });
    if (b.remove) ops.push({ op: 'remove', itemId: b.remove });
    if (b.order) ops.push({ op: 'order', itemIds: b.order });
    if (b.flavorText !== undefined)
      ops.push({ op: 'flavor', itemId: itemId ?? '', flavorText: b.flavorText });
    if (b.notes !== undefined) ops.push({ op: 'notes', itemId: itemId ?? '', notes: b.notes });
    if (ops.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Send exactly one change' });
      return z.NEVER;
    }
    const [op] = ops as [ListOperation];
    if ((op.op === 'flavor' || op.op === 'notes') && !itemId) {
      ctx.addIssue({ code: 'custom', path: ['item'], message: 'Which item?' });
      return z.NEVER;
    }
    return op;
  });
export type ListOperation =
  | { op: 'rename'; name: string }
  | { op: 'add'; productId: string; index: number }
  | { op: 'remove'; itemId: string }
  | { op: 'order'; itemIds: string[] }
  | { op: 'flavor'; itemId: string; flavorText: string }
  | { op: 'notes'; itemId: string; notes: string };

export const listProductSchema = z.object({
  _id: id,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  market: z.string(),
  city: z.string(),
  featuredImage: z.string(),
  lowestPrice: z.number(),
  computedRating: z.number(),
  reviewCount: z.number().int(),
  active: z.boolean(),
  address: addressSchema,
  /** Where the experience is, for the itinerary map (null when unknown). */
  location: latLngSchema.nullable(),
});
export const listVariantSchema = z.object({
  name: z.string(),
  slug: z.string(),
  experienceSku: z.string(),
  price: z.number(),
  image: z.string(),
});

/** An item of a list: `id` is the product, `variant` its variant index (-1 = whole product). */
export const listItemSchema = z.object({
  _id: id,
  id: id,
  variant: z.number().int(),
  flavorText: z.string(),
  /** Sanitised rich text (HTML). */
  notes: z.string(),
  experienceSku: z.string(),
  product: listProductSchema,
  variantSummary: listVariantSchema.nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/**
 * GET /api/lists/email/{email}: lists with item count and up to 5 thumbnails. `email` is shown
 * to the owner and staff only; `owner` says whether the caller owns the list (may edit it).
 */
export const listSummarySchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string().optional(),
  owner: z.boolean(),
  created: isoDate,
  updated: isoDate,
  count: z.number().int(),
  images: z.array(z.string()),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** GET /api/lists/{id}, .../full, PUT, copy, duplicate: a list with its items in order. */
export const listSchema = listSummarySchema.extend({
  experiences: z.array(listItemSchema),
});
export type List = z.infer<typeof listSchema>;

/** GET /api/lists/{id}/itinerary.ics?start=YYYY-MM-DD: one all-day event per item, a day each. */
export const itineraryQuery = z.object({
  start: z.iso.date().optional(),
});

// ---------------------------------------------------------------------------------------------
// Mailing list

/** POST /api/mailchimp/ */
export const mailingSubscribeBody = z.object({
  email_address: emailSchema,
  status: z.enum(['subscribed', 'pending']).default('subscribed'),
  merge_fields: z.object({
    FNAME: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, { error: 'Please enter your name' })
      .max(100),
    LNAME: z.string().trim().max(100).default(''),
    MARKET: z.string().trim().max(40).default(''),
  }),
  tags: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  partner: z.boolean().default(false),
  marketing: z.boolean().default(true),
});
export type MailingSubscribeBody = z.infer<typeof mailingSubscribeBody>;
export const mailingSubscriptionSchema = z.object({
  email_address: z.string(),
  status: z.string(),
  merge_fields: z.object({ FNAME: z.string(), LNAME: z.string(), MARKET: z.string() }),
  tags: z.array(z.string()),
  partner: z.boolean(),
  marketing: z.boolean(),
});
export type MailingSubscription = z.infer<typeof mailingSubscriptionSchema>;
