import { useQuery } from '@tanstack/react-query';
import type { MarketActivity } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/market-activities/market/{market}: parent categories with their sub-categories. */
export const useMarketActivities = (market: string | undefined) =>
  useQuery({
    queryKey: ['market-activities', market],
    queryFn: () =>
      api<MarketActivity[]>(`/api/market-activities/market/${encodeURIComponent(market!)}`),
    enabled: Boolean(market),
    staleTime: 5 * 60_000,
  });
