const COOKIE = 'productMarket';
export const DEFAULT_PRODUCT_MARKET = 'FL';

/** The /product list's market, kept in a cookie (default FL, spec section 9). */
export function readProductMarket(): string {
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : DEFAULT_PRODUCT_MARKET;
}

export function writeProductMarket(market: string) {
  document.cookie = `${COOKIE}=${encodeURIComponent(market)}; path=/; max-age=31536000; SameSite=Lax`;
}
