import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * Compresses text answers (API JSON, the HTML shell, and any JS/CSS/SVG not precompressed at
 * build) with brotli or gzip, whichever the browser prefers. Register before the routes: it
 * attaches itself to each route as it is added. Static files built with `.br`/`.gz` beside
 * them are sent as they are (plugins/web.ts, preCompressed).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Fast brotli for per-request answers; the build's files use the slowest, smallest one.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/,
  });
}
