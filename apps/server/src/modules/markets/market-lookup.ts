import { marketSegment } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { referenceCache } from '../catalog/ttl-cache.ts';
import { listMarkets, type FeatureRow } from './markets.repo.ts';

/**
 * Every market (active or not), held in memory as reference data (ttl-cache.ts). A market is named in URLs and queries by its
 * code (`val`, e.g. GTA) or its slug (e.g. gta), case-insensitively.
 */
export function createMarketLookup(ctx: AppContext) {
  const cache = referenceCache<FeatureRow[]>(ctx, 1);
  const all = () => cache.get('all', () => listMarkets(ctx.db, false));
  return {
    all,
    async find(param: string): Promise<FeatureRow | null> {
      const p = param.toLowerCase();
      return (
        (await all()).find((m) => m.val.toLowerCase() === p || m.slug.toLowerCase() === p) ?? null
      );
    },
    /** The market's URL segment (marketSegment: its slug, else its code lowercased). */
    async urlSegment(code: string): Promise<string> {
      const m = (await all()).find((x) => x.val === code);
      return marketSegment(m ?? { val: code });
    },
  };
}
export type MarketLookup = ReturnType<typeof createMarketLookup>;
