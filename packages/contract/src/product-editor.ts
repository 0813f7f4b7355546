import { z } from 'zod';
import { variantSlug } from './identifiers.ts';
import { websiteSchema } from './website.ts';

/**
 * The staff product and variant editor (partner spec sections 2, 5 and 9): the shapes the
 * server validates and the same schemas the /product form runs. Money is in dollars here.
 */

export const META_DESCRIPTION_LIMIT = 155;
export const VARIANT_EXTRA_IMAGES_MAX = 3;
export const PRODUCT_LIST_PAGE_SIZE = 50;

export const PRODUCT_TEXTS = {
  addingInDemo: "Adding product won't happen in demo mode",
  deleteInDemo: 'Delete product will not work in demo mode',
  duplicateFailed: 'Something went wrong! Contact your friendly local IT guy.',
  changedSinceOpened:
    'This experience was changed by someone else since you opened it. Reload to see their changes.',
  deleteConfirm: 'Are you sure you want to delete this product? This cannot be undone.',
  deleteVariantConfirm: 'Are you sure you want to delete this variant?',
  duplicateConfirm: 'Make a copy of this product?',
  duplicateVariantConfirm: 'Make a copy of this variant?',
  tripadvisorNameRequired: 'Name is required',
  importerTerm: 'Enter a search term.',
  importerNear: 'Enter a location to search near.',
  importerCategory: 'Choose a category.',
  importerMarket: 'Choose a market.',
} as const;

/** 'Don't forget to set the {field}' (spec section 5). */
export const forgotField = (field: string) => `Don't forget to set the ${field}`;

/** A City tag whose city belongs to another market, or to none (spec section 5). */
export const cityNotInMarket = (city: string, market: string) =>
  `${city} is not in the ${market} market. The save was undone.`;
export const cityInNoMarket = (city: string) =>
  `${city} is not in any market. Add a Market tag, then save again.`;

/** The default template of a variant's 'included' rich text. */
export const INCLUDED_TEMPLATE =
  "<h3>What's included</h3><ul><li></li></ul><h3>What to bring</h3><ul><li></li></ul><h3>Good to know</h3><ul><li></li></ul>";

