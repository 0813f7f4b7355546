import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { clearSession, startSession, type User } from '../../../lib/auth.tsx';

export interface SessionResponse {
  token: string;
  user: User;
}

export const login = (body: LoginBody) =>
  api<SessionResponse>('/auth/local', { method: 'POST', body });

/** POST /auth/local; a failed login clears the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
    onError: () => clearSession(queryClient),
  });
}
