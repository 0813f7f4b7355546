import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meKey, type User } from '../../../lib/auth.tsx';

/** GET /auth/local/mailconfirmation: sends the confirmation mail again to the signed-in user. */
export const resendConfirmation = () => api<unknown>('/auth/local/mailconfirmation');

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

export const confirmEmail = (mailConfirmationToken: string) =>
  api<{ user: User }>('/auth/local/mailconfirmation', {
    method: 'POST',
    body: { mailConfirmationToken },
  });

/** POST /auth/local/mailconfirmation {mailConfirmationToken}, then refreshes the user. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // A /me request sent before the confirmation may still be on its way with the old user:
    // cancel it, then take the confirmed user from the answer.
    onSuccess: async ({ user }) => {
      await queryClient.cancelQueries({ queryKey: meKey });
      queryClient.setQueryData(meKey, (current: User | null | undefined) =>
        current ? user : current,
      );
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}
