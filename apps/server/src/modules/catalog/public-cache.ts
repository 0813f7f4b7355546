import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { canSeeInactive } from './catalog.policy.ts';
import { publicTtlMs } from './ttl-cache.ts';

const MAX_ENTRIES = 10_000;

interface Entry {
  type: string;
  body: string;
}

/**
 * A micro-cache of serialized public GET answers by URL, like a CDN in front of the API:
 * identical for every non-staff viewer (presenters depend only on staff/admin), so repeat
 * hits skip the handler and serialization, and concurrent misses of one URL wait for the
 * first one. Editors and admins always get fresh answers. Spread `hooks` into route options.
 * Lives half the public TTL, and empties whenever the catalogue changes (ctx.catalogChanges).
 */
export function createPublicCache(ctx: Pick<AppContext, 'config' | 'catalogChanges'>) {
  const ttlMs = publicTtlMs(ctx.config) / 2;
  const entries = new Map<string, Entry & { expires: number }>();
  const inflight = new Map<
    string,
    { promise: Promise<Entry | null>; done(e: Entry | null): void }
  >();
  const leaders = new WeakMap<FastifyRequest, string>();
  ctx.catalogChanges.subscribe(() => entries.clear());

  const finish = (req: FastifyRequest, entry: Entry | null) => {
    const url = leaders.get(req);
    if (url === undefined) return;
    leaders.delete(req);
    inflight.get(url)?.done(entry);
    inflight.delete(url);
    if (!entry) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(url, { ...entry, expires: Date.now() + ttlMs });
  };
  const send = (reply: FastifyReply, e: Entry) =>
    reply.header('content-type', e.type).header('x-cache', 'hit').send(e.body);

  return {
    hooks: {
      async onRequest(req: FastifyRequest, reply: FastifyReply) {
        if (ttlMs <= 0 || req.method !== 'GET' || canSeeInactive(req.user)) return;
        const hit = entries.get(req.url);
        if (hit && hit.expires > Date.now()) return send(reply, hit);
        const waiting = inflight.get(req.url);
        if (waiting) {
          const entry = await waiting.promise;
          if (entry) return send(reply, entry);
          return; // the first request failed: answer this one on its own
        }
        let done!: (e: Entry | null) => void;
        const promise = new Promise<Entry | null>((resolve) => (done = resolve));
        inflight.set(req.url, { promise, done });
        leaders.set(req, req.url);
      },
      async onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const ok = reply.statusCode === 200 && typeof payload === 'string';
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        finish(req, ok ? { type, body: payload as string } : null);
        return payload;
      },
      /** Releases waiters when the first request ended without a reply. */
      async onResponse(req: FastifyRequest) {
        finish(req, null);
      },
      async onRequestAbort(req: FastifyRequest) {
        finish(req, null);
      },
    },
  };
}
