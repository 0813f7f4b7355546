import type { AnalyticsOverview } from '@jaunt/contract';
import { useAnalytics } from './analytics-query.ts';

/** GET /api/analytics/overview: tiles against yesterday, latest experiences and users. */
export const useOverview = () => useAnalytics<AnalyticsOverview>('overview');
