import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreateBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { productReviewsKey } from './get-product-reviews.ts';

/** The list refreshes this long after a review is saved (consumer spec section 9). */
export const REVIEW_REFRESH_MS = 500;

/** POST /api/reviews: then, after 500 ms, the product's reviews, rating and my reviews reload. */
export function useCreateReview(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreateBody) => api<Review>('/api/reviews', { method: 'POST', body }),
    onSuccess: () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: productReviewsKey(sku) });
        void queryClient.invalidateQueries({ queryKey: ['reviews', 'mine'] });
        void queryClient.invalidateQueries({ queryKey: ['product'] });
      }, REVIEW_REFRESH_MS);
    },
  });
}
