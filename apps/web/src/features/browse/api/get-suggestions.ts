import { useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/search/suggestions?q=&market=: at most 10 suggestions. */
export const useSuggestions = (q: string, market: string | undefined) =>
  useQuery({
    queryKey: ['search', 'suggestions', q, market],
    queryFn: ({ signal }) =>
      api<Suggestion[]>('/api/search/suggestions', { query: { q, market }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
