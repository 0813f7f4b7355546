/**
 * Server rendering of the public pages (decision 024): loads the web build's renderer
 * (dist/ssr/entry-server.js) and turns its output into the first HTML: the page's markup in
 * #root, the CSS of the app, screen and drawn parts (from Vite's manifest) in <head>, and as
 * JSON its query cache and the chunks the browser loads once the page is drawn.
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
  state: Record<string, unknown>;
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

/** The app's code after the first script (apps/web/src/boot.tsx), as Vite's manifest names it. */
const APP = 'src/boot.tsx';

/**
 * What a server-rendered page needs besides the first script: the CSS of the app, its screens
 * and drawn parts (so the markup is styled at once), and their chunks (the browser fetches them
 * in parallel once the page is drawn), as URLs.
 */
export function assetsOf(
  manifest: Manifest,
  modules: string[],
): { css: string[]; chunks: string[] } {
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
  const loaded = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const chunks = [...closure([APP, ...modules])].filter((k) => !loaded.has(k));
  return {
    css: [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`),
    chunks: chunks.map((k) => `/${manifest[k].file}`),
  };
}

/**
 * index.html with its stylesheets first in <head>, before the scripts and their preloads: a
 * browser on HTTP/1.1 opens 6 connections to us, and the CSS the first paint waits for must not
 * queue behind a dozen scripts.
 */
export function stylesFirst(indexHtml: string): string {
  const styles: string[] = [];
  const rest = indexHtml.replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
    styles.push(tag.trim());
    return '';
  });
  if (!styles.length) return indexHtml;
  return rest.replace(/<meta charset[^>]*>/i, (meta) => `${meta}\n    ${styles.join('\n    ')}`);
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
      // markup: it goes to the top of <head> with the page's CSS, before the scripts.
      const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
      const body = page.html.slice(preloads.length);
      const assets = assetsOf(manifest, page.modules);
      const css = assets.css
        .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
        .join('\n    ');
      const state = { ...page.state, preload: assets.chunks };
      const html = indexHtml
        .replace(/<meta charset[^>]*>/i, (meta) => `${meta}\n    ${preloads}`)
        .replace(/(<link rel="stylesheet"[^>]*>\s*)+/, (styles) => `${styles}${css}\n    `)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${body}</div>\n    <script type="application/json" id="jaunt-state">${scriptJson(state)}</script>`,
        );
      return { html };
    },
  };
}
