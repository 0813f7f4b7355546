export interface MarketLike {
  val: string;
  market: string;
  currency?: string | null;
}

const OTHER = new Set(['Other USA', 'Other Canada']);

/**
 * Markets grouped into US (USD) and Canadian markets, each sorted by name with
 * 'Other USA' and 'Other Canada' last.
 */
export function groupMarkets<T extends MarketLike>(markets: T[]): { usa: T[]; canada: T[] } {
  const sort = (list: T[]) =>
    [...list].sort((a, b) => {
      const ao = OTHER.has(a.market) ? 1 : 0;
      const bo = OTHER.has(b.market) ? 1 : 0;
      return ao - bo || a.market.localeCompare(b.market);
    });
  return {
    usa: sort(markets.filter((m) => m.currency === 'USD')),
    canada: sort(markets.filter((m) => m.currency !== 'USD')),
  };
}

/**
 * A market's segment in a URL: its slug, else its code in lower case. Every link and redirect
 * writes this, and a page's canonical URL has it, so one page has one address (a market is
 * also found by its code, in any case: `/GTA/...` reaches the same page).
 */
export function marketSegment(market: { val: string; slug?: string | null }): string {
  return market.slug || market.val.toLowerCase();
}

/** The default market (Toronto Area) and its fixed coordinates. */
export const DEFAULT_MARKET = 'GTA';
export const DEFAULT_LOCATION = { lat: 43.6532, lng: -79.3832 };
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** Parses a market's 'lat,lng' coordinates. */
export function parseCoordinates(
  coordinates: string | null | undefined,
): { lat: number; lng: number } | null {
  if (!coordinates) return null;
  const [lat, lng] = coordinates.split(',').map((s) => Number(s.trim()));
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

export const EARTH_RADIUS_M = 6371000;

/** Great-circle distance in metres (haversine, earth radius 6371000 m). */
export function distanceMeters(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The active market nearest to a position (null when none has coordinates). */
export function nearestMarket<T extends { coordinates?: string | null; active?: boolean }>(
  markets: T[],
  pos: { lat: number; lng: number },
): T | null {
  let best: T | null = null;
  let bestD = Infinity;
  for (const m of markets) {
    if (m.active === false) continue;
    const c = parseCoordinates(m.coordinates);
    if (!c) continue;
    const d = distanceMeters(pos, c);
    if (d < bestD) {
      bestD = d;
      best = m;
    }
  }
  return best;
}
