import type { AppContext } from '../../context.ts';
import { listCategories, type CategoryRow } from '../catalog/categories.repo.ts';
import { referenceCache } from '../catalog/ttl-cache.ts';
import { categoryCounts, citiesOf } from '../markets/markets.repo.ts';
import { nameIndex } from './text-match.ts';

export interface NamedCategory {
  id: string;
  name: string;
  slug: string;
  parentSlug: string | null;
  /** Sub-category ids (a parent category matches its whole tree). */
  tree: string[];
}
export interface NamedCity {
  val: string;
  slug: string;
}

/** Categories and cities (reference data, held in memory), by name: what suggestions and search match against. */
export function createMarketNames(ctx: AppContext) {
  const categories = referenceCache<Named<NamedCategory>>(ctx, 1);
  const byMarket = referenceCache<{ categoryIds: Set<string>; cities: Named<NamedCity> }>(ctx, 200);

  const allCategories = () =>
    categories.get('all', async () => {
      const rows = await listCategories(ctx.db, true);
      const byId = new Map<string, CategoryRow>(rows.map((c) => [c.id, c]));
      return named(
        rows.map((c) => ({
          id: c.id,
          name: c.name,
          slug: c.slug,
          parentSlug: c.parentCategoryId ? (byId.get(c.parentCategoryId)?.slug ?? null) : null,
          tree: [c.id, ...rows.filter((s) => s.parentCategoryId === c.id).map((s) => s.id)],
        })),
        (c) => c.name,
      );
    });

  const market = (val: string) =>
    byMarket.get(val, async () => {
      const [counts, cities] = await Promise.all([
        categoryCounts(ctx.db, val),
        citiesOf(ctx.db, val, true),
      ]);
      return {
        categoryIds: new Set(counts.flatMap((c) => (c.categoryId ? [c.categoryId] : []))),
        cities: named(
          cities.map((c) => ({ val: c.val, slug: c.slug })),
          (c) => c.val,
        ),
      };
    });

  return {
    /** Ids of the categories (and their sub-categories) whose name matches `q`. */
    async matchingCategoryIds(q: string): Promise<string[]> {
      const hits = (await allCategories()).matching(q);
      return [...new Set(hits.flatMap((c) => c.tree))];
    },
    /** Matching categories with active products in the market, names starting with `q` first. */
    async categories(q: string, marketVal: string, limit: number): Promise<NamedCategory[]> {
      const [all, m] = await Promise.all([allCategories(), market(marketVal)]);
      const lower = q.toLowerCase();
      return all
        .matching(q)
        .filter((c) => c.tree.some((id) => m.categoryIds.has(id)))
        .sort(
          (a, b) =>
            Number(b.name.toLowerCase().startsWith(lower)) -
              Number(a.name.toLowerCase().startsWith(lower)) || a.name.localeCompare(b.name),
        )
        .slice(0, limit);
    },
    async cities(q: string, marketVal: string, limit: number): Promise<NamedCity[]> {
      const m = await market(marketVal);
      return m.cities.matching(q).slice(0, limit);
    },
  };
}

/** Items with their names indexed (text-match.ts): `matching(q)`, in the items' order. */
interface Named<T> {
  matching(q: string): T[];
}

function named<T>(items: T[], name: (item: T) => string): Named<T> {
  const index = nameIndex(items.map(name));
  return { matching: (q) => index.matching(q).map((at) => items[at]) };
}
