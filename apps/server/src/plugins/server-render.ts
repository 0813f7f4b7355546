/**
 * Server rendering of the public pages (decision 024): loads the web build's renderer
 * (dist/ssr/entry-server.js) and turns its output into the first HTML: the page's markup in
 * #root, its query cache for hydration, and links to its screen's chunks and CSS (from Vite's
 * manifest) so the browser fetches them with the entry instead of after it.
 *
 * The page's API calls go into this process (`app.inject`), as the visitor: with their cookie
 * (a shared list shows its owner the owner's view) and their address (rate limits count them).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, scriptJson } from '../modules/seo/head.ts';

interface RenderedPage {
  html: string;
  state: unknown;
  modules: string[];
}
interface Renderer {
  setTransport(transport: typeof fetch): void;
  render(url: string, origin: string): Promise<RenderedPage | { redirect: string } | null>;
}
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Who the page is rendered for. */
interface Visitor {
  ip: string;
  cookie?: string;
}

const STATUS_WITHOUT_BODY = new Set([204, 304]);
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The `<link>`s of a screen: its chunks (those the entry does not load already), and the CSS
 * of those chunks and of the parts they load lazily (rendered on the server too: reviews, the
 * booking widget...), one level deep.
 */
export function linksOf(manifest: Manifest, modules: string[]): string {
  const closure = (keys: string[]) => {
    const found = new Set<string>();
    const walk = (key: string) => {
      if (found.has(key) || !manifest[key]) return;
      found.add(key);
      for (const k of manifest[key].imports ?? []) walk(k);
    };
    keys.forEach(walk);
    return found;
  };
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const loaded = closure(entry);
  const scripts = [...closure(modules)].filter((k) => !loaded.has(k));
  const lazyParts = closure(scripts.flatMap((k) => manifest[k].dynamicImports ?? []));
  const linked = new Set([...loaded].flatMap((k) => manifest[k].css ?? []));
  const css = new Set([...scripts, ...lazyParts].flatMap((k) => manifest[k].css ?? []));
  return [
    ...[...css]
      .filter((f) => !linked.has(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
    ...scripts.map(
      (k) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[k].file)}">`,
    ),
  ].join('\n    ');
}

export async function loadServerRenderer(app: FastifyInstance, dist: string) {
  const file = `${dist}/ssr/entry-server.js`;
  const manifestFile = `${dist}/.vite/manifest.json`;
  if (!existsSync(file) || !existsSync(manifestFile)) {
    app.log.warn(`no server renderer in ${dist}: public pages are rendered in the browser`);
    return null;
  }
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const visitors = new AsyncLocalStorage<Visitor>();

  renderer.setTransport(async (input, init) => {
    const visitor = visitors.getStore();
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        accept: 'application/json',
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
        ...(visitor?.cookie ? { cookie: visitor.cookie } : {}),
      },
      // Reads only (some are POSTs by the spec, e.g. /api/bookings/getDetails): a JSON body.
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: visitor?.ip,
    });
    return new Response(STATUS_WITHOUT_BODY.has(res.statusCode) ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });

  return {
    /**
     * index.html (with its head tags) carrying the rendered page, where the page redirects to,
     * or null when the page is not rendered on the server (the browser renders it).
     */
    async page(
      req: FastifyRequest,
      indexHtml: string,
    ): Promise<{ html: string } | { redirect: string } | null> {
      const origin = `${req.protocol}://${req.host}`;
      let page: RenderedPage | { redirect: string } | null;
      try {
        page = await visitors.run({ ip: req.ip, cookie: req.headers.cookie }, () =>
          renderer.render(req.url, origin),
        );
      } catch (error) {
        req.log.error({ err: error, url: req.url }, 'server rendering failed');
        return null;
      }
      if (!page || 'redirect' in page) return page;
      // React puts the preload of the page's main image (fetchPriority high) first in its
      // markup: it goes to the top of <head>, before the scripts, so the image is asked for first.
      const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
      const body = page.html.slice(preloads.length);
      const links = linksOf(manifest, page.modules);
      const html = indexHtml
        .replace(/<head>/, (head) => `${head}\n    ${preloads}`)
        .replace('</head>', () => `    ${links}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${body}</div>\n    <script type="application/json" id="jaunt-state">${scriptJson(page.state)}</script>`,
        );
      return { html };
    },
  };
}
