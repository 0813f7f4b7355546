import { z } from 'zod';

/**
 * Generic staff tables (spec partner-and-staff section 7: "Generic tables bound to Brand,
 * Category, Country, Coupon, Customer, Feature, Payment method, Shipping resources (list, add,
 * update, delete)"). One schema per resource drives the server's validation and the web forms.
 * Money columns travel in dollars (the spec's field names); the server stores cents.
 */
export const ADMIN_TABLES = [
  'brand',
  'category',
  'country',
  'coupon',
  'customer',
  'feature',
  'paymentMethod',
  'shipping',
] as const;
export type AdminTable = (typeof ADMIN_TABLES)[number];

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(120);
const shortText = (max: number) => z.string().trim().max(max);
const image = z.string().trim().max(2000);
const money = z
  .number({ error: 'Enter an amount' })
  .min(0, { error: 'Must be 0 or more' })
  .max(1_000_000);
const wholeNumber = z
  .number({ error: 'Enter a whole number' })
  .int({ error: 'Enter a whole number' })
  .min(0, { error: 'Must be 0 or more' })
  .max(100_000_000);
const slug = z
  .string({ error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Slug is required' })
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lowercase letters, digits and hyphens' });

const notEmpty = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);
/** An update body: every field optional (defaults dropped, so absent stays absent), at least one given. */
const partial = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  z
    .object(
      Object.fromEntries(
        Object.entries(schema.shape).map(([k, v]) => [
          k,
          (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
        ]),
      ),
    )
    .strict()
    .refine(notEmpty, { error: 'Nothing to update' });

export const brandBody = z.object({
  name,
  info: shortText(2000).default(''),
  image: image.default(''),
  active: z.boolean().default(true),
});
export const categoryBody = z.object({
  name,
  slug,
  categoryNumber: wholeNumber.default(0),
  /** The parent category's id; null or absent for a top-level category. */
  parentCategory: z.uuid({ error: 'Choose a parent category' }).nullable().default(null),
  image: image.default(''),
  active: z.boolean().default(true),
});
export const countryBody = z.object({
  name,
  dial_code: z
    .string({ error: 'Dial code is required' })
    .trim()
    .regex(/^\+\d{1,4}(?:[ -]?\d{1,4})?$/, { error: 'Enter a dial code like +1' }),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Enter a two-letter country code' }),
  active: z.boolean().default(true),
});
export const COUPON_TYPES = ['fixed', 'percent'] as const;
export const couponBody = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Code is required' })
    .max(40)
    .regex(/^[A-Z0-9_-]+$/, { error: 'Use letters, digits, - and _ only' }),
  amount: money,
  minimumCartValue: money.default(0),
  info: shortText(500).default(''),
  type: z.enum(COUPON_TYPES, { error: 'Choose fixed or percent' }).default('fixed'),
  active: z.boolean().default(true),
});
export const STAFF_ASSIGNABLE_ROLES = [
  'user',
  'partner',
  'partner-staff',
  'partner-employee',
  'editor',
  'admin',
] as const;
/** Customers are created by signing up; staff edit them (role changes among others). */
export const customerBody = z.object({
  name: shortText(120),
  phone: shortText(40),
  market: shortText(40),
  role: z.enum(STAFF_ASSIGNABLE_ROLES, { error: 'Choose a role' }),
  confirmedEmail: z.boolean(),
});
export const featureBody = z.object({
  key: z.string({ error: 'Key is required' }).trim().min(1, { error: 'Key is required' }).max(40),
  val: z
    .string({ error: 'Value is required' })
    .trim()
    .min(1, { error: 'Value is required' })
    .max(120),
  market: shortText(40).default(''),
  image: image.default(''),
  coordinates: z
    .string()
    .trim()
    .regex(/^$|^-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/, {
      error: 'Enter coordinates as lat,lng',
    })
    .default(''),
  ranking: wholeNumber.default(0),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[A-Z]{3}$/, { error: 'Enter a currency code like USD' })
    .default(''),
  description: shortText(2000).default(''),
  /** Slider images of a market. */
  images: z.array(image).max(20).default([]),
  /** Per-market activities: three category slots (category slugs). */
  activities: z.array(shortText(120)).max(3, { error: 'At most 3 activities' }).default([]),
  active: z.boolean().default(true),
});
/** Payment methods: no add, no delete, name not editable. */
export const paymentMethodBody = z.object({
  email: shortText(300),
  active: z.boolean(),
});
export const shippingBody = z.object({
  carrier: z
    .string({ error: 'Carrier is required' })
    .trim()
    .min(1, { error: 'Carrier is required' })
    .max(80),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Enter a two-letter country code' }),
  charge: money.default(0),
  /** Weights are grams, bare numbers. */
  minWeight: wholeNumber.default(0),
  maxWeight: wholeNumber.default(0),
  /** The cart value (currency) from which shipping is free; 0 = never. */
  freeShipping: money.default(0),
  active: z.boolean().default(true),
});

/** POST bodies (absent for tables without add). */
export const adminTableCreate = {
  brand: brandBody,
  category: categoryBody,
  country: countryBody,
  coupon: couponBody,
  feature: featureBody,
  shipping: shippingBody,
} as const;
/** PUT bodies: any subset of the fields, at least one. */
export const adminTableUpdate = {
  brand: partial(brandBody),
  category: partial(categoryBody),
  country: partial(countryBody),
  coupon: partial(couponBody),
  customer: partial(customerBody),
  feature: partial(featureBody),
  paymentMethod: partial(paymentMethodBody),
  shipping: partial(shippingBody),
} as const;

/** GET /api/admin/tables/{resource}?q&sort&dir&skip&limit (total in x-total-count). */
export const adminTableQuery = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z_]{1,40}$/)
    .optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(25),
});
export type AdminTableQuery = z.infer<typeof adminTableQuery>;

/** A row as the tables show it: `_id` plus the resource's fields (never a password hash). */
export const adminTableRow = z.object({ _id: z.string() }).catchall(z.unknown());
export type AdminTableRow = { _id: string } & Record<string, unknown>;

/** The confirmation the generic tables ask before a delete. */
export const deleteConfirmText = (table: AdminTable): string =>
  table === 'customer'
    ? 'Are you sure you want to delete this user?'
    : 'Are you sure you want to delete this row? This cannot be undone.';
