import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

const STRIPE_SCRIPTS = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The origin pattern of the Leaflet tile template ('https://{s}.tile.x.org/...' -> 'https://*.tile.x.org'). */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template.trim());
  if (!match) return null;
  const host = match[2].replace(/\{[^}]+\}/g, '*');
  return /^[\w.*:-]+$/.test(host) ? `${match[1]}://${host}` : null;
}

/**
 * The Content-Security-Policy of the app: scripts only from our origin and Stripe.js (no inline
 * script; the JSON-LD blocks the server writes are data, not scripts), Stripe's frames and API,
 * map tiles from MAP_TILE_URL's host, images also as data:/blob:, never framed by anyone.
 * Styles allow inline attributes (the UI kit sets style attributes and injects <style>).
 */
export function contentSecurityPolicy(ctx: AppContext): string {
  const tiles = tileSource(ctx.config.MAP_TILE_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", STRIPE_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), 'https://*.stripe.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", STRIPE_API],
    'frame-src': STRIPE_FRAMES,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Swagger UI (/api/docs) runs its own inline bootstrap: a looser policy on those pages only. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Swagger UI's routes set DOCS_CSP themselves (its `uiHooks`); the global hook keeps it. */
export async function docsPolicy(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('content-security-policy', DOCS_CSP);
}

/**
 * The policy of everything that is not a page (JSON, files, scripts): nothing in it may load,
 * run or be framed. The app's long policy only means something on an HTML document.
 */
const BARE_CSP = "default-src 'none'; frame-ancestors 'none'";

const isHtml = (type: unknown) => String(type ?? '').startsWith('text/html');

/**
 * Security headers on every response: no framing (frame-ancestors and X-Frame-Options),
 * nosniff, and HSTS when PUBLIC_URL is https. HTML pages also get the app's CSP, a strict
 * referrer policy and a permissions policy (geolocation for the market picker only); other
 * answers the bare policy (API answers are ~600 bytes lighter). A route that set its own
 * policy (an uploaded file's sandbox) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  const csp = contentSecurityPolicy(ctx);
  const https = ctx.config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (_req, reply, payload) => {
    const html = isHtml(reply.getHeader('content-type'));
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', html ? csp : BARE_CSP);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    if (html) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header(
        'permissions-policy',
        'geolocation=(self), camera=(), microphone=(), payment=(self "https://js.stripe.com")',
      );
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
