import type { BusinessDto } from '@jaunt/contract';
import type { BusinessRow } from './business.repo.ts';

/** What the provider-account record holds (only tokens, flags and the last 4 digits). */
export interface AccountRecord {
  account?: string | null;
  person?: string | null;
  status?: string;
  verification?: string;
  payoutsEnabled?: boolean;
  chargesEnabled?: boolean;
  bankToken?: string | null;
  bankLast4?: string | null;
  taxIdProvided?: boolean;
  idNumberProvided?: boolean;
  documentFront?: boolean;
  documentBack?: boolean;
  fieldsNeeded?: string[];
}

export const accountRecord = (b: BusinessRow): AccountRecord => b.stripe as AccountRecord;

/** Whitelisted fields: never the API key, bank token or identity numbers. */
export function toBusinessDto(b: BusinessRow): BusinessDto {
  const a = accountRecord(b);
  const address: Record<string, string> = {};
  for (const [k, v] of Object.entries(b.billingAddress)) if (typeof v === 'string') address[k] = v;
  return {
    _id: b.id,
    businessId: b.businessId,
    name: b.name,
    email: b.email,
    market: b.market,
    active: b.active,
    userId: b.userId,
    commission: b.commission,
    vendorAgreementDate: b.vendorAgreementDate?.toISOString() ?? null,
    url: b.url,
    type: b.type,
    payoutPreference: b.payoutPreference,
    skuList: b.skuList,
    companyId: b.companyId,
    integration: b.integration
      ? { name: b.integration.name, authorized: !!b.integration.apiKey }
      : null,
    billingAddress: address,
    stripe: {
      account: a.account ?? null,
      status: a.status ?? 'none',
      verification: a.verification ?? 'unverified',
      payoutsEnabled: !!a.payoutsEnabled,
      chargesEnabled: !!a.chargesEnabled,
      bankLast4: a.bankLast4 ?? null,
      taxIdProvided: !!a.taxIdProvided,
      idNumberProvided: !!a.idNumberProvided,
      documentFront: !!a.documentFront,
      documentBack: !!a.documentBack,
      fieldsNeeded: a.fieldsNeeded ?? [],
    },
    created: b.created.toISOString(),
    updated: b.updated.toISOString(),
  };
}
