import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Handler = (url: string, init: RequestInit) => Response | undefined;

/** Replaces fetch: the first handler that answers wins; anything else is a 404. */
export function mockFetch(...handlers: Handler[]) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    for (const h of handlers) {
      const res = h(url, init);
      if (res) return res;
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Answers `method path` (path without the query string) with a JSON body. */
export const on =
  (method: string, path: string, status: number, body?: unknown): Handler =>
  (url, init) =>
    (init.method ?? 'GET') === method && url.split('?')[0] === path
      ? jsonResponse(status, body)
      : undefined;

/** Renders routes in a memory router with the app's providers; returns the router too. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at '/' (for components that need router and providers). */
export const renderWithProviders = (ui: ReactElement, path = '/') =>
  renderRoutes([{ path: '*', element: ui }], path);
