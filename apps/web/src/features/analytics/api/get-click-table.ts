import type { ClickTable } from '@jaunt/contract';
import { fetchAnalytics, useAnalytics, type AnalyticsParams } from './analytics-query.ts';

export type ClickTableId = 'partners' | 'activities';

/** GET /api/analytics/partners|activities?intent&market&q&sort&limit&offset. */
export const useClickTable = (id: ClickTableId, q: AnalyticsParams) =>
  useAnalytics<ClickTable>(id, q);

/** Every row of a table (pages of 500), for the CSV export. */
export async function fetchWholeClickTable(id: ClickTableId, q: AnalyticsParams) {
  const rows: ClickTable['rows'] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await fetchAnalytics<ClickTable>(id, { ...q, limit: 500, offset });
    rows.push(...page.rows);
    if (page.rows.length < 500 || rows.length >= page.total || offset >= 50_000) return rows;
  }
}
