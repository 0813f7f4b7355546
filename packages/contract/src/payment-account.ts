/**
 * Payment-account (Connect) calls of the partner's banking and verification screens
 * (spec partner-and-staff sections 2, 5 and 7). Identity numbers go in, never come out.
 */
import { z } from 'zod';
import { isMaskedIdentity } from './address.ts';
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

const dob = z.iso.date({ error: 'Enter your date of birth' });

/** PUT /api/stripe/account/{businessId} */
export const accountUpdateBody = z.object({
  /** EIN or Business Number (company.tax_id). */
  taxId: noMask('tax ID').optional(),
  /** SSN or SIN (individual or representative id_number). */
  idNumber: noMask('identity number').optional(),
  representative: z
    .object({
      firstName: z.string().trim().min(1, { error: 'Please enter your first name' }).max(100),
      lastName: z.string().trim().min(1, { error: 'Please enter your last name' }).max(100),
      dob,
    })
    .optional(),
  bankAccount: bankAccountSchema.optional(),
});
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
