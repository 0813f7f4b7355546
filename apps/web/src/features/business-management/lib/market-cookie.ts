import { BUSINESS_MANAGEMENT_DEFAULT_MARKET } from '@jaunt/contract';

const COOKIE = 'businessMarket';

/** The /business-management list's market, kept in a cookie (default HI, spec section 9). */
export function readBusinessMarket(): string {
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : BUSINESS_MANAGEMENT_DEFAULT_MARKET;
}

export function writeBusinessMarket(market: string) {
  document.cookie = `${COOKIE}=${encodeURIComponent(market)}; path=/; max-age=31536000; SameSite=Lax`;
}
