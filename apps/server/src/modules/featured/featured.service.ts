import type { FeaturedPage } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { canSeeInactive } from '../catalog/catalog.policy.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import { findPage, pagesOfMarket, type FeaturePageRow } from './featured.repo.ts';

export function presentPage(p: FeaturePageRow): FeaturedPage {
  return {
    _id: p.id,
    pageTitle: p.pageTitle,
    slug: p.slug,
    pageDescription: p.pageDescription,
    pageImage: p.pageImage,
    market: p.market,
    position: p.position,
    active: p.active,
    updated: p.updated.toISOString(),
    buttonText: p.buttonText,
    buttonUrl: p.buttonUrl,
    relatedTitle: p.relatedTitle,
    related: p.related,
    lists: p.lists,
    contentItems: p.contentItems,
  };
}

/** Feature pages: inactive ones exist only for editors and admins. */
export function createFeaturedService(ctx: AppContext) {
  const markets = createMarketLookup(ctx);
  const marketVal = async (param: string) => (await markets.find(param))?.val ?? param;
  return {
    async byMarket(market: string, viewer: AuthUser | null): Promise<FeaturedPage[]> {
      const rows = await pagesOfMarket(ctx.db, await marketVal(market), !canSeeInactive(viewer));
      return rows.map(presentPage);
    },
    async get(idOrSlug: string, market: string | undefined, viewer: AuthUser | null) {
      const page = await findPage(ctx.db, idOrSlug, market && (await marketVal(market)));
      if (!page || (!page.active && !canSeeInactive(viewer))) throw notFound('Page not found');
      return presentPage(page);
    },
  };
}
