import { useQuery } from '@tanstack/react-query';
import type { ListSummary } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const myListsKey = (email: string) => ['lists', 'email', email] as const;

/** GET /api/lists/email/{email}: the user's lists with item counts and up to 5 thumbnails. */
export const useMyLists = (email: string | undefined) =>
  useQuery({
    queryKey: myListsKey(email ?? ''),
    queryFn: () => api<ListSummary[]>(`/api/lists/email/${encodeURIComponent(email ?? '')}`),
    enabled: !!email,
  });
