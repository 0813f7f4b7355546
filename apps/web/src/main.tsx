import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import './app/before-live.css';
import { StrictMode, useEffect } from 'react';
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

/** What a server-rendered page starts from (decision 024), as JSON data in the HTML. */
function serverState(): ServerState | null {
  const data = document.getElementById('jaunt-state')?.textContent;
  return data ? (JSON.parse(data) as ServerState) : null;
}

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

async function start() {
  const container = document.getElementById('root')!;
  const state = serverState();
  if (state) {
    hydrate(queryClient, state.queries);
    await loadMatchedScreens();
    await loadDrawnParts(state.parts);
  }
  const router = createBrowserRouter(routes);
  installUnauthorizedHandler(queryClient, (to) => router.navigate(to));
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkLive />
      </Providers>
    </StrictMode>
  );
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
