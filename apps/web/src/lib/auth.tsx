import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionDto, UserDto } from '@jaunt/contract';
import { hasRole, type Role } from '@jaunt/contract/roles';
import { api, setToken, setUnauthorizedHandler } from './api-client.ts';
import { currentPath, saveReturnTo, takeReturnTo } from './return-to.ts';
import { PageLoader } from '../components/page-loader.tsx';

export { hasRole };
export type User = UserDto;

export const meKey = ['me'] as const;

/** The signed-in user, or null for a guest (GET /api/session answers both with 200). */
async function fetchMe(): Promise<User | null> {
  return (await api<SessionDto>('/api/session')).user;
}

export const meQuery = { queryKey: meKey, queryFn: fetchMe, staleTime: 60_000 };

export function useCurrentUser() {
  const query = useQuery(meQuery);
  return { user: query.data ?? null, isPending: query.isPending, refetch: query.refetch };
}

/** Stores a fresh session (login, sign-up, session token) in memory and in the cache. */
export function startSession(queryClient: QueryClient, session: { token?: string; user: User }) {
  if (session.token) setToken(session.token);
  queryClient.setQueryData(meKey, session.user);
}

/** Forgets the session on this side (token and cached user). */
export function clearSession(queryClient: QueryClient) {
  setToken(null);
  queryClient.setQueryData(meKey, null);
}

export async function logout(queryClient: QueryClient) {
  try {
    await api('/auth/logout', { method: 'POST' });
  } finally {
    clearSession(queryClient);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
  }
}

/** The roles of a business: they work from the partner portal. */
const PORTAL_ROLES = new Set(['partner', 'partner-staff', 'partner-employee']);
const PORTAL_PATH = /^\/partner(-portal)?(\/|\?|#|$)/;

/**
 * Where a user goes after logging in. Everyone of a business goes to the partner portal (or
 * the portal screen they tried to open): there a partner who left onboarding midway gets the
 * Resume Sign-Up Process modal with the next step (or, without a business yet, the business
 * form). The sign-up's own landing (business form with its modal) is only right after
 * /partner-signup, which sends the partner there itself. Everyone else goes back to the URL
 * they tried to open (default '/').
 */
export function postLoginPath(user: User): string {
  const saved = takeReturnTo();
  if (PORTAL_ROLES.has(user.role)) return PORTAL_PATH.test(saved) ? saved : '/partner-portal';
  return saved;
}

/** After a 401 on any call: drop the user and go to /login, remembering where we were. */
export function installUnauthorizedHandler(
  queryClient: QueryClient,
  navigate: (to: string) => unknown,
) {
  setUnauthorizedHandler(() => {
    saveReturnTo(currentPath());
    queryClient.setQueryData(meKey, null);
    void navigate('/login');
  });
}

/** Shown on /login when a signed-in user was sent there by a page above their role. */
export const NEEDS_OTHER_ACCOUNT =
  'That page needs a different account. Log in with one that has access.';

interface LoginState {
  /** A signed-in user's role was too low for the page they opened. */
  roleTooLow?: boolean;
}

function RedirectToLogin({ roleTooLow }: { roleTooLow: boolean }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => saveReturnTo(from), [from]);
  return <Navigate to="/login" replace state={roleTooLow ? { roleTooLow } : undefined} />;
}

/** On /login: was this user sent here by a page above their role (not signed out)? */
export function useSentForRole(): boolean {
  const state = useLocation().state as LoginState | null;
  return !!state?.roleTooLow;
}

/**
 * Route guard: renders the child routes only for users with at least `role`. Others go to
 * /login (spec), a signed-in user with a note that the page needs another account.
 */
export function RequireRole({ role }: { role: Role }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user || !hasRole(user.role, role)) return <RedirectToLogin roleTooLow={!!user} />;
  return <Outlet />;
}
