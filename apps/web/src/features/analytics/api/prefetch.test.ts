import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../../test/render.tsx';
import { prefetchAnalyticsHome } from './prefetch.ts';

const session = (role: string | null) =>
  on('GET', '/api/session', 200, {
    user: role && { _id: 'u1', name: 'Someone', email: 'someone@example.com', role },
  });
const analytics = (url: string) =>
  url.includes('/api/analytics/') ? new Response('{}', { status: 200 }) : undefined;
const analyticsCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/api/analytics/'));

describe('prefetchAnalyticsHome (the /analytics route loader)', () => {
  it('starts the three calls for staff', async () => {
    for (const role of ['editor', 'admin']) {
      const fetch = mockFetch(session(role), analytics);
      await prefetchAnalyticsHome(new QueryClient());
      expect(analyticsCalls(fetch).map((u) => u.split('?')[0])).toEqual([
        '/api/analytics/overview',
        '/api/analytics/clicks',
        '/api/analytics/intents',
      ]);
    }
  });

  it('asks nothing for a guest or a role the page refuses (no 403s in their console)', async () => {
    for (const role of [null, 'user', 'partner', 'partner-employee', 'partner-staff']) {
      const fetch = mockFetch(session(role), analytics);
      await prefetchAnalyticsHome(new QueryClient());
      expect(analyticsCalls(fetch), String(role)).toEqual([]);
    }
  });

  it('uses the session already known instead of asking again', async () => {
    const client = new QueryClient();
    client.setQueryData(['me'], { _id: 'u1', role: 'partner' });
    const fetch = mockFetch(analytics);
    await prefetchAnalyticsHome(client);
    expect(fetch).not.toHaveBeenCalled();
  });
});
