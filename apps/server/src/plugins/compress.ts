import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import compress from '@fastify/compress';

/** Answers smaller than this are sent as they are: compressing them gains a few bytes. */
const THRESHOLD = 1024;
/** Whole answers up to this size are compressed on the spot (under 1 ms), larger ones off it. */
const SYNC_LIMIT = 64 * 1024;
/**
 * Brotli's quality for a whole answer below this size: its fast level 1. On the bench's answers
 * (a 4 KB product, 7 KB of search cards, 14 KB of list cards) it costs 25-35% less CPU than gzip
 * at level 1 for 2-6% more bytes (a product 1,676 bytes against 1,586), and a third of quality
 * 4's (1,538 bytes); under load a lookup's server CPU fell by about 30 µs against gzip. From this
 * size (a page's HTML, a long list) quality 4: 83-130 KB of HTML come out 13-15% smaller than at
 * level 1 (the landing page 12,393 bytes against 14,512), once a page.
 */
const FAST_BROTLI_BELOW = 32 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Brotli at a quality for `size` bytes; the build's files use the slowest, smallest one. */
const brotliOptions = (quality: 1 | 4, size = 0) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
/**
 * For a client without brotli, gzip's fastest level, nginx's default: on the bench's answers it
 * costs 70-80 µs an answer against 120 at zlib's default level 6, for 3-12% more bytes.
 */
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses text answers (API JSON, the HTML of a page, and any JS/CSS/SVG not precompressed
 * at build) with brotli or gzip, whichever the browser takes (BROTLI_FROM). Register before
 * the routes: both parts attach themselves to each route as it is added, after its own hooks
 * (the public cache keeps the plain text). Static files built with `.br`/`.gz` beside them are
 * sent as they are (plugins/web.ts, preCompressed).
 *
 * A whole answer (a string or a buffer: every API answer and page) is compressed in one call.
 * @fastify/compress pipes every answer through a zlib stream, which cost a product lookup
 * 800-1,000 µs of server CPU on top of its 375 (the bench's twenty-ninth section). It still
 * compresses the answers that are streams (files from disk without a precompressed copy), and
 * skips those compressed here (they carry Content-Encoding).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, compressWhole];
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    brotliOptions: brotliOptions(4),
    customTypes: COMPRESSIBLE,
  });
}

const compressWhole: onSendHookHandler = async (
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) {
    return payload;
  }
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  if (!COMPRESSIBLE.test(type)) return payload;
  // Measured before any copy: most small answers (health, counts) are sent as they are.
  if (Buffer.byteLength(payload) < THRESHOLD) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  let out: Buffer;
  if (encoding === 'br') {
    const options = brotliOptions(body.length < FAST_BROTLI_BELOW ? 1 : 4, body.length);
    out =
      body.length <= SYNC_LIMIT
        ? brotliCompressSync(body, options)
        : await brotliAsync(body, options);
  } else {
    out =
      body.length <= SYNC_LIMIT
        ? gzipSync(body, GZIP_OPTIONS)
        : await gzipAsync(body, GZIP_OPTIONS);
  }
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) {
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
  }
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return out;
};

type Coding = 'br' | 'gzip';
/** Accept-Encoding headers seen, with the codings each takes. */
const seen = new Map<string, ReadonlySet<Coding>>();
const SEEN_MAX = 100;

/**
 * Which of br and gzip an Accept-Encoding header takes, from its codings and q-values (`q=0`
 * refuses one, `*` stands for any not named). Worked out once per header string: browsers send
 * the same one with every request (Chromium's `gzip, deflate, br, zstd`), and parsing it again
 * for each answer showed in the server's profile under the bench's search load (0.5-0.7% of its
 * time).
 */
function acceptedCodings(header: string | string[]): ReadonlySet<Coding> {
  const key = typeof header === 'string' ? header : null;
  const known = key === null ? undefined : seen.get(key);
  if (known) return known;
  const q = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const takes = (coding: Coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  const codings = new Set((['br', 'gzip'] as const).filter(takes));
  if (key !== null) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(key, codings);
  }
  return codings;
}

/** br when the client accepts it, else gzip, else none, as its Accept-Encoding header says. */
export function preferredEncoding(header: string | string[] | undefined): Coding | null {
  if (!header) return null;
  const codings = acceptedCodings(header);
  return codings.has('br') ? 'br' : codings.has('gzip') ? 'gzip' : null;
}
