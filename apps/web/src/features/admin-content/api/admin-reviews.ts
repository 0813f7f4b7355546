import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreateBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'reviews'] as const;

/** GET /api/reviews?email&partnerId&skip&limit (admin): every review, newest first. */
export const useAdminReviews = (f: {
  email: string;
  partnerId: string;
  page: number;
  size: number;
}) =>
  useQuery({
    queryKey: [...key, f],
    queryFn: () =>
      api<Review[]>('/api/reviews', {
        query: {
          email: f.email || undefined,
          partnerId: f.partnerId || undefined,
          skip: (f.page - 1) * f.size,
          limit: f.size,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/reviews/count?email&partnerId (admin): the table's total for the same filter. */
export const useAdminReviewCount = (f: { email: string; partnerId: string }) =>
  useQuery({
    queryKey: [...key, 'count', f],
    queryFn: () =>
      api<{ count: number }>('/api/reviews/count', {
        query: { email: f.email || undefined, partnerId: f.partnerId || undefined },
      }),
    placeholderData: keepPreviousData,
  });

/** The admin's review calls; each refreshes the table when it succeeds. */
export function useReviewWrites() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: key });
  return {
    /** POST /api/reviews */
    add: useMutation({
      mutationFn: (body: ReviewCreateBody) => api<Review>('/api/reviews', { method: 'POST', body }),
      onSuccess,
    }),
    /** PUT /api/reviews/{id} (text, rating, userName) or /api/reviews/{id}/active */
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
        Object.keys(body).length === 1 && 'active' in body
          ? api<Review>(`/api/reviews/${id}/active`, { method: 'PUT', body })
          : api<Review>(`/api/reviews/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
    /** DELETE /api/reviews/delete/{id} (admin) */
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/api/reviews/delete/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
