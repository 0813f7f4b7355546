import type { QueryClient } from '@tanstack/react-query';
import { hasRole } from '@jaunt/contract/roles';
import { meQuery } from '../../../lib/auth.tsx';
import { fetchAnalytics, type AnalyticsParams } from './analytics-query.ts';

/** What /analytics asks for first: its selectors' defaults. */
export const HOME_DEFAULTS = {
  intent: 'total',
  days: '92',
  period: 'this-month',
} as const;

const prefetch = (client: QueryClient, id: string, query: AnalyticsParams) =>
  client.prefetchQuery({
    queryKey: ['analytics', id, query],
    queryFn: () => fetchAnalytics(id, query),
  });

/**
 * Starts /analytics' three calls as the navigation starts (its route loader), in parallel with
 * the page's code, instead of after it (about 400 ms sooner on a cold load). Only for a user the
 * page will show them to (editor or admin): the sign-in check is the cached session, or the
 * same /api/session call the route guard makes. Anyone else is sent to login by the guard, and
 * asking for the data would only put three 403s in their console.
 */
export async function prefetchAnalyticsHome(client: QueryClient) {
  const user = await client.ensureQueryData(meQuery).catch(() => null);
  if (!user || !hasRole(user.role, 'editor')) return;
  void prefetch(client, 'overview', {});
  void prefetch(client, 'clicks', { intent: HOME_DEFAULTS.intent, days: HOME_DEFAULTS.days });
  void prefetch(client, 'intents', { market: undefined, period: HOME_DEFAULTS.period });
}
