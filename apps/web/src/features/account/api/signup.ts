import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/auth.tsx';
import type { SessionResponse } from './login.ts';

export const signup = (body: SignupBody) =>
  api<SessionResponse>('/api/users', { method: 'POST', body });

/** POST /api/users: creates the account and signs it in. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
