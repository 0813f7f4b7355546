/**
 * Product list and card rules and the browsing constants (consumer sections 2 and 9).
 * Prices here are the API's dollars (`lowestPrice`); the cents sentinel is PRICING_VARIES_CENTS.
 */
import type { ProductSummary } from './catalog.ts';
import { formatWholeDollars, toCents } from './money.ts';

/** lowestPrice 99999 (dollars) means pricing varies. */
export const PRICING_VARIES_SENTINEL = 99999;
export const PRICING_VARIES_TEXT = 'Pricing varies';

/** A lowestPrice of 99999 or 0 shows 'Pricing varies'. */
export const isPricingVariesDollars = (lowestPrice: number): boolean =>
  lowestPrice === PRICING_VARIES_SENTINEL || lowestPrice <= 0;

/** A card's price: 'Pricing varies' (also when unknown) or whole dollars ('$45'). */
export const priceLabel = (lowestPrice: number | null | undefined): string =>
  lowestPrice == null || isPricingVariesDollars(lowestPrice)
    ? PRICING_VARIES_TEXT
    : formatWholeDollars(toCents(lowestPrice));

export const CARD_INFO_MIN = 200;
export const CARD_INFO_MAX = 220;

/**
 * The first 200 to 220 characters of a product's info: text up to 220 characters is shown
 * whole; longer text is cut at the last space between 200 and 220 (at 220 when there is
 * none) and ends with an ellipsis.
 */
export function cardInfo(text: string | null | undefined): string {
  const info = (text ?? '').trim();
  if (info.length <= CARD_INFO_MAX) return info;
  const window = info.slice(0, CARD_INFO_MAX + 1);
  const space = window.lastIndexOf(' ');
  const cut = space >= CARD_INFO_MIN ? space : CARD_INFO_MAX;
  return `${info.slice(0, cut).trimEnd()}…`;
}

/**
 * Text cut to at most `max` characters at a word boundary, ending with an ellipsis (whole when
 * it fits). Used for 'Read more' descriptions (185) and short descriptions in feature pages.
 */
export function truncateAtWord(text: string | null | undefined, max: number): string {
  const t = (text ?? '').trim();
  if (t.length <= max) return t;
  const window = t.slice(0, max + 1);
  const space = window.lastIndexOf(' ');
  const cut = space > max * 0.6 ? space : max;
  return `${t.slice(0, cut).replace(/[\s,;:.\u2013-]+$/, '')}…`;
}

/** Markets that show distances in kilometres, and those in miles. */
export const METRIC_MARKETS = ['GTA', 'VAN', 'CHI', 'BOS', 'CGY'] as const;
export const IMPERIAL_MARKETS = ['NYC', 'FL', 'HI', 'LA'] as const;
/** Markets in neither list (Other USA, Other Canada, new ones) use kilometres. */
export const usesMiles = (market: string): boolean =>
  (IMPERIAL_MARKETS as readonly string[]).includes(market);

const METRES_PER_MILE = 1609.344;
/** Distances above this many display units (km or mi) are not shown. */
export const DISTANCE_SHOWN_MAX = 500;

/**
 * A distance in the market's display unit, rounded to 1 decimal. See
 * docs/decisions/004-distance-unit.md: the spec's "500 or less" is in these units.
 */
export function displayDistance(
  metres: number,
  market: string,
): { value: number; unit: 'km' | 'mi' } {
  const miles = usesMiles(market);
  const value = metres / (miles ? METRES_PER_MILE : 1000);
  return { value: Math.round(value * 10) / 10, unit: miles ? 'mi' : 'km' };
}

/** A card shows the distance only when it is known and 500 km (or mi) or less. */
export function showDistance(metres: number | null | undefined, market: string): boolean {
  if (metres == null || !Number.isFinite(metres) || metres < 0) return false;
  return displayDistance(metres, market).value <= DISTANCE_SHOWN_MAX;
}

/** '12.3 km' or '7.6 mi'. */
export function formatDistance(metres: number, market: string): string {
  const { value, unit } = displayDistance(metres, market);
  return `${value} ${unit}`;
}

/** 'X of Y experiences from $min - $max' (min and max in dollars, shown whole). */
export const countLine = (shown: number, total: number, min: number, max: number): string =>
  `${shown} of ${total} experiences from ${formatWholeDollars(toCents(min))} - ${formatWholeDollars(toCents(max))}`;

/**
 * List view page size; infinite scroll adds the same again. SEARCH_SUGGESTIONS_LIMIT and
 * CLICK_INTENTS live in catalog.ts beside the schemas that use them.
 */
export const LIST_PAGE = 10;
export const INFINITE_SCROLL_DISTANCE = 0.5;
/**
 * What a product card shows (and its heart saves): lists of cards ask for these fields only,
 * with GET /api/products' and GET /api/search's `select`, a third of a whole summary's bytes.
 */
export const PRODUCT_CARD_FIELDS = [
  '_id',
  'slug',
  'name',
  'market',
  'city',
  'featuredImage',
  'category',
  'computedRating',
  'reviewCount',
  'lowestPrice',
  'info',
  'distance',
] as const satisfies readonly (keyof ProductSummary)[];
/** PRODUCT_CARD_FIELDS as a `select` (lists and search). */
export const PRODUCT_CARD_SELECT = PRODUCT_CARD_FIELDS.join(',');
export const MAP_LIMIT = 1000;
/** "Load more" raises the limit to this. */
export const LOAD_MORE_LIMIT = 1000;
export const ZOOM = { list: 10, map: 14, static: 15, hawaii: 7 } as const;
export const STATIC_MAP_HEIGHT = 360;
export const DEFAULT_PRICE_RANGE = { slider: [0, 10000], price1: 0, price2: 100000 } as const;
/** Markets whose landing page hides the banner. */
export const BANNER_HIDDEN_MARKETS = ['HI', 'LA', 'NYC', 'BOS'] as const;
export const CAROUSEL_INTERVAL_MS = 8000;
export const REVIEWS_SHOWN = 3;
export const THIRD_PARTY_REVIEWS_FIRST = 3;
export const THIRD_PARTY_REVIEWS_MORE = 5;
export const DESCRIPTION_TRUNCATE = 185;
/** Other experiences from the same provider on a variant page. */
export const OTHER_EXPERIENCES_LIMIT = 3;
