import {
  SEARCH_SUGGESTIONS_LIMIT,
  type ProductListItem,
  type SearchQuery,
  type Suggestion,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { presentProduct } from '../catalog/product-presenter.ts';
import { parseSelect } from '../catalog/product-query.ts';
import { publicTtlCache } from '../catalog/ttl-cache.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import { createMarketNames } from './market-names.ts';
import { productSuggestions, searchProducts } from './search.repo.ts';

/** Suggestions show at most this many categories and cities; products fill the rest. */
const MAX_CATEGORIES = 3;
const MAX_CITIES = 2;

/** Search answers only public data (active products), so every answer is cacheable. */
export function createSearchService(ctx: AppContext) {
  const markets = createMarketLookup(ctx);
  const names = createMarketNames(ctx);
  const results = publicTtlCache<ProductListItem[]>(ctx, 2000);
  const suggestions = publicTtlCache<Suggestion[]>(ctx, 5000);

  async function marketOf(param: string | undefined) {
    if (!param) return { val: undefined, segment: undefined };
    const m = await markets.find(param);
    return { val: m?.val ?? param, segment: m?.slug || param.toLowerCase() };
  }

  return {
    /** Active products matching `q`: whole summaries, or (`select`) only those fields. */
    async search({ q, market, limit, skip, select }: SearchQuery): Promise<ProductListItem[]> {
      const m = await marketOf(market);
      const fields = parseSelect(select);
      const key = JSON.stringify([q.toLowerCase(), m.val, limit, skip, fields]);
      return results.get(key, async () => {
        const categoryIds = await names.matchingCategoryIds(q);
        const found = { q, market: m.val, limit, skip, categoryIds, fields };
        const rows = await searchProducts(ctx.db, found);
        return rows.map((r) => presentProduct(r, false, fields));
      });
    },

    async suggestions(q: string, market: string | undefined): Promise<Suggestion[]> {
      const m = await marketOf(market);
      return suggestions.get(JSON.stringify([q.toLowerCase(), m.val]), async () => {
        const limit = SEARCH_SUGGESTIONS_LIMIT;
        const [products, categories, cities] = await Promise.all([
          productSuggestions(ctx.db, { q, market: m.val, limit }),
          m.val ? names.categories(q, m.val, MAX_CATEGORIES) : [],
          m.val ? names.cities(q, m.val, MAX_CITIES) : [],
        ]);
        const segment = async (code: string) => m.segment ?? (await markets.urlSegment(code));
        const out: Suggestion[] = [
          ...categories.map((c) => ({
            type: 'category' as const,
            label: c.name,
            url: `/${m.segment}/list/${c.parentSlug ? `${c.parentSlug}/${c.slug}` : c.slug}`,
          })),
          ...cities.map((c) => ({
            type: 'city' as const,
            label: c.val,
            url: `/${m.segment}/location/${c.slug || encodeURIComponent(c.val)}`,
          })),
        ];
        for (const p of products) {
          out.push({
            type: 'product',
            label: p.name,
            url: `/${await segment(p.market)}/${p.slug}`,
          });
        }
        return out.slice(0, SEARCH_SUGGESTIONS_LIMIT);
      });
    },
  };
}
