import { useQuery } from '@tanstack/react-query';
import type { CityWithCount } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/features/city/{market}: the market's cities with their product counts. */
export const useCities = (market: string | undefined) =>
  useQuery({
    queryKey: ['features', 'city', market],
    queryFn: () => api<CityWithCount[]>(`/api/features/city/${encodeURIComponent(market!)}`),
    enabled: Boolean(market),
    staleTime: 5 * 60_000,
  });
