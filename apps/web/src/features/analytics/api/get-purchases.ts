import type { AnalyticsPurchases } from '@jaunt/contract';
import { useAnalytics, type AnalyticsParams } from './analytics-query.ts';

/** GET /api/analytics/purchases?year&month&type&market: counted orders per day. */
export const usePurchases = (q: AnalyticsParams) =>
  useAnalytics<AnalyticsPurchases>('purchases', q);
