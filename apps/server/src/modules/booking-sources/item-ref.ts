import type { Config } from '../../config.ts';
import type { SourceItemRef, SourceName } from './booking-source.ts';

export interface RefInput {
  /** The product market's currency: CAD markets book FareHarbor's Canadian companies. */
  currency: string | null;
  externalSku: string | null;
  productIntegration: { name: string; fields?: Record<string, unknown> } | null;
  productCompanyId: string | null;
  business: { companyId: string | null; integration: { apiKey?: string } | null } | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export type AccountInput = Pick<RefInput, 'productIntegration' | 'productCompanyId' | 'business'>;

/**
 * Whose account on the platform: the company is the product's integration field (Fareharbor
 * id, Rezdy supplier), else the product's or the business's companyId; the key is the product's
 * Bookeo apiKey field, else the business's key.
 */
export function platformAccountOf(v: AccountInput): Pick<SourceItemRef, 'company' | 'apiKey'> {
  const fields = v.productIntegration?.fields ?? {};
  return {
    company:
      text(fields.id) ??
      text(fields.supplier) ??
      text(v.productCompanyId) ??
      text(v.business?.companyId),
    apiKey: text(fields.apiKey) ?? text(v.business?.integration?.apiKey),
  };
}

/**
 * Where the variant lives on its platform: the item is the variant's externalSku, in its
 * product's account (platformAccountOf). Null when there is no item to ask for.
 */
export function itemRefOf(v: RefInput): SourceItemRef | null {
  const itemId = text(v.externalSku);
  if (!itemId) return null;
  return { itemId, ...platformAccountOf(v), country: v.currency === 'CAD' ? 'CA' : 'US' };
}

/**
 * The key a platform is read with: the partner's own, else ours where we have one (FareHarbor's
 * affiliate user key, an OCTO token). Bookeo and Rezdy have none of ours.
 */
export function platformKey(
  config: Pick<Config, 'FAREHARBOR_USER_KEY' | 'OCTO_API_TOKEN'>,
  platform: SourceName,
  partnerKey: string | undefined,
): string | undefined {
  if (partnerKey) return partnerKey;
  if (platform === 'fareharbor') return config.FAREHARBOR_USER_KEY;
  if (platform === 'octo') return config.OCTO_API_TOKEN;
  return undefined;
}
