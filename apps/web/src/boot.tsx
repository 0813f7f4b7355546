import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import type { ServerState } from './entry-server.tsx';
import { installUnauthorizedHandler } from './lib/auth.tsx';
import { loadDrawnParts } from './lib/lazy-part.tsx';
import { queryClient } from './lib/query-client.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';

/** The screens of this URL, loaded before hydrating so the first render matches the HTML. */
async function loadMatchedScreens() {
  const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async (m) => {
      const load = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** Marks the page live (interactive) once React has drawn or hydrated it: see before-live.css. */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/** Starts the app: hydrates a server-rendered page (its state given), else draws the page. */
export async function start(state: ServerState | null) {
  const container = document.getElementById('root')!;
  if (state) {
    hydrate(queryClient, state.queries);
    await loadMatchedScreens();
    await loadDrawnParts(state.parts);
  }
  // A hydrated page keeps the scroll the visitor may already have made (no reset to the top).
  const router = createBrowserRouter(routes, state ? { hydrationData: {} } : undefined);
  installUnauthorizedHandler(queryClient, (to) => router.navigate(to));
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkLive />
      </Providers>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds (a tap is
  // still answered first), instead of one long task for the whole page.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
