import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meKey, type User } from '../../../lib/auth.tsx';

export const acceptTerms = (userId: string) =>
  api<User>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: { terms: true } });

/** PUT /api/users/{id} {terms: true}, then refreshes the current user. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
