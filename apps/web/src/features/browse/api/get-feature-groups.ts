import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/features/group/{market}: tag groups usable as filters, e.g. { City: [...] }. */
export const useFeatureGroups = (market: string | undefined) =>
  useQuery({
    queryKey: ['features', 'group', market],
    queryFn: () =>
      api<Record<string, string[]>>(`/api/features/group/${encodeURIComponent(market!)}`),
    enabled: Boolean(market),
    staleTime: 5 * 60_000,
  });
