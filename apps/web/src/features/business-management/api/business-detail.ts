import { useQuery } from '@tanstack/react-query';
import type { BusinessDetail } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const businessDetailKey = (id: string) => ['admin', 'business', id] as const;

/** GET /api/admin/businesses/{id}: the business with its staff, owner and products. */
export function useBusinessDetail(id: string | null) {
  return useQuery({
    queryKey: businessDetailKey(id ?? ''),
    queryFn: ({ signal }) =>
      api<BusinessDetail>(`/api/admin/businesses/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}
