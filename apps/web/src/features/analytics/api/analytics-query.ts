import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AnalyticsParams = Record<string, string | number | undefined | null>;

/** GET /api/analytics/{id}?query: staff analytics, never cached on the server. */
export const fetchAnalytics = <T>(id: string, query: AnalyticsParams = {}) =>
  api<T>(`/api/analytics/${id}`, { query });

/** The query of one analytics call; the previous answer stays while a selector changes. */
export const useAnalytics = <T>(id: string, query: AnalyticsParams = {}, enabled = true) =>
  useQuery({
    queryKey: ['analytics', id, query],
    queryFn: () => fetchAnalytics<T>(id, query),
    placeholderData: keepPreviousData,
    enabled,
  });
