import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { List } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { listKey } from './get-list.ts';

/** One change to a list (PUT /api/lists/{id} takes exactly one). */
export type ListChange =
  | { name: string }
  | { add: { partnerId: string; index: number } }
  | { remove: string }
  | { order: string[] }
  | { item: string; flavorText: string }
  | { item: string; notes: string };

export const updateList = (id: string, change: ListChange) =>
  api<List>(`/api/lists/${encodeURIComponent(id)}`, { method: 'PUT', body: change });

/** PUT /api/lists/{id}: the owner's edits; the answer replaces the cached list. */
export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListChange) => updateList(id, change),
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(id), list);
      void queryClient.invalidateQueries({ queryKey: ['lists', 'email'] });
    },
  });
}
