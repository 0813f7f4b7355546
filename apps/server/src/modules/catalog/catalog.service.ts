import type {
  ProductCount,
  ProductDetail,
  ProductListItem,
  ProductListQuery,
  ProductSummary,
  ProductWhere,
  VariantPage,
} from '@jaunt/contract';
import { toDollars } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import { canSeeCommission, canSeeInactive } from './catalog.policy.ts';
import {
  categoryIdsBySlugOrId,
  categoryTreeIds,
  findProduct,
  findProductPage,
  relatedProducts,
  type ProductFilter,
  type ProductPageRow,
} from './catalog.repo.ts';
import { countProducts, keysetSortable, listProducts } from './product-lists.repo.ts';
import {
  presentProduct,
  presentVariant,
  type ProductJoinRow,
  type PublicVariantRow,
} from './product-presenter.ts';
import { parseSelect, parseSort, parseWhere } from './product-query.ts';
import { publicTtlCache, referenceCache } from './ttl-cache.ts';

type Viewer = AuthUser | null;
const RELATED_LIMIT = 3;

export function createCatalogService(ctx: AppContext) {
  const { db } = ctx;
  const markets = createMarketLookup(ctx);
  const categoryIds = referenceCache<string[]>(ctx, 1000);
  /** Public (non-staff) answers by request key. */
  const publicCache = publicTtlCache<unknown>(ctx, 5000);

  function cached<T>(viewer: Viewer, key: string, load: () => Promise<T>): Promise<T> {
    if (canSeeInactive(viewer)) return load();
    return publicCache.get(key, load) as Promise<T>;
  }

  /** Turns the validated `where` into a filter; non-staff always get active products only. */
  async function resolveFilter(where: ProductWhere, viewer: Viewer): Promise<ProductFilter> {
    const f: ProductFilter = {
      city: where.city,
      businessId: where.businessId,
      tripadvisorLocationId: where.tripadvisorLocationId,
      nameContains: where.name?.$regex || undefined,
      skus: where.sku?.$in,
      active: canSeeInactive(viewer) ? where.active : true,
    };
    if (where.market) f.market = (await markets.find(where.market))?.val ?? where.market;
    if (where.lowestPrice?.$gte !== undefined) f.minCents = Math.ceil(where.lowestPrice.$gte * 100);
    if (where.lowestPrice?.$lte !== undefined)
      f.maxCents = Math.floor(where.lowestPrice.$lte * 100);
    const sets: string[][] = [];
    if (where.category) {
      sets.push(
        await categoryIds.get(`c:${where.category}`, () =>
          categoryIdsBySlugOrId(db, where.category!),
        ),
      );
    }
    if (where.parentCategory) {
      sets.push(
        await categoryIds.get(`p:${where.parentCategory}`, () =>
          categoryTreeIds(db, where.parentCategory!),
        ),
      );
    }
    if (sets.length) {
      const ids = sets.reduce((a, b) => a.filter((x) => b.includes(x)));
      f.categoryIds = ids.length ? ids : null;
    }
    if (where.features?.length) {
      f.featureGroups = {};
      for (const t of where.features) (f.featureGroups[t.key] ??= []).push(t.val);
    }
    return f;
  }

  const summary = (viewer: Viewer) => (row: ProductJoinRow) =>
    presentProduct(row, canSeeInactive(viewer));

  function detail(
    viewer: Viewer,
    row: ProductPageRow | null,
  ): {
    product: ProductDetail;
    variants: PublicVariantRow[];
  } {
    const staff = canSeeInactive(viewer);
    if (!row || (!row.p.active && !staff)) throw notFound('Product not found');
    const { variants: all, texts } = row;
    const opts = { staff, admin: canSeeCommission(viewer) };
    const listed = all.filter((v) => staff || (v.active && !v.isPrivateSale));
    return {
      product: {
        ...presentProduct(row, staff),
        description: row.p.description,
        metaDescription: row.p.metaDescription,
        hours: row.p.hours,
        ...texts,
        variants: listed.map((v) => presentVariant(v, opts)),
      },
      variants: all,
    };
  }

  return {
    async list(query: ProductListQuery, viewer: Viewer): Promise<ProductListItem[]> {
      const where = parseWhere(query.where);
      const pos =
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng }
          : null;
      const sort = parseSort(query.sort, pos !== null);
      const fields = parseSelect(query.select);
      if (query.after && !keysetSortable(sort)) {
        const text = 'A list sorted by distance pages with skip, not with an after cursor.';
        throw badRequest(text, { after: text });
      }
      const key = `list:${JSON.stringify([where, sort, query.skip, query.limit, fields, pos, query.after])}`;
      return cached(viewer, key, async () => {
        const rows = await listProducts(db, await resolveFilter(where, viewer), {
          sort,
          skip: query.skip,
          limit: query.limit,
          pos,
          after: query.after,
          fields,
        });
        const staff = canSeeInactive(viewer);
        return rows.map((r) => presentProduct(r, staff, fields));
      });
    },

    async count(rawWhere: string | undefined, viewer: Viewer): Promise<ProductCount> {
      const where = parseWhere(rawWhere);
      return cached(viewer, `count:${JSON.stringify(where)}`, async () => {
        const row = await countProducts(db, await resolveFilter(where, viewer));
        const dollars = (c: number | null) => (c == null ? null : toDollars(c));
        return {
          count: row.count,
          minPrice: dollars(row.minCents),
          maxPrice: dollars(row.maxCents),
        };
      });
    },

    async get(by: 'id' | 'sku' | 'slug', value: string, viewer: Viewer): Promise<ProductDetail> {
      return cached(
        viewer,
        `get:${by}:${value}`,
        async () => detail(viewer, await findProductPage(db, by, value)).product,
      );
    },

    /** The variant page: private-sale variants are reachable here; inactive ones only for staff. */
    async variantPage(slug: string, variantSlug: string, viewer: Viewer): Promise<VariantPage> {
      return cached(viewer, `variant:${slug}:${variantSlug}`, async () => {
        const { product, variants } = detail(viewer, await findProductPage(db, 'slug', slug));
        const v = variants.find((x) => x.slug === variantSlug);
        const staff = canSeeInactive(viewer);
        if (!v || (!v.active && !staff)) throw notFound('Experience not found');
        return {
          ...product,
          variant: presentVariant(v, { staff, admin: canSeeCommission(viewer) }),
        };
      });
    },

    async byMarket(marketParam: string, skip: number, limit: number, viewer: Viewer) {
      const market = (await markets.find(marketParam))?.val ?? marketParam;
      return cached(viewer, `market:${market}:${skip}:${limit}`, async () => {
        const rows = await listProducts(
          db,
          { market, active: true },
          {
            sort: { field: 'name', desc: false },
            skip,
            limit,
            pos: null,
          },
        );
        return rows.map(summary(viewer));
      });
    },

    /** Products by sku, in the order asked (unknown or hidden ones left out). */
    async bySkus(skus: string[], viewer: Viewer): Promise<ProductSummary[]> {
      const unique = [...new Set(skus)];
      const filter: ProductFilter = {
        skus: unique,
        ...(canSeeInactive(viewer) ? {} : { active: true }),
      };
      const rows = await listProducts(db, filter, {
        sort: { field: 'sku', desc: false },
        skip: 0,
        limit: unique.length || 1,
        pos: null,
      });
      const bySku = new Map(rows.map((r) => [r.p.sku, r]));
      return unique.flatMap((s) => (bySku.has(s) ? [summary(viewer)(bySku.get(s)!)] : []));
    },

    /** Up to 3 other active products of the same business. */
    async related(id: string, viewer: Viewer): Promise<ProductSummary[]> {
      return cached(viewer, `related:${id}`, async () => {
        const row = await findProduct(db, 'id', id);
        if (!row || (!row.p.active && !canSeeInactive(viewer))) throw notFound('Product not found');
        if (!row.p.businessId) return [];
        const rows = await relatedProducts(db, row.p.businessId, row.p.id, RELATED_LIMIT);
        return rows.map(summary(viewer));
      });
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
