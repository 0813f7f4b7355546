import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffProductPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface ProductListParams {
  market: string;
  q: string;
  sort: 'sku' | 'name' | 'active' | 'updated';
  dir: 'asc' | 'desc';
}

export const staffProductsKey = ['admin', 'products'] as const;

/** GET /api/admin/products: the staff list, 50 a page, by keyset cursor (infinite scroll). */
export function useStaffProducts(params: ProductListParams) {
  return useInfiniteQuery({
    queryKey: [...staffProductsKey, params],
    queryFn: ({ pageParam, signal }) =>
      api<StaffProductPage>('/api/admin/products', {
        query: { ...params, q: params.q || undefined, after: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
