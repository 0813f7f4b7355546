/**
 * Payment-account (Connect) calls of the partner's banking and verification screens
 * (spec partner-and-staff sections 2, 5 and 7). Identity numbers go in, never come out.
 */
import { z } from 'zod';
import {
  isMaskedIdentity,
  isValidBusinessTaxId,
  isValidPersonalId,
  taxIdLabels,
} from './address.ts';
import { bankAccountSchema } from './bank-account.ts';

/** One status for an account (webhook account.updated and every read). */
export type ConnectStatus = 'active' | 'restricted' | 'rejected';

/** active: details submitted, charges and payouts enabled, nothing currently due; rejected: disabled for a rejected.* reason. */
export function connectStatus(a: {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  currentlyDue: string[];
  disabledReason: string | null;
}): ConnectStatus {
  if (a.disabledReason?.startsWith('rejected.')) return 'rejected';
  if (a.detailsSubmitted && a.chargesEnabled && a.payoutsEnabled && a.currentlyDue.length === 0)
    return 'active';
  return 'restricted';
}

/** Stripe-style verification: unverified and pending are shown red, anything else green. */
export const verificationIsRed = (status: string) =>
  status === 'unverified' || status === 'pending';

const noMask = (label: string) =>
  z
    .string()
    .trim()
    .max(20)
    .refine((v) => !isMaskedIdentity(v), { error: `Enter the full ${label}` });

/** The payment processor (Stripe) does not open accounts for anyone younger. */
export const MIN_ACCOUNT_AGE = 13;
export const DOB_TOO_YOUNG = `You must be at least ${MIN_ACCOUNT_AGE} years old (our payment processor's minimum age)`;
export const DOB_NOT_PAST = 'Enter a date of birth in the past';
export const DOB_TOO_OLD = 'Enter a date of birth after 1900';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The latest date of birth accepted today ('YYYY-MM-DD', 13 years ago): the picker's max. */
export function latestDateOfBirth(today: Date = new Date()): string {
  const limit = new Date(today);
  limit.setUTCFullYear(limit.getUTCFullYear() - MIN_ACCOUNT_AGE);
  return isoDay(limit);
}

/** Why a date of birth ('YYYY-MM-DD') cannot be the representative's, or null. */
export function dateOfBirthIssue(dob: string, today: Date = new Date()): string | null {
  if (dob >= isoDay(today)) return DOB_NOT_PAST;
  if (dob > latestDateOfBirth(today)) return DOB_TOO_YOUNG;
  if (dob < '1900-01-01') return DOB_TOO_OLD;
  return null;
}

const dob = z.iso.date({ error: 'Enter your date of birth' }).superRefine((value, ctx) => {
  const issue = dateOfBirthIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

export type IdentityField = 'idNumber' | 'taxId';

/**
 * Why an identity number cannot be sent for a business in `country`, or null (section 5):
 * SIN or SSN are 9 digits; CA Business Number 9 digits; EIN like 12-3456789. The masked value
 * shown once a number is on file is refused too (save stays disabled while it holds a star).
 */
export function identityNumberIssue(
  field: IdentityField,
  value: string,
  country: string,
): string | null {
  const labels = taxIdLabels(country);
  const v = value.trim();
  if (field === 'idNumber') {
    if (isMaskedIdentity(v)) return 'Enter the full identity number';
    return isValidPersonalId(v) ? null : `Enter your ${labels.personal}: 9 digits`;
  }
  if (isMaskedIdentity(v)) return 'Enter the full tax ID';
  if (isValidBusinessTaxId(v, country)) return null;
  return country === 'CA'
    ? `Enter your ${labels.business}: 9 digits`
    : `Enter your ${labels.business} like ${labels.businessFormat}`;
}

/** The identity-number issues of an account update for a business in `country`, by field. */
export function identityNumberIssues(
  body: Partial<Record<IdentityField, string>>,
  country: string,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const field of ['idNumber', 'taxId'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const issue = identityNumberIssue(field, value, country);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** A PII token of the provider: Stripe's `pii_...`, or the embedded sandbox's `pii_sbx_...`. */
export const PII_TOKEN = /^pii_[A-Za-z0-9_]{4,200}$/;
export const ID_NUMBER_UNREADABLE = 'The identity number could not be read. Enter it again.';

/** Where the browser turns an identity number into a token (decision 042). */
export const piiTokenizer = z.object({
  /** 'stripe': Stripe.js with the publishable key; 'sandbox': POST /api/stripe/sandbox/tokens. */
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});

/** POST /api/stripe/sandbox/tokens: the embedded sandbox's stand-in for Stripe's token API. */
export const sandboxPiiTokenBody = z.object({
  pii: z.object({ id_number: z.string().trim().min(1).max(40) }),
});
export const sandboxPiiTokenResponse = z.object({
  id: z.string(),
  object: z.literal('token'),
  type: z.literal('pii'),
});

/** PUT /api/stripe/account/{businessId} */
export const accountUpdateBody = z
  .object({
    /** EIN or Business Number (company.tax_id); its format by country: `identityNumberIssues`. */
    taxId: noMask('tax ID').optional(),
    /**
     * SSN or SIN as a PII token of the payment provider (spec section 5: identity numbers are sent
     * tokenised): the browser checks the number (`identityNumberIssue`) and gives it to the
     * provider, which answers the token; only the token reaches us (decision 042).
     */
    idNumberToken: z.string().regex(PII_TOKEN, { error: ID_NUMBER_UNREADABLE }).optional(),
    representative: z
      .object({
        firstName: z.string().trim().min(1, { error: 'Please enter your first name' }).max(100),
        lastName: z.string().trim().min(1, { error: 'Please enter your last name' }).max(100),
        dob,
      })
      .optional(),
    bankAccount: bankAccountSchema.optional(),
  })
  // A field it does not know is refused, not dropped: an identity number sent as itself (the
  // old `idNumber`) must never look saved.
  .strict();
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

export const accountView = z.object({
  account: z.string(),
  person: z.string().nullable(),
  status: z.enum(['active', 'restricted', 'rejected']),
  verification: z.string(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** Requirements still due ('fields needed'). */
  fieldsNeeded: z.array(z.string()),
  bankLast4: z.string().nullable(),
  /** Masked: 9 stars (CA) or 4, '' when not provided. Never the number. */
  taxId: z.string(),
  idNumber: z.string(),
  documentFront: z.boolean(),
  documentBack: z.boolean(),
  piiTokenizer,
});
export type AccountView = z.infer<typeof accountView>;

export const personView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  verification: z.string(),
  documentFront: z.boolean(),
  documentBack: z.boolean(),
});

/** ID upload limits (section 9): JPG or PNG, 5 MB, 8000 x 8000 px. */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ID_IMAGE_MAX_PX = 8000;
export const ID_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** What an ID image that breaks a limit is told, by the web before the upload and the server after. */
export const ID_IMAGE_TEXT = {
  empty: 'The file is empty. Choose a JPG or PNG image.',
  tooLarge: 'The image is larger than 5 MB.',
  notJpgOrPng: 'Only JPG or PNG images can be uploaded.',
  tooManyPixels: 'The image is larger than 8000 x 8000 pixels.',
} as const;
