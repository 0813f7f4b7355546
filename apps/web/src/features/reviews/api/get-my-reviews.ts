import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/reviews/mine: my active reviews with their product. */
export const useMyReviews = () =>
  useQuery({
    queryKey: ['reviews', 'mine'],
    queryFn: () => api<MyReview[]>('/api/reviews/mine'),
  });
