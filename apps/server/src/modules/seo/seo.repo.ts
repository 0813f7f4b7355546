import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, variants } from '../../db/schema/index.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';

export interface SitemapProductRow {
  market: string;
  slug: string;
  updated: Date | string;
  variantSlug: string | null;
}

/** Active products with their listed (active, non-private-sale) variants, by market and slug. */
export async function sitemapProducts(db: Db): Promise<SitemapProductRow[]> {
  const result = await db.execute(sql`
    select p.market, p.slug, p.updated, v.slug as "variantSlug"
    from ${products} p
    left join ${variants} v on v.product_id = p.id and v.active and not v.is_private_sale
    where p.active
    order by p.market, p.slug, v.position`);
  return rowsOf<SitemapProductRow>(result);
}

/** The category list pages that have active products: (market, parent slug, sub slug | null). */
export async function sitemapCategories(
  db: Db,
): Promise<{ market: string; parentSlug: string; slug: string | null }[]> {
  const result = await db.execute(sql`
    select distinct p.market,
      coalesce(parent.slug, c.slug) as "parentSlug",
      case when parent.id is null then null else c.slug end as slug
    from ${products} p
    join ${categories} c on c.id = p.category_id and c.active
    left join ${categories} parent on parent.id = c.parent_category_id
    where p.active
    order by 1, 2, 3 nulls first`);
  return rowsOf<{ market: string; parentSlug: string; slug: string | null }>(result);
}
