import { useInfiniteQuery } from '@tanstack/react-query';
import {
  THIRD_PARTY_REVIEWS_FIRST,
  THIRD_PARTY_REVIEWS_MORE,
  type ThirdPartyReview,
} from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/tripadvisor/reviews/{locationId}: 3 first, then 5 more per 'Load More'. */
export const useThirdPartyReviews = (locationId: string) =>
  useInfiniteQuery({
    queryKey: ['tripadvisor', locationId],
    queryFn: ({ pageParam }) =>
      api<ThirdPartyReview[]>(`/api/tripadvisor/reviews/${encodeURIComponent(locationId)}`, {
        query: {
          skip: pageParam,
          limit: pageParam === 0 ? THIRD_PARTY_REVIEWS_FIRST : THIRD_PARTY_REVIEWS_MORE,
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const wanted = pages.length === 1 ? THIRD_PARTY_REVIEWS_FIRST : THIRD_PARTY_REVIEWS_MORE;
      return last.length < wanted ? undefined : pages.reduce((n, p) => n + p.length, 0);
    },
  });
