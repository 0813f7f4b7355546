import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { List } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/lists/{id}/copy (anyone signed in: a copy into their own lists) or
 * POST /api/lists/{id}/duplicate (admin or editor).
 */
export function useCopyList(kind: 'copy' | 'duplicate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<List>(`/api/lists/${encodeURIComponent(id)}/${kind}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'email'] }),
  });
}
