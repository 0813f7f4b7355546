import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meKey } from '../../../lib/auth.tsx';

/** GET /auth/local/mailconfirmation: sends the confirmation mail again to the signed-in user. */
export const resendConfirmation = () => api<unknown>('/auth/local/mailconfirmation');

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

export const confirmEmail = (mailConfirmationToken: string) =>
  api<unknown>('/auth/local/mailconfirmation', {
    method: 'POST',
    body: { mailConfirmationToken },
  });

/** POST /auth/local/mailconfirmation {mailConfirmationToken}, then refreshes the user. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
