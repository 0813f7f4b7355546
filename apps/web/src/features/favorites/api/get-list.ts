import { useQuery } from '@tanstack/react-query';
import type { List } from '@jaunt/contract';
import { api, ApiError } from '../../../lib/api-client.ts';

export const listKey = (id: string) => ['lists', 'id', id] as const;

/** GET /api/lists/{id}: a list with its items in order (public). */
export const useList = (id: string) =>
  useQuery({
    queryKey: listKey(id),
    queryFn: () => api<List>(`/api/lists/${encodeURIComponent(id)}`),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** True when the list does not exist (404, or an id the server refuses). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
