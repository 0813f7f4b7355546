import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { marketSegment } from '@jaunt/contract';
import { api } from './api-client.ts';

/** A market feature as GET /api/features/market returns it. */
export interface Market {
  _id: string;
  key: string;
  val: string;
  market: string;
  currency: string;
  coordinates: string;
  active: boolean;
  slug: string;
  description?: string;
  images?: string[];
  activities?: string[];
}

export const marketsQuery = {
  queryKey: ['features', 'market'] as const,
  queryFn: () => api<Market[]>('/api/features/market'),
  staleTime: 5 * 60_000,
};

/** Active markets; an empty list while loading or when the call fails. */
export function useMarkets() {
  const query = useQuery(marketsQuery);
  const markets = Array.isArray(query.data) ? query.data : [];
  return { markets, isPending: query.isPending, isError: query.isError };
}

/**
 * A market code's segment in links (marketSegment: its slug, else the code in lower case), so a
 * link names the page by its canonical address. A server-rendered page has the markets from the
 * start; while they load in the browser, the code in lower case.
 */
export function useMarketSegment(): (code: string) => string {
  const { markets } = useMarkets();
  return (code) => marketSegment(markets.find((m) => m.val === code) ?? { val: code });
}

const STORAGE_KEY = 'market';

export function storedMarket(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The remembered market's landing page ('/main' when none is remembered): "keep browsing". */
export function useStoredMarketHome(): string {
  const segment = useMarketSegment();
  const code = storedMarket();
  return code ? `/${segment(code)}` : '/main';
}

/** Fired when this tab stores a market (other tabs get the `storage` event). */
const STORED = 'jaunt:market-stored';

export function storeMarket(code: string) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(STORED));
}

function onStoredMarket(changed: () => void) {
  window.addEventListener('storage', changed);
  window.addEventListener(STORED, changed);
  return () => {
    window.removeEventListener('storage', changed);
    window.removeEventListener(STORED, changed);
  };
}

/**
 * The remembered market, for drawing: none on the server, which cannot know it, and while a
 * server-rendered page hydrates, so the first render matches the server's HTML; the browser's
 * right after.
 */
export function useStoredMarket(): string | null {
  return useSyncExternalStore(onStoredMarket, storedMarket, () => null);
}

/** Whether a URL's market segment names the market: its code or its slug, letter case aside. */
export function namesMarket(market: Pick<Market, 'val' | 'slug'>, segment: string): boolean {
  const wanted = segment.toLowerCase();
  return market.val.toLowerCase() === wanted || market.slug.toLowerCase() === wanted;
}

/**
 * Whether the URL's market segment names the market `code` (no code: any); null while the
 * markets load and only its slug could tell.
 */
export function useNamesMarket(segment: string, code: string): boolean | null {
  const { markets, isPending } = useMarkets();
  if (!code || segment.toLowerCase() === code.toLowerCase()) return true;
  const own = markets.find((m) => m.val === code);
  if (own) return namesMarket(own, segment);
  return isPending ? null : false;
}
