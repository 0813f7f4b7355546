import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';

/**
 * A small in-process cache of public (non-staff) answers with a short time to live. Values are
 * promises, so concurrent misses for one key share one query. Each app instance owns its
 * caches; nothing here is needed by a second process (stale for at most `ttlMs`).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** Forgets every entry (the catalogue changed). */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return Promise.resolve().then(load);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A real promise: awaiting a lazy thenable (a Drizzle query) again would re-run it.
    const value = Promise.resolve().then(load);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

/** How long public catalogue answers may be served from memory (PUBLIC_CACHE_SECONDS). */
export const publicTtlMs = (config: Pick<Config, 'PUBLIC_CACHE_SECONDS'>) =>
  config.PUBLIC_CACHE_SECONDS * 1000;

/** A public-answer cache of this app that empties itself whenever the catalogue changes. */
export function publicTtlCache<V>(
  ctx: Pick<AppContext, 'config' | 'catalogChanges'>,
  maxEntries: number,
  ttlMs = publicTtlMs(ctx.config),
): TtlCache<V> {
  const cache = new TtlCache<V>(ttlMs, maxEntries);
  ctx.catalogChanges.subscribe(() => cache.clear());
  return cache;
}

/**
 * Small reference data (markets, categories, cities) read by nearly every request: held for a
 * minute whatever PUBLIC_CACHE_SECONDS says (so an uncached read does not re-read it), and
 * dropped at once when the catalogue changes in this process.
 */
export const REFERENCE_TTL_MS = 60_000;

export function referenceCache<V>(
  ctx: Pick<AppContext, 'catalogChanges'>,
  maxEntries: number,
): TtlCache<V> {
  const cache = new TtlCache<V>(REFERENCE_TTL_MS, maxEntries);
  ctx.catalogChanges.subscribe(() => cache.clear());
  return cache;
}
