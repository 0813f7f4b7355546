import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** Reviews shown at first and added by each 'Load more' (consumer spec section 9). */
export const REVIEWS_PAGE = 3;

export const productReviewsKey = (sku: string) => ['reviews', 'partner', sku] as const;

/**
 * GET /api/reviews/partner/{sku}?skip&limit: active reviews, newest first. Each page asks for
 * one more than it shows, to know whether there is more.
 */
export const useProductReviews = (sku: string) =>
  useInfiniteQuery({
    queryKey: productReviewsKey(sku),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api<Review[]>(`/api/reviews/partner/${encodeURIComponent(sku)}`, {
        query: { skip: pageParam, limit: REVIEWS_PAGE + 1 },
      }),
    getNextPageParam: (last, pages) =>
      last.length > REVIEWS_PAGE ? pages.length * REVIEWS_PAGE : undefined,
    select: (data) => data.pages.flatMap((p) => p.slice(0, REVIEWS_PAGE)),
  });
