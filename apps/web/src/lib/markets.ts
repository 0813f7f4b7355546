import { useQuery } from '@tanstack/react-query';
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

const STORAGE_KEY = 'market';

export function storedMarket(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeMarket(code: string) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Whether a URL's market segment names the market `code` (letter case aside; no code: any). */
export function sameMarket(segment: string, code: string): boolean {
  return !code || segment.toLowerCase() === code.toLowerCase();
}
