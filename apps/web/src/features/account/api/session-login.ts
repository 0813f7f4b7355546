import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clearSession, startSession } from '../../../lib/auth.tsx';
import type { SessionResponse } from './login.ts';

export const sessionLogin = (token: string) =>
  api<SessionResponse>('/auth/session', { method: 'POST', body: { token } });

/** POST /auth/session {token}: finishes a login that was handed a session token. */
export function useSessionLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sessionLogin,
    onSuccess: (session) => startSession(queryClient, session),
    onError: () => clearSession(queryClient),
  });
}
