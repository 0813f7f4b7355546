import { PRICING_VARIES_CENTS, marketSegment, pageTitle } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { toPlainText } from '../../lib/sanitize.ts';
import { findProduct, variantsOf } from '../catalog/catalog.repo.ts';
import { publicTtlCache } from '../catalog/ttl-cache.ts';
import { findPage } from '../featured/featured.repo.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import type { FeatureRow } from '../markets/markets.repo.ts';
import { clip, injectHead, type PageMeta } from './head.ts';
import { buildSitemap, type Sitemap } from './sitemap.ts';

/** Second path segments that are SPA pages of a market, never product slugs. */
const MARKET_PAGES = new Set(['location', 'activities', 'search', 'list', 'feature']);
/** Structured rating defaults from the spec (count 1955, best 5, worst 1). */
const DEFAULT_REVIEW_COUNT = 1955;
const SITEMAP_TTL_MS = 5 * 60_000;

/**
 * Per-URL meta for the first HTML of product, variant, market and feature pages; unknown or
 * inactive pages get the plain index.html (the SPA redirects).
 */
export function createSeo(ctx: AppContext) {
  const { config, db } = ctx;
  const markets = createMarketLookup(ctx);
  const metaCache = publicTtlCache<PageMeta | null>(ctx, 5000);
  const sitemapCache = publicTtlCache<Sitemap>(ctx, 1, SITEMAP_TTL_MS);
  const brand = config.BRAND_NAME;
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : `${config.publicUrl}${path}`);

  async function productMeta(market: FeatureRow, path: string, slug: string, variantSlug?: string) {
    const row = await findProduct(db, 'slug', slug);
    if (!row || !row.p.active || row.p.market !== market.val) return null;
    const p = row.p;
    let name = p.name;
    let description = p.metaDescription || toPlainText(p.info);
    let image = p.featuredImage;
    let priceCents =
      p.lowestPriceCents > 0 && p.lowestPriceCents < PRICING_VARIES_CENTS ? p.lowestPriceCents : 0;
    let sku = p.sku;
    if (variantSlug) {
      const v = (await variantsOf(db, p.id)).find((x) => x.slug === variantSlug);
      if (!v || !v.active) return null;
      name = v.name;
      description = v.metaDescription || toPlainText(v.description) || description;
      image = v.image || image;
      priceCents = v.priceCents;
      sku = v.experienceSku;
    }
    const canonical = abs(path);
    const offer = priceCents > 0 && {
      '@type': 'Offer',
      price: (priceCents / 100).toFixed(2),
      priceCurrency: market.currency ?? 'USD',
      availability: 'https://schema.org/InStock',
      url: canonical,
    };
    return {
      title: pageTitle(`${name} [Book Online]`, brand),
      description: clip(description),
      canonical,
      image: image ? abs(image) : undefined,
      type: 'product' as const,
      siteName: brand,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: clip(description, 500),
        sku,
        ...(image ? { image: [abs(image)] } : {}),
        ...(offer ? { offers: offer } : {}),
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: p.computedRating > 0 ? Math.round(p.computedRating * 10) / 10 : 5,
          reviewCount: p.reviewCount > 0 ? p.reviewCount : DEFAULT_REVIEW_COUNT,
          bestRating: 5,
          worstRating: 1,
        },
      },
    };
  }

  async function metaFor(path: string): Promise<PageMeta | null> {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (!segments.length || segments.length > 3) return null;
    const market = await markets.find(segments[0]);
    if (!market || !market.active) return null;
    // One URL per page for search engines: /GTA/x and /gta/x are the same page, named by the
    // market's own URL segment (marketSegment: its slug, as every link writes it).
    path = [`/${encodeURIComponent(marketSegment(market))}`]
      .concat(path.split('/').filter(Boolean).slice(1))
      .join('/');
    const [, second, third] = segments;
    if (!second) {
      return {
        title: pageTitle(market.market, brand),
        description: clip(market.description || `Things to do in ${market.market}.`),
        canonical: abs(path),
        image: market.images[0] ? abs(market.images[0]) : undefined,
        type: 'website',
        siteName: brand,
      };
    }
    if (second === 'feature' && third) {
      const page = await findPage(db, third, market.val);
      if (!page || !page.active) return null;
      return {
        title: pageTitle(page.pageTitle, brand),
        description: clip(page.pageDescription || page.pageTitle),
        canonical: abs(path),
        image: page.pageImage ? abs(page.pageImage) : undefined,
        type: 'website',
        siteName: brand,
      };
    }
    if (MARKET_PAGES.has(second) || third === 'activities') return null;
    return productMeta(market, path, second, third);
  }

  return {
    /** index.html with the page's head tags, or null for a plain index.html. */
    async render(indexHtml: string, url: string): Promise<string | null> {
      const path = url.split('?')[0].replace(/\/+$/, '') || '/';
      let meta: PageMeta | null;
      try {
        meta = await metaCache.get(path, () => metaFor(path));
      } catch {
        return null; // a malformed URL (bad percent-encoding) is not a page of ours
      }
      return meta ? injectHead(indexHtml, meta) : null;
    },
    sitemap: () => sitemapCache.get('all', () => buildSitemap(db, markets, config.publicUrl)),
    robots: () => `User-agent: *\nAllow: /\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
  };
}
export type Seo = ReturnType<typeof createSeo>;
