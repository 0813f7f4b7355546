import type { SearchLogBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { cookieId } from '../../../lib/cookie-id.ts';

/** POST /api/search-logs: records a submitted search (fire and forget). */
export function logSearch(query: string, market: string | undefined) {
  const body: SearchLogBody = { query, cookieId: cookieId(), market: market ?? '' };
  void api('/api/search-logs', { method: 'POST', body }).catch(() => {});
}
