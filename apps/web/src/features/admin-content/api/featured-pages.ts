import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeaturedPage, FeaturedPageBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

const key = (market: string) => ['admin', 'featured', market] as const;

/** GET /api/featured?market=: every page of a market, inactive ones too (admin). */
export const useFeaturedPages = (market: string | null) =>
  useQuery({
    queryKey: key(market ?? ''),
    queryFn: () => api<FeaturedPage[]>('/api/featured', { query: { market: market ?? undefined } }),
    enabled: Boolean(market),
  });

/** POST /api/featured (new) or PUT /api/featured/{id} (changed fields). */
export function useSaveFeaturedPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<FeaturedPageBody> }) =>
      id
        ? api<FeaturedPage>(`/api/featured/${id}`, { method: 'PUT', body })
        : api<FeaturedPage>('/api/featured', { method: 'POST', body }),
    onSuccess: (page) => qc.invalidateQueries({ queryKey: key(page.market) }),
  });
}

/** DELETE /api/featured/{id} */
export function useDeleteFeaturedPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (page: FeaturedPage) =>
      api<void>(`/api/featured/${page._id}`, { method: 'DELETE' }),
    onSuccess: (_, page) => qc.invalidateQueries({ queryKey: key(page.market) }),
  });
}
