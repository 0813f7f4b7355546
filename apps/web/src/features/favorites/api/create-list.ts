import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { List } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/lists {name}: a new, empty list owned by the caller. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<List>('/api/lists', { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'email'] }),
  });
}
