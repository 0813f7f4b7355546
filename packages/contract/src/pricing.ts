/** Stored lowest price (in cents) meaning "no bookable price": the spec's 99999 dollars. */
export const PRICING_VARIES_CENTS = 9999900;

export interface PricedVariant {
  priceCents: number;
  active?: boolean | null;
  isPrivateSale?: boolean | null;
}

/**
 * A product's lowest price: the lowest priceCents among active, non-private-sale variants
 * with a price above 0; PRICING_VARIES_CENTS when there is none.
 */
export function lowestPriceCents(variants: readonly PricedVariant[]): number {
  let lowest = PRICING_VARIES_CENTS;
  for (const v of variants) {
    if (v.active === false || v.isPrivateSale || !(v.priceCents > 0)) continue;
    if (v.priceCents < lowest) lowest = v.priceCents;
  }
  return lowest;
}

/** 99999 (dollars) or 0 shows 'Pricing varies'. */
export const isPricingVaries = (cents: number) => cents === PRICING_VARIES_CENTS || cents <= 0;
