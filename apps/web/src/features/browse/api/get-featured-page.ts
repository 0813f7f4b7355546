import { useQuery } from '@tanstack/react-query';
import type { FeaturedPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/featured/{idOrSlug}?market=: one feature page (inactive ones for staff only). */
export const useFeaturedPage = (page: string, market: string | undefined) =>
  useQuery({
    queryKey: ['featured', page, market],
    queryFn: () =>
      api<FeaturedPage>(`/api/featured/${encodeURIComponent(page)}`, { query: { market } }),
  });
