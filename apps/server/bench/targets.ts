import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { categories, products, variants } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';

export interface Target {
  name: string;
  path: string;
}

const PRICE_RANGE = { $gte: 20, $lte: 300 };

/** The measured URLs, picked from the seeded data of the busiest market. */
export async function pickTargets(
  db: Db,
): Promise<{ targets: Target[]; listSql: () => Promise<string[]> }> {
  const [top] = await db
    .select({
      market: products.market,
      categoryId: products.categoryId,
      n: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(and(eq(products.active, true), isNotNull(products.categoryId)))
    .groupBy(products.market, products.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const [category] = await db.select().from(categories).where(eq(categories.id, top.categoryId!));
  const [pick] = await db
    .select({ slug: products.slug, name: products.name, variantSlug: variants.slug })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(
      and(eq(products.market, top.market), eq(products.active, true), eq(variants.active, true)),
    )
    .orderBy(asc(products.sku))
    .limit(1);
  const where = JSON.stringify({
    market: top.market,
    category: category.slug,
    lowestPrice: PRICE_RANGE,
  });
  const word = pick.name.split(' ').find((w) => w.length >= 4) ?? pick.name;
  const q = word.slice(0, 4).toLowerCase();
  const targets: Target[] = [
    { name: 'health', path: '/api/health' },
    {
      name: `product list (${top.market}, ${category.slug}, $20-$300, -computedRating, 10)`,
      path: `/api/products?where=${encodeURIComponent(where)}&sort=-computedRating&limit=10`,
    },
    {
      name: `search suggestions ("${q}")`,
      path: `/api/search/suggestions?q=${q}&market=${top.market}`,
    },
    { name: 'product by slug', path: `/api/products/slug/${pick.slug}` },
    { name: 'variant by slug', path: `/api/products/slug/${pick.slug}/${pick.variantSlug}` },
  ];
  /** EXPLAIN ANALYZE of the list query's SQL (the same shape catalog.repo builds). */
  const listSql = async () =>
    rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`explain (analyze, buffers off)
        select p.*, c.name from ${products} p left join ${categories} c on c.id = p.category_id
        where p.market = ${top.market} and p.category_id in (${top.categoryId}::uuid) and p.active = true
          and p.lowest_price_cents >= ${PRICE_RANGE.$gte * 100} and p.lowest_price_cents <= ${PRICE_RANGE.$lte * 100}
        order by p.computed_rating desc, p.id asc limit 10`),
    ).map((r) => r['QUERY PLAN']);
  return { targets, listSql };
}
