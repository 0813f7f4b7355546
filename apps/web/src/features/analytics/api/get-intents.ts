import type { ClicksByIntent } from '@jaunt/contract';
import { useAnalytics, type AnalyticsParams } from './analytics-query.ts';

/** GET /api/analytics/intents?market&period: clicks per intent (the pie and its legend). */
export const useClicksByIntent = (q: AnalyticsParams) => useAnalytics<ClicksByIntent>('intents', q);
