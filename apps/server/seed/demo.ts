import { isPricingVaries, truncateAtWord } from '@jaunt/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import {
  businesses,
  categories,
  featurePages,
  products,
  reviews,
  thirdPartyReviews,
  users,
  variants,
} from '../src/db/schema/index.ts';
import { insertMany } from './batch.ts';
import { seedPartnerOrders } from './partner-orders.ts';
import { seedPartnerOnboarding } from './partner-onboarding.ts';
import { MARKETS } from './content/markets.ts';
import {
  buildFeaturePage,
  buildReview,
  MOST_REVIEWS,
  REVIEWED_SHARE,
  buildThirdPartyReview,
  createList,
  createOrder,
  type FeaturePageInsert,
  type Product,
  type ProductWithVariants,
  type ReviewInsert,
  Rng,
  type User,
} from './factories/index.ts';

type ProductRow = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'slug'
  | 'name'
  | 'market'
  | 'city'
  | 'info'
  | 'featuredImage'
  | 'lowestPriceCents'
  | 'businessId'
  | 'tripadvisorLocationId'
  | 'active'
> & { category: string | null; partnerName: string | null };

const loadProducts = (tx: Tx): Promise<ProductRow[]> =>
  tx
    .select({
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      market: products.market,
      city: products.city,
      info: products.info,
      featuredImage: products.featuredImage,
      lowestPriceCents: products.lowestPriceCents,
      businessId: products.businessId,
      tripadvisorLocationId: products.tripadvisorLocationId,
      active: products.active,
      category: categories.parentCategoryName,
      partnerName: businesses.name,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(businesses, eq(businesses.businessId, products.businessId))
    .orderBy(asc(products.sku));

/** Reviews for most products (a few by the demo user), then ratings and counts to match. */
async function seedReviews(tx: Tx, rng: Rng, list: ProductRow[], user: User) {
  const rows: ReviewInsert[] = [];
  for (const p of list) {
    if (!rng.chance(REVIEWED_SHARE)) continue;
    for (let i = rng.int(1, MOST_REVIEWS); i > 0; i--)
      rows.push(buildReview({ partnerId: p.sku, productId: p.id, active: rng.chance(0.95) }, rng));
  }
  for (const p of rng.sample(
    list.filter((x) => x.active),
    6,
  ))
    rows.push(
      buildReview(
        {
          partnerId: p.sku,
          productId: p.id,
          userId: user.id,
          userName: user.name,
          email: user.email,
        },
        rng,
      ),
    );
  await insertMany(tx, reviews, rows);
  await tx.execute(sql`
    UPDATE ${products} AS p
    SET computed_rating = s.rating, review_count = s.count
    FROM (
      SELECT product_id, round(avg(rating)::numeric, 1)::real AS rating, count(*)::int AS count
      FROM ${reviews} WHERE active GROUP BY product_id
    ) AS s
    WHERE p.id = s.product_id`);
  const located = list.filter((p) => p.tripadvisorLocationId);
  await insertMany(
    tx,
    thirdPartyReviews,
    located.flatMap((p) =>
      Array.from({ length: rng.int(8, 12) }, () =>
        buildThirdPartyReview({ locationId: p.tripadvisorLocationId! }, rng),
      ),
    ),
  );
}

const PAGE_TITLES = [
  'Date Night Ideas',
  'Rainy Day Escapes',
  'Best Food Tours',
  'Summer on the Water',
  'Family Weekend',
  'Hidden Gems',
  'Locals Love These',
];

/** 2-7 feature pages per market (some inactive), each with lists of the market's experiences. */
async function seedFeaturePages(tx: Tx, rng: Rng, list: ProductRow[]) {
  const rows: FeaturePageInsert[] = [];
  for (const m of MARKETS) {
    const pool = list.filter((p) => p.market === m.val && p.active);
    const titles = rng.sample(PAGE_TITLES, rng.int(2, 7));
    const slugs = titles.map((t) => t.toLowerCase().replace(/\s+/g, '-'));
    const experience = (p: ProductRow) => ({
      name: p.name,
      experienceSku: p.sku,
      description: truncateAtWord(p.info, 110),
      category: p.category ?? '',
      image: p.featuredImage,
      city: p.city,
      url: `/${m.val.toLowerCase()}/${p.slug}`,
      price: p.lowestPriceCents / 100,
      active: true,
      partnerName: p.partnerName ?? '',
    });
    titles.forEach((pageTitle, position) =>
      rows.push(
        buildFeaturePage({
          market: m.val,
          pageTitle,
          slug: slugs[position],
          position,
          active: position < 2 || rng.chance(0.6),
          pageDescription: `${pageTitle} in ${m.market}, picked by our local editors.`,
          pageImage: rng.pick(pool)?.featuredImage ?? '',
          buttonText: 'See all experiences',
          buttonUrl: `/${m.val.toLowerCase()}/activities`,
          relatedTitle: 'More ideas',
          related: slugs.filter((s) => s !== slugs[position]).slice(0, 3),
          lists: [
            { title: 'Our top picks', experiences: rng.sample(pool, 4).map(experience) },
            {
              title: 'Also worth a look',
              facebook: true,
              experiences: rng.sample(pool, 3).map(experience),
            },
          ],
          contentItems: rng.sample(pool, 2).map((p) => ({
            name: `Why we love ${p.name}`,
            date: '2025-06-01',
            description: truncateAtWord(p.info, 180),
            category: p.category ?? '',
            url: `/${m.val.toLowerCase()}/${p.slug}`,
            image: p.featuredImage,
          })),
        }),
      ),
    );
  }
  await insertMany(tx, featurePages, rows);
}

/** Favourites lists and orders of the demo user, the orders at the demo partner's business. */
async function seedUserActivity(
  tx: Tx,
  rng: Rng,
  list: ProductRow[],
  user: User,
  businessId: string,
) {
  const active = list.filter((p) => p.active);
  const lists: [string, ProductRow[]][] = [
    ['Weekend in Toronto', active.filter((p) => p.market === 'GTA').slice(0, 4)],
    ['Summer trip ideas', rng.sample(active, 5)],
    ['Maybe someday', rng.sample(active, 2)],
  ];
  for (const [name, items] of lists)
    await createList(tx, {
      email: user.email,
      name,
      items: items.map((p, i) => ({
        productId: p.id,
        variant: i % 2 ? 0 : -1,
        flavorText: `A favourite in ${p.city}`,
      })),
    });
  const own = list.filter(
    (p) => p.businessId === businessId && p.active && !isPricingVaries(p.lowestPriceCents),
  );
  const statuses = [150, 290, 500, 800, 930, 700];
  for (const [i, statusVal] of statuses.entries()) {
    const product = own[i % own.length];
    const vs = await tx
      .select()
      .from(variants)
      .where(and(eq(variants.productId, product.id), eq(variants.active, true)))
      .orderBy(asc(variants.position));
    const full = {
      ...(await tx.select().from(products).where(eq(products.id, product.id)))[0],
      variants: vs,
    };
    await createOrder(tx, {
      product: full as ProductWithVariants,
      quantity: rng.int(1, 4),
      statusVal,
      userId: user.id,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      orderDate: new Date(Date.UTC(2025, i + 1, 10 + i)),
      refundDate: statusVal === 700 ? new Date(Date.UTC(2025, i + 1, 20)) : null,
    });
  }
}

/** Everything around the generated products: reviews, feature pages, lists and orders. */
export async function seedDemoActivity(tx: Tx, rng: Rng, user: User, businessId: string) {
  const list = await loadProducts(tx);
  await seedReviews(tx, rng, list, user);
  await seedFeaturePages(tx, rng, list);
  await seedUserActivity(tx, rng, list, user, businessId);
  const [employee] = await tx.select().from(users).where(eq(users.email, 'employee@jaunt.test'));
  await seedPartnerOrders(tx, new Rng(4), { businessId, employee });
  await seedPartnerOnboarding(tx, businessId);
}
