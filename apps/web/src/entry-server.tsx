/**
 * Server rendering of the public pages (decision 024). The API server imports the build of
 * this module (dist/ssr/entry-server.js) and, for a first visit of a landing, list, product,
 * variant, search, feature or shared-list page, renders the page with its data so the first
 * HTML already shows the content and its main image. The browser then hydrates it (main.tsx)
 * with the same data, and the app goes on as a client app.
 *
 * Data: the page's own queries decide what it needs. A first render registers them in a fresh
 * cache; they are fetched (through `transport`, a call into the server's process); the page is
 * rendered again until nothing new is asked for. The HTML has no inline script (the CSP
 * allows none): lazily loaded parts are waited for, and the cache travels as JSON data.
 */
import { Writable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { ServerRedirect } from './components/redirect.tsx';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { DrawnParts } from './lib/lazy-part.tsx';
import { ServerOrigin } from './lib/page-url.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './app/providers.tsx';
import { routes, type ScreenHandle } from './app/router.tsx';

/** A page asks for its data in at most this many rounds (page, then what depends on it). */
const MAX_ROUNDS = 4;
/** What renderToString leaves where a Suspense boundary was still waiting (client-rendered). */
const SUSPENDED = '<!--$!-->';

/** The page sent the visitor elsewhere (an unknown market, product or list). */
export interface RedirectedPage {
  redirect: string;
}

/** What the browser starts from (main.tsx reads it before hydrating). */
export interface ServerState {
  /** The query cache. */
  queries: DehydratedState;
  /** The lazily loaded parts drawn (lib/lazy-part.tsx): loaded before hydrating. */
  parts: string[];
  /** The app's chunks this page needs (added by the server from Vite's manifest). */
  preload?: string[];
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: ServerState;
  /** Source modules of the matched screens and drawn parts (the server links their chunks and CSS). */
  modules: string[];
}

const handler = createStaticHandler(routes);

/** A query the page would fetch now: registered, never fetched, enabled. */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    on &&
    typeof queryFn === 'function' &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle'
  );
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/** Calls into the server (set once at start-up by the server). */
export function setTransport(transport: typeof fetch) {
  setApiTransport(transport);
}

/**
 * The page at `url` (path and query), where it redirects to, or null when it is not a
 * server-rendered page or its data could not be read (the browser then renders it as before).
 */
export async function render(
  url: string,
  origin: string,
): Promise<RenderedPage | RedirectedPage | null> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  const handles = context.matches
    .map((m) => m.route.handle as ScreenHandle | undefined)
    .filter((h): h is ScreenHandle => !!h);
  if (!handles.some((h) => h.serverRendered)) return null;

  const queryClient = createQueryClient();
  // One try per call, and a failed call shows as failed (the page redirects or falls back).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const redirect: { to?: string } = {};
  const parts = new Set<string>();
  const app = (
    <ServerOrigin value={origin}>
      <ServerRedirect value={redirect}>
        <DrawnParts value={parts}>
          <Providers queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </DrawnParts>
      </ServerRedirect>
    </ServerOrigin>
  );

  try {
    const cache = queryClient.getQueryCache();
    let html = '';
    for (let round = 0; round < MAX_ROUNDS; round++) {
      html = renderToString(app);
      const pending = cache.getAll().filter(wanted);
      if (!pending.length) break;
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    }
    const errors = cache.getAll().flatMap((q) => (q.state.error ? [q.state.error] : []));
    // A failing server is the browser's to retry; a missing page redirects like in the browser.
    if (errors.some((e) => !(e instanceof ApiError) || e.status >= 500)) return null;
    if (redirect.to) return { redirect: redirect.to };
    if (errors.length) return null;
    if (html.includes(SUSPENDED)) {
      // A lazily loaded part (navbar search, reviews...) was not loaded yet: wait for its code
      // once, then render again, so the HTML holds it and needs no inline script to place it.
      await prerenderToNodeStream(app).then(({ prelude }) => streamToString(prelude));
      html = renderToString(app);
    }
    return {
      html,
      state: { queries: dehydrate(queryClient), parts: [...parts] },
      modules: [...handles.map((h) => h.module), ...parts],
    };
  } finally {
    // Nothing of this visitor's page outlives the request.
    queryClient.clear();
  }
}
