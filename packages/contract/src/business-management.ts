/**
 * The staff screen /business-management (admin): the business list (query, rows, keyset page),
 * the detail, the admin edit, activate / deactivate and delete (spec partner-and-staff
 * sections 2, 4, 5, 6, 8 and 9).
 */
import { z } from 'zod';
import {
  CHOOSE_REGION,
  isValidPostalCode,
  postalCodeHint,
  regionCode,
  regionsFor,
} from './address.ts';
import { phoneSchema } from './auth.ts';
import { businessDto } from './business.ts';
import { websiteSchema } from './website.ts';
import { TEXT } from './texts.ts';

/** Section 9: business management's market defaults to HI (kept in a cookie). */
export const BUSINESS_MANAGEMENT_DEFAULT_MARKET = 'HI';
export const BUSINESS_LIST_PAGE_SIZE = 50;

export const BUSINESS_MANAGEMENT_TEXTS = {
  /** Section 2: the detail pane before a business is chosen. */
  chooseBusiness: 'Click on the business name to view details...',
  /** Refused delete: money records must keep their business. */
  hasPaidOrders: 'This business has paid orders or payouts. Deactivate it instead.',
} as const;

export const BUSINESS_SORTS = ['name', 'created', 'businessId'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** GET /api/admin/businesses */
export const businessListQuerySchema = z.object({
  market: z.string().trim().min(1).max(40).optional(),
  /** Matches the name, the business code or the email. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(BUSINESS_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** Opaque keyset cursor from the previous page's `next`. */
  after: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(BUSINESS_LIST_PAGE_SIZE),
});
export type BusinessListQuery = z.infer<typeof businessListQuerySchema>;

export const businessListRowSchema = z.object({
  _id: z.string(),
  businessId: z.string(),
  name: z.string(),
  email: z.string(),
  market: z.string(),
  active: z.boolean(),
  created: z.string(),
});
export type BusinessListRow = z.infer<typeof businessListRowSchema>;

export const businessListPageSchema = z.object({
  items: z.array(businessListRowSchema),
  next: z.string().nullable(),
});
export type BusinessListPage = z.infer<typeof businessListPageSchema>;

/** A phone that may be left empty; else 10 digits, kept as digits (the partner form's rule). */
const optionalPhone = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), phoneSchema]));

export const businessStaffSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter a name' }).max(200),
  email: z.email({ error: TEXT.enterValidEmail }).max(254),
  phone: optionalPhone.default(''),
});
export type BusinessStaff = z.infer<typeof businessStaffSchema>;

/** A product of the business, as the detail lists it (its active flag follows the business). */
export const businessProductSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  active: z.boolean(),
});

/** GET /api/admin/businesses/{id}: the business with its staff, owner and products. */
export const businessDetailSchema = businessDto.extend({
  staff: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string().default('') })),
  owner: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  products: z.array(businessProductSchema),
});
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

/** What a booking platform's company id may hold. */
export const COMPANY_ID_HINT =
  'Use up to 100 letters, digits, dots, dashes or underscores (a shortname or a supplier id)';

/** Billing address parts: an omitted one keeps its value. */
const part = (max: number) => z.string().trim().max(max).optional();

/**
 * PUT /api/admin/businesses/{id}: what the admin edits. A market is required (section 5). The
 * website, phones, country, region and postal code follow the partner's business form's rules;
 * each may be left empty.
 */
export const businessAdminUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter the business name' }).max(200),
  email: z.union([z.literal(''), z.email({ error: TEXT.enterValidEmail }).max(254)]),
  url: z
    .string()
    .trim()
    .default('')
    .pipe(z.union([z.literal(''), websiteSchema])),
  market: z.string().trim().min(1, { error: TEXT.setLocationFirst }).max(40),
  commission: z
    .number({ error: 'Commission must be a number' })
    .min(0, { error: 'Commission is between 0 and 100' })
    .max(100, { error: 'Commission is between 0 and 100' }),
  staff: z.array(businessStaffSchema).max(50),
  /**
   * The business's account on its booking platform: its FareHarbor company shortname or its
   * Rezdy supplier id, read when a product names none of its own. Empty clears it; omitted keeps it.
   */
  companyId: z
    .string()
    .trim()
    .max(100, { error: COMPANY_ID_HINT })
    .regex(/^[A-Za-z0-9._-]*$/, { error: COMPANY_ID_HINT })
    .optional(),
  billingAddress: z
    .object({
      company: part(200),
      firstName: part(100),
      lastName: part(100),
      phone: optionalPhone.optional(),
      country: z
        .union([z.literal(''), z.enum(['US', 'CA'])], { error: 'Enter US or CA' })
        .optional(),
      region: part(10),
      address: part(200),
      address2: part(100),
      city: part(100),
      postalCode: part(10),
    })
    .superRefine((a, ctx) => {
      if (!a.country) return;
      if (a.postalCode && !isValidPostalCode(a.postalCode, a.country)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeHint(a.country) });
      }
      const region = a.region ? regionCode(a.region) : null;
      if (a.region && !regionsFor(a.country).some((r) => r.code === region)) {
        ctx.addIssue({ code: 'custom', path: ['region'], message: CHOOSE_REGION });
      }
    }),
});
export type BusinessAdminUpdate = z.infer<typeof businessAdminUpdateSchema>;

/** POST /api/admin/businesses: a new business from the admin's modal, by name and market. */
export const businessCreateSchema = z.object({
  name: z.string().trim().max(200).optional(),
  market: z.string().trim().max(40).optional(),
});
export type BusinessCreate = z.infer<typeof businessCreateSchema>;

/**
 * What is wrong with a new business (spec section 5): nothing given is 'Nothing to save'; a
 * name or a market missing is 'Please complete all fields.'. Null when both are there.
 */
export function newBusinessProblem(b: BusinessCreate): string | null {
  const name = b.name?.trim() ?? '';
  const market = b.market?.trim() ?? '';
  if (!name && !market) return TEXT.nothingToSave;
  return name && market ? null : TEXT.completeAllFields;
}

/** PUT /api/admin/businesses/{id}/active */
export const businessActiveBodySchema = z.object({ active: z.boolean() });
