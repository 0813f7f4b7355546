import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context.ts';
import { createSeo } from '../modules/seo/seo.service.ts';
import { loadServerRenderer, stylesFirst } from './server-render.ts';

/** Vite's content-hashed build output: a new build gets new names, so it never goes stale. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other
 * non-API path (the client router decides; unknown URLs go to /). Product, variant, market and
 * feature pages get their title, meta description, canonical URL, Open Graph tags and JSON-LD
 * in this first HTML (modules/seo), and the public pages arrive rendered (server-render.ts).
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.WEB_DIST ?? defaultWebDist;
  const indexFile = `${dist}/index.html`;
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing); serving the API only`);
    return;
  }
  const indexHtml = stylesFirst(readFileSync(indexFile, 'utf8'));
  const seo = createSeo(ctx);
  const renderer = await loadServerRenderer(app, dist);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // `.br`/`.gz` written beside each file at build (apps/web/build/precompress.ts).
    preCompressed: true,
    // Our own headers below: send's default (`public, max-age=0`) would otherwise win.
    cacheControl: false,
    // The server renderer and Vite's manifest are the server's, not the browser's.
    allowedPath: (path) => !path.startsWith('/ssr/') && !path.startsWith('/.vite/'),
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/auth/') ||
      req.url.startsWith('/socket.io')
    ) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const head = (await seo.render(indexHtml, req.url)) ?? indexHtml;
    const rendered = renderer && (await renderer.page(req, head));
    if (rendered && 'redirect' in rendered) return reply.redirect(rendered.redirect, 302);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', rendered && req.headers.cookie ? 'private, no-cache' : 'no-cache')
      .send(rendered?.html ?? head);
  });
}
