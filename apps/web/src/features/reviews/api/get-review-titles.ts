import { useQuery } from '@tanstack/react-query';
import type { ReviewTitle } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/gamification/reviewTitles: the reviewer title thresholds. */
export const useReviewTitles = () =>
  useQuery({
    queryKey: ['reviewTitles'],
    queryFn: () => api<ReviewTitle[]>('/api/gamification/reviewTitles'),
    staleTime: 5 * 60_000,
  });
