import { useQuery } from '@tanstack/react-query';
import { trimFeatured, type FeaturedPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/featured/market/{market}: the market's active feature pages, trimmed by random removal
 * (2 of 3, 4 of 5, 6 of more). The trim is part of the query's data, drawn once where the page is
 * first drawn: a server-rendered landing hands its choice to the browser, which keeps it (drawn
 * again in the browser, another page would be dropped, and React would find other tiles than
 * the HTML it hydrates).
 */
export const useShownFeaturedPages = (market: string | undefined) =>
  useQuery({
    queryKey: ['featured', 'market', market, 'shown'],
    queryFn: async () =>
      trimFeatured(
        (await api<FeaturedPage[]>(`/api/featured/market/${encodeURIComponent(market!)}`)).filter(
          (p) => p.active,
        ),
      ),
    enabled: Boolean(market),
    // Tiles that change when the tab is shown again would look like a fault.
    refetchOnWindowFocus: false,
  });
