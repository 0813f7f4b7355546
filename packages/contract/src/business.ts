/**
 * The partner's business form and answers (spec partner-and-staff sections 2, 3, 5 and 7).
 */
import { z } from 'zod';
import {
  CHOOSE_REGION,
  isValidPostalCode,
  postalCodeHint,
  regionsFor,
  type CountryCode,
} from './address.ts';
import { phoneSchema } from './auth.ts';
import { websiteSchema } from './website.ts';

export const BUSINESS_TYPES = ['individual', 'company'] as const;
export const PAYOUT_PREFERENCES = ['stripe', 'fareharbor'] as const;

/** 'Please wait 1-3 business days for {brand} to validate your business locations.' */
export const validateLocationsText = (brand: string) =>
  `Please wait 1-3 business days for ${brand} to validate your business locations.`;

/** The business form (PUT /api/business/{id} and the first save). */
export const businessFormBody = z
  .object({
    name: z.string().trim().min(1, { error: 'Please enter your legal business name' }).max(200),
    url: z.string().trim().min(1, { error: 'Please enter your website URL' }).pipe(websiteSchema),
    type: z.enum(BUSINESS_TYPES, { error: 'Choose individual or company' }),
    payoutPreference: z.enum(PAYOUT_PREFERENCES).default('stripe'),
    phone: phoneSchema,
    country: z.enum(['US', 'CA'], { error: 'Choose a country' }),
    region: z.string().trim().min(1, { error: CHOOSE_REGION }).max(2),
    address: z.string().trim().min(1, { error: 'Please enter your street address' }).max(200),
    address2: z.string().trim().max(100).default(''),
    city: z.string().trim().min(1, { error: 'Please enter your city' }).max(100),
    postalCode: z.string().trim().max(10),
    /** Required only when the integration is the product's own (checked by `businessFormIssues`). */
    email: z.string().trim().max(254).default(''),
    market: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (!isValidPostalCode(v.postalCode, v.country as CountryCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: postalCodeHint(v.country as CountryCode),
      });
    }
    if (!regionsFor(v.country as CountryCode).some((r) => r.code === v.region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: CHOOSE_REGION });
    }
    if (v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email' });
    }
  });
export type BusinessForm = z.infer<typeof businessFormBody>;

/** The purchase-confirmation email shows (and is required) only for the product's own integration. */
export const needsConfirmationEmail = (integration: string | null | undefined) =>
  !integration || integration === 'Jaunt';

/** What partners and staff see of a business (never bank numbers or identity numbers). */
export const businessDto = z.object({
  _id: z.string(),
  businessId: z.string(),
  name: z.string(),
  email: z.string(),
  market: z.string(),
  active: z.boolean(),
  userId: z.string().nullable(),
  commission: z.number(),
  vendorAgreementDate: z.string().nullable(),
  url: z.string(),
  type: z.string(),
  payoutPreference: z.string(),
  skuList: z.array(z.string()),
  /** Its account on its booking platform (a FareHarbor shortname, a Rezdy supplier id). */
  companyId: z.string().nullable(),
  integration: z.object({ name: z.string(), authorized: z.boolean() }).nullable(),
  billingAddress: z.record(z.string(), z.string()),
  stripe: z.object({
    account: z.string().nullable(),
    status: z.string(),
    verification: z.string(),
    payoutsEnabled: z.boolean(),
    chargesEnabled: z.boolean(),
    bankLast4: z.string().nullable(),
    taxIdProvided: z.boolean(),
    idNumberProvided: z.boolean(),
    documentFront: z.boolean(),
    documentBack: z.boolean(),
    fieldsNeeded: z.array(z.string()),
  }),
  created: z.string(),
  updated: z.string(),
});
export type BusinessDto = z.infer<typeof businessDto>;

/** PUT /api/business/partner/agreement/{id} */
export const agreementBody = z.object({ agreed: z.literal(true) });
