import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Market } from '../../../lib/markets.ts';

/** Every market, active or not (GET /api/features/market/all). */
export const useAllMarkets = () =>
  useQuery({
    queryKey: ['features', 'market', 'all'],
    queryFn: () => api<Market[]>('/api/features/market/all'),
    staleTime: 5 * 60_000,
  });
