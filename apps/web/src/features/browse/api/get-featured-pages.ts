import { useQuery } from '@tanstack/react-query';
import type { FeaturedPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/featured/market/{market}: the market's feature pages. */
export const useFeaturedPages = (market: string | undefined) =>
  useQuery({
    queryKey: ['featured', 'market', market],
    queryFn: () => api<FeaturedPage[]>(`/api/featured/market/${encodeURIComponent(market!)}`),
    enabled: Boolean(market),
  });
