import type { ClickSeries } from '@jaunt/contract';
import { useAnalytics, type AnalyticsParams } from './analytics-query.ts';

/** GET /api/analytics/clicks?intent&market&days: clicks per day. */
export const useDailyClicks = (q: AnalyticsParams) => useAnalytics<ClickSeries>('clicks', q);

/** GET /api/analytics/click-series?unit=week|month&intent&market: the last 12 weeks or months. */
export const useClickSeries = (q: AnalyticsParams) => useAnalytics<ClickSeries>('click-series', q);

/** GET /api/analytics/partner-year?partnerId&year&intent: one partner's months. */
export const usePartnerYear = (q: AnalyticsParams) =>
  useAnalytics<ClickSeries>('partner-year', q, !!q.partnerId);