/** A meta description from a text: tags and extra spaces dropped, cut at a word within 155. */
export function generateMeta(...texts: (string | null | undefined)[]): string {
  const plain = texts
    .filter(Boolean)
    .join('. ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.\s*\./g, '.')
    .trim();
  if (plain.length <= META_DESCRIPTION_LIMIT) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The API column of the staff list: FHDN, FH-API, FH-AFL, else the integration's name. */
export function integrationLabel(name: string | null | undefined): string {
  if (!name) return '';
  const n = name.toLowerCase().replace(/[\s_-]/g, '');
  if (n === 'fareharbor') return 'FHDN';
  if (n === 'fareharborapi') return 'FH-API';
  if (n === 'fareharboraffiliate') return 'FH-AFL';
  return name;
}

const trimmed = (max: number) => z.string().trim().max(max);
const required = (field: string, max: number) =>
  z
    .string({ error: forgotField(field) })
    .trim()
    .min(1, forgotField(field))
    .max(max);
const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be at least 0`)
    .max(100000);
const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be at least 0`)
    .max(1_000_000);
const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be at least 0`)
    .max(100, `${field} must be at most 100`);

/** A stored image or upload path, an https URL, or a video id. */
const mediaRef = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+|[A-Za-z0-9_-]{6,20})$/,
    'Not a valid image or video',
  );

export const featureTagInputSchema = z.object({
  key: required('tag name', 40),
  val: required('tag value', 100),
});

export const variantInputSchema = z
  .object({
    /** Present for a stored variant; absent for a new one. */
    _id: z.string().uuid().optional(),
    name: required('variant name', 120),
    slug: z
      .string()
      .max(120)
      .default('')
      .transform((s) => variantSlug(s)),
    description: required('variant description', 5000),
    included: z.string().max(20000).default(''),
    metaDescription: trimmed(320).default(''),
    externalSku: trimmed(100).nullable().default(null),
    image: z.union([mediaRef, z.literal('')]).default(''),
    images: z
      .array(mediaRef)
      .max(VARIANT_EXTRA_IMAGES_MAX, `At most ${VARIANT_EXTRA_IMAGES_MAX} further images`)
      .default([]),
    price: money('price'),
    mrp: money('mrp').default(0),
    isGroup: z.boolean().default(false),
    isPrivateSale: z.boolean().default(false),
    experienceDate: z.string().datetime({ offset: true }).nullable().default(null),
    hasCallout: z.boolean().default(false),
    calloutText: trimmed(200).default(''),
    minPeople: count('minPeople').nullable().default(null),
    maxPeople: count('maxPeople').nullable().default(null),
    minPurchase: count('minPurchase').nullable().default(null),
    purchaseType: trimmed(40).default(''),
    duration: trimmed(100).default(''),
    location: z
      .object({
        lat: z.number({ error: 'Set the latitude too' }).min(-90).max(90),
        lng: z.number({ error: 'Set the longitude too' }).min(-180).max(180),
        text: trimmed(200).optional(),
      })
      .nullable()
      .default(null),
    meta: z.object({ sheet: trimmed(500).optional() }).default({}),
    active: z.boolean().default(true),
    /** Admin only. */
    commission: percent('commission').nullable().optional(),
    /** Admin only (percent of the price). */
    fee: percent('fee').optional(),
    promoCode: trimmed(40).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.minPeople != null && v.maxPeople != null && v.maxPeople < v.minPeople) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPeople'],
        message: 'maxPeople must be at least minPeople',
      });
    }
  });
export type VariantInput = z.input<typeof variantInputSchema>;
export type VariantValues = z.output<typeof variantInputSchema>;

const integrationInput = z
  .object({
    name: trimmed(60).min(1, forgotField('integration name')),
    fields: z
      .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()]))
      .default({}),
  })
  .nullable();

/** At most this many highlights on a product page, each at most HIGHLIGHT_MAX characters. */
export const HIGHLIGHTS_MAX = 8;
export const HIGHLIGHT_MAX = 160;

/** The product page's trust texts, as the editor writes them (plain text). */
const pageTextsInput = {
  highlights: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A highlight cannot be empty')
        .max(HIGHLIGHT_MAX, `A highlight is at most ${HIGHLIGHT_MAX} characters`),
    )
    .max(HIGHLIGHTS_MAX, `At most ${HIGHLIGHTS_MAX} highlights`)
    .default([]),
  whatToExpect: trimmed(5000).default(''),
  meetingPoint: trimmed(1000).default(''),
  cancellationPolicy: trimmed(2000).default(''),
};

export const productInputSchema = z
  .object({
    name: required('name', 200),
    sku: required('SKU', 40).regex(/^[A-Za-z0-9-]+$/, 'SKU may only hold letters, digits and -'),
    slug: z
      .string()
      .max(200)
      .default('')
      .transform((s) => variantSlug(s).replace(/-+/g, '-').replace(/^-|-$/g, '')),
    categoryId: z.string({ error: forgotField('category') }).uuid(forgotField('category')),
    phone: trimmed(40).default(''),
    featuredImage: z.union([mediaRef, z.literal('')]).default(''),
    website: z.union([z.literal(''), websiteSchema]).default(''),
    email: z
      .union([z.literal(''), z.string().trim().toLowerCase().email('Not a valid email').max(200)])
      .default(''),
    location: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .nullable()
      .default(null),
    tax: z.number().min(1, 'tax is a multiplier such as 1.13').max(2).nullable().default(null),
    elfsightId: trimmed(100).nullable().default(null),
    tripadvisorLocationId: trimmed(40).nullable().default(null),
    address: z
      .object({
        street: trimmed(200).optional(),
        city: trimmed(100).optional(),
        region: trimmed(100).optional(),
        country: trimmed(100).optional(),
        postalCode: trimmed(20).optional(),
      })
      .default({}),
    businessId: trimmed(100).nullable().default(null),
    info: trimmed(5000).default(''),
    description: trimmed(20000).default(''),
    metaDescription: trimmed(320).default(''),
    hours: trimmed(2000).default(''),
    ...pageTextsInput,
    features: z.array(featureTagInputSchema).max(50).default([]),
    variants: z.array(variantInputSchema).max(50).default([]),
    active: z.boolean().default(false),
    /** Admin only. */
    integration: integrationInput.optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.features.some((f) => f.key === 'Market')) {
      ctx.addIssue({ code: 'custom', path: ['features'], message: forgotField('market') });
    }
    if (!p.businessId) return;
    p.variants.forEach((v, i) => {
      for (const field of ['minPeople', 'maxPeople', 'minPurchase'] as const) {
        if (v[field] == null) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', i, field],
            message: forgotField(field),
          });
        }
      }
      if (!v.purchaseType) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'purchaseType'],
          message: forgotField('purchase type'),
        });
      }
      if (v.commission === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'commission'],
          message: forgotField('commission'),
        });
      }
    });
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** PUT /api/products/{id}: the product plus the `updated` stamp it was loaded with. */
export const productUpdateSchema = productInputSchema.and(
  z.object({ updated: z.string({ error: 'updated is required' }).min(1).max(40) }),
);

/** The market of a product: the val of its Market tag. */
export const marketOfTags = (tags: readonly { key: string; val: string }[]) =>
  tags.find((t) => t.key === 'Market')?.val ?? '';
export const cityOfTags = (tags: readonly { key: string; val: string }[]) =>
  tags.find((t) => t.key === 'City')?.val ?? '';

/** A variant as the editor loads it (all fields; commission only for admins). */
export const editorVariantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  experienceSku: z.string(),
  externalSku: z.string().nullable(),
  description: z.string(),
  included: z.string(),
  metaDescription: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  mrp: z.number(),
  fee: z.number(),
  isGroup: z.boolean(),
  isPrivateSale: z.boolean(),
  experienceDate: z.string().nullable(),
  hasCallout: z.boolean(),
  calloutText: z.string(),
  minPeople: z.number().int(),
  maxPeople: z.number().int(),
  minPurchase: z.number().int(),
  purchaseType: z.string(),
  duration: z.string(),
  location: z.object({ lat: z.number(), lng: z.number(), text: z.string().optional() }).nullable(),
  meta: z.object({ sheet: z.string().optional() }),
  active: z.boolean(),
  commission: z.number().nullable().optional(),
  promoCode: z.string().nullable(),
});
export type EditorVariant = z.infer<typeof editorVariantSchema>;

export const editorProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  categoryId: z.string().nullable(),
  phone: z.string(),
  featuredImage: z.string(),
  website: z.string(),
  email: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  tax: z.number().nullable(),
  elfsightId: z.string().nullable(),
  tripadvisorLocationId: z.string().nullable(),
  address: z.object({
    street: z.string().optional(),
    city: z.string().optional(),
    region: z.string().optional(),
    country: z.string().optional(),
    postalCode: z.string().optional(),
  }),
  businessId: z.string().nullable(),
  info: z.string(),
  description: z.string(),
  metaDescription: z.string(),
  hours: z.string(),
  highlights: z.array(z.string()),
  whatToExpect: z.string(),
  meetingPoint: z.string(),
  cancellationPolicy: z.string(),
  features: z.array(z.object({ key: z.string(), val: z.string() })),
  variants: z.array(editorVariantSchema),
  active: z.boolean(),
  market: z.string(),
  city: z.string(),
  lowestPrice: z.number(),
  integration: z
    .object({
      name: z.string(),
      fields: z.record(z.string(), z.unknown()).optional(),
      rank: z.number().optional(),
    })
    .nullable()
    .optional(),
  updated: z.string(),
  created: z.string(),
});
export type EditorProduct = z.infer<typeof editorProductSchema>;
