import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/local/passwordreset {email}: mails a reset link (404 with fields.email if unknown). */
export const requestReset = (email: string) =>
  api<unknown>('/auth/local/passwordreset', { method: 'POST', body: { email } });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });

/** GET /auth/local/passwordreset?passwordResetToken=...: is the token still valid? */
export const resetTokenQuery = (passwordResetToken: string) => ({
  queryKey: ['passwordreset', passwordResetToken] as const,
  queryFn: () =>
    api<unknown>('/auth/local/passwordreset', { query: { passwordResetToken } }).then(() => true),
  retry: false,
  staleTime: Infinity,
});

export const useResetToken = (token: string) => useQuery(resetTokenQuery(token));

export interface ResetInput {
  passwordResetToken: string;
  newPassword: string;
}

/** POST /auth/local/passwordreset {passwordResetToken, newPassword} */
export const resetPassword = (body: ResetInput) =>
  api<unknown>('/auth/local/passwordreset', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
