import { marketSegment } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import type { MarketLookup } from '../markets/market-lookup.ts';
import { escapeHtml } from './head.ts';
import { sitemapCategories, sitemapProducts } from './seo.repo.ts';

/** The sitemap protocol allows 50,000 URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** `index` is /sitemap.xml: a urlset when everything fits, else an index of /sitemap/{n}.xml. */
export interface Sitemap {
  index: string;
  pages: string[];
}

interface Entry {
  loc: string;
  lastmod?: string;
}

const urlset = (entries: Entry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

const seg = (s: string) => encodeURIComponent(s);

/** Every active market, category list page, product and listed variant URL. */
export async function buildSitemap(
  db: Db,
  markets: MarketLookup,
  publicUrl: string,
): Promise<Sitemap> {
  const active = (await markets.all()).filter((m) => m.active);
  const segmentOf = new Map(active.map((m) => [m.val, marketSegment(m)]));
  const entries: Entry[] = active.map((m) => ({
    loc: `${publicUrl}/${seg(segmentOf.get(m.val)!)}`,
  }));
  for (const c of await sitemapCategories(db)) {
    const m = segmentOf.get(c.market);
    if (!m) continue;
    const path = c.slug ? `${seg(c.parentSlug)}/${seg(c.slug)}` : seg(c.parentSlug);
    entries.push({ loc: `${publicUrl}/${seg(m)}/list/${path}` });
  }
  let lastProduct = '';
  for (const p of await sitemapProducts(db)) {
    const m = segmentOf.get(p.market);
    if (!m) continue;
    const base = `${publicUrl}/${seg(m)}/${seg(p.slug)}`;
    const lastmod = new Date(p.updated).toISOString().slice(0, 10);
    if (base !== lastProduct) entries.push({ loc: base, lastmod });
    lastProduct = base;
    if (p.variantSlug) entries.push({ loc: `${base}/${seg(p.variantSlug)}`, lastmod });
  }
  if (entries.length <= SITEMAP_PAGE_SIZE) return { index: urlset(entries), pages: [] };
  const pages: string[] = [];
  for (let i = 0; i < entries.length; i += SITEMAP_PAGE_SIZE) {
    pages.push(urlset(entries.slice(i, i + SITEMAP_PAGE_SIZE)));
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map((_, i) => `<sitemap><loc>${publicUrl}/sitemap/${i + 1}.xml</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
  return { index, pages };
}
