import { useQuery } from '@tanstack/react-query';
import type { List } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/lists/email/{email}/full: the ids of every product in any of the user's lists, so
 * hearts show the saved state. Under ['lists', 'email', ...] so saving or removing refreshes it.
 */
export const useSavedProductIds = (email: string | undefined) =>
  useQuery({
    queryKey: ['lists', 'email', email ?? '', 'full'],
    queryFn: () => api<List[]>(`/api/lists/email/${encodeURIComponent(email ?? '')}/full`),
    enabled: !!email,
    select: (lists) => new Set(lists.flatMap((l) => l.experiences.map((e) => e.id))),
    staleTime: 60_000,
  });
