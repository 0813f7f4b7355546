import type { CityWithCount, Feature, MarketActivity, Settings } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { listCategories } from '../catalog/categories.repo.ts';
import { publicTtlCache } from '../catalog/ttl-cache.ts';
import { createMarketLookup } from './market-lookup.ts';
import {
  activeCountries,
  activePaymentMethods,
  categoryCounts,
  cityCounts,
  citiesOf,
  findFeature,
  settingValues,
  tagsOf,
  type FeatureRow,
} from './markets.repo.ts';

export function presentFeature(f: FeatureRow): Feature {
  return {
    _id: f.id,
    key: f.key,
    val: f.val,
    market: f.market,
    slug: f.slug,
    currency: f.currency,
    coordinates: f.coordinates,
    country: f.country,
    description: f.description,
    image: f.image,
    images: f.images,
    activities: f.activities,
    ranking: f.ranking,
    active: f.active,
  };
}

/** Keys of product tags that are not list filters (the market is the page itself). */
const HIDDEN_GROUP_KEYS = new Set(['Market']);

export function createMarketsService(ctx: AppContext) {
  const markets = createMarketLookup(ctx);
  const groupsCache = publicTtlCache<Record<string, string[]>>(ctx, 100);
  const activitiesCache = publicTtlCache<MarketActivity[]>(ctx, 100);

  /** A market by code or slug; inactive ones only for staff. */
  async function market(param: string, staff: boolean): Promise<FeatureRow> {
    const m = await markets.find(param);
    if (!m || (!m.active && !staff)) throw notFound('Market not found');
    return m;
  }

  return {
    async list(activeOnly: boolean): Promise<Feature[]> {
      const all = await markets.all();
      return all.filter((m) => m.active || !activeOnly).map(presentFeature);
    },
    async feature(id: string): Promise<Feature> {
      const f = await findFeature(ctx.db, id);
      if (!f) throw notFound('Feature not found');
      return presentFeature(f);
    },
    async groups(param: string, staff: boolean): Promise<Record<string, string[]>> {
      const m = await market(param, staff);
      return groupsCache.get(m.val, async () => {
        const groups: Record<string, string[]> = {};
        for (const t of await tagsOf(ctx.db, m.val)) {
          if (HIDDEN_GROUP_KEYS.has(t.key)) continue;
          (groups[t.key] ??= []).push(t.val);
        }
        return groups;
      });
    },
    async cities(param: string, staff: boolean): Promise<CityWithCount[]> {
      const m = await market(param, staff);
      const [cities, counts] = await Promise.all([
        citiesOf(ctx.db, m.val, !staff),
        cityCounts(ctx.db, m.val),
      ]);
      const byCity = new Map(counts.map((c) => [c.city, c.count]));
      return cities.map((c) => ({ ...presentFeature(c), count: byCity.get(c.val) ?? 0 }));
    },
    /** Parent categories with the sub-categories that have active products here, by name. */
    async activities(param: string, staff: boolean): Promise<MarketActivity[]> {
      const m = await market(param, staff);
      return activitiesCache.get(m.val, async () => {
        const [cats, counts] = await Promise.all([
          listCategories(ctx.db, true),
          categoryCounts(ctx.db, m.val),
        ]);
        const count = new Map(counts.map((c) => [c.categoryId, c.count]));
        const tile = (c: (typeof cats)[number]) => ({
          _id: c.id,
          name: c.name,
          slug: c.slug,
          image: c.image,
          count: count.get(c.id) ?? 0,
        });
        return cats
          .filter((p) => !p.parentCategoryId)
          .map((p) => {
            const subs = cats.filter((s) => s.parentCategoryId === p.id).map(tile);
            const withProducts = subs.filter((s) => s.count > 0);
            const own = tile(p);
            return {
              ...own,
              count: own.count + withProducts.reduce((n, s) => n + s.count, 0),
              sub_categories: withProducts,
            };
          })
          .filter((p) => p.count > 0);
      });
    },
    async images(param: string, staff: boolean) {
      const m = await market(param, staff);
      return { market: m.val, images: m.images };
    },
    async settings(): Promise<Settings> {
      const values = await settingValues(ctx.db, ['support']);
      const support = (values.get('support') ?? {}) as Record<string, unknown>;
      return {
        support: {
          chat: Boolean(support.chat),
          email: typeof support.email === 'string' ? support.email : '',
          tollFreePhone: typeof support.tollFreePhone === 'string' ? support.tollFreePhone : '',
        },
        brandName: ctx.config.BRAND_NAME,
        mapTileUrl: ctx.config.MAP_TILE_URL,
        publicUrl: ctx.config.publicUrl,
        demoMode: ctx.config.DEMO_MODE,
      };
    },
    async countries() {
      return (await activeCountries(ctx.db)).map((c) => ({
        _id: c.id,
        name: c.name,
        dial_code: c.dialCode,
        code: c.code,
        active: c.active,
      }));
    },
    async paymentMethods() {
      return (await activePaymentMethods(ctx.db)).map((p) => ({
        _id: p.id,
        name: p.name,
        email: p.email,
        active: p.active,
      }));
    },
  };
}
