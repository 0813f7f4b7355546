import { connectStatus } from '@jaunt/contract';
import type { AccountSnapshot, PersonSnapshot } from './provider.ts';

/** The parts of a Stripe Account / Person object we read (the sandbox stores the same shape). */
export interface StripeLikePerson {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  id_number_provided?: boolean;
  verification?: {
    status?: string;
    document?: { front?: string | null; back?: string | null } | null;
  } | null;
}
export interface StripeLikeAccount {
  id: string;
  business_type?: string | null;
  details_submitted?: boolean;
  charges_enabled?: boolean;
  payouts_enabled?: boolean;
  requirements?: { currently_due?: string[] | null; disabled_reason?: string | null } | null;
  company?: { tax_id_provided?: boolean } | null;
  individual?: StripeLikePerson | null;
}

export function toPersonSnapshot(p: StripeLikePerson): PersonSnapshot {
  return {
    id: p.id,
    firstName: p.first_name ?? '',
    lastName: p.last_name ?? '',
    idNumberProvided: !!p.id_number_provided,
    verification: p.verification?.status ?? 'unverified',
    documentFront: !!p.verification?.document?.front,
    documentBack: !!p.verification?.document?.back,
  };
}

/** One snapshot from an account and its verified person (individual or representative). */
export function toAccountSnapshot(
  a: StripeLikeAccount,
  representative?: StripeLikePerson | null,
): AccountSnapshot {
  const person = a.individual ?? representative ?? null;
  const p = person ? toPersonSnapshot(person) : null;
  const currentlyDue = a.requirements?.currently_due ?? [];
  const disabledReason = a.requirements?.disabled_reason ?? null;
  const flags = {
    detailsSubmitted: !!a.details_submitted,
    chargesEnabled: !!a.charges_enabled,
    payoutsEnabled: !!a.payouts_enabled,
  };
  return {
    id: a.id,
    person: p?.id ?? null,
    status: connectStatus({ ...flags, currentlyDue, disabledReason }),
    verification: p?.verification ?? 'unverified',
    ...flags,
    fieldsNeeded: currentlyDue,
    disabledReason,
    documentFront: !!p?.documentFront,
    documentBack: !!p?.documentBack,
    idNumberProvided: !!p?.idNumberProvided,
    taxIdProvided: !!a.company?.tax_id_provided,
  };
}
