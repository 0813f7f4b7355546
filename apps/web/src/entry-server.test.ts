// @vitest-environment node
// The server's side of the app (entry-server.tsx), as the API server calls it.
import { expect, test } from 'vitest';
import { render, setTransport } from './entry-server.tsx';

test('finding a staff screen on the server asks the API nothing: its route loader runs in the browser only', async () => {
  const asked: string[] = [];
  setTransport(async (input) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ code: 'UNAUTHORIZED' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
  // Left to the browser: not a server-rendered page.
  expect(await render('/analytics', 'http://jaunt.test')).toBeNull();
  // What the loader would start: its module loaded, then its first call.
  await import('./features/analytics/api/prefetch.ts');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
});
