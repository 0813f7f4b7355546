/**
 * "The public catalogue changed": writers (product, review, featured, category, market edits)
 * call `notify()`, and every public cache of this process clears itself, so nobody waits out a
 * TTL to see their own change. Another process only learns of it when its short TTL ends
 * (PUBLIC_CACHE_SECONDS); that bound is what keeps several processes consistent.
 */
export interface CatalogChanges {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createCatalogChanges(): CatalogChanges {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
