import { useInfiniteQuery } from '@tanstack/react-query';
import type { BusinessListPage, BusinessSort } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface BusinessListParams {
  market: string;
  q: string;
  sort: BusinessSort;
  dir: 'asc' | 'desc';
}

export const businessListKey = ['admin', 'businesses'] as const;

/** GET /api/admin/businesses: the staff list, 50 a page, by keyset cursor (infinite scroll). */
export function useBusinessList(params: BusinessListParams) {
  return useInfiniteQuery({
    queryKey: [...businessListKey, params],
    queryFn: ({ pageParam, signal }) =>
      api<BusinessListPage>('/api/admin/businesses', {
        query: { ...params, q: params.q || undefined, after: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
