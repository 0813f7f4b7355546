import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
type Conn = Db | Tx;

const productColumns = {
  id: products.id,
  sku: products.sku,
  active: products.active,
  elfsightId: products.elfsightId,
  tripadvisorLocationId: products.tripadvisorLocationId,
};
export interface ReviewedProduct {
  id: string;
  sku: string;
  active: boolean;
  elfsightId: string | null;
  tripadvisorLocationId: string | null;
}

export async function findProductBySku(db: Conn, sku: string): Promise<ReviewedProduct | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.sku, sku));
  return row ?? null;
}

export async function findProductById(db: Conn, id: string): Promise<ReviewedProduct | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/**
 * Locks the product row for the rest of the transaction, so concurrent review changes of one
 * product recompute its rating one after the other (each then sees the others' rows).
 */
export async function lockProduct(tx: Tx, sku: string): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.sku} = ${sku} for update`);
}

export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row!;
}

export async function findReview(db: Conn, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function updateReview(tx: Tx, id: string, values: Partial<ReviewRow>) {
  const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row ?? null;
}

export async function deleteReview(tx: Tx, id: string) {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

/** Sets the product's computedRating (average of active reviews, 1 decimal) and reviewCount. */
export async function recomputeRating(tx: Conn, sku: string) {
  const [stats] = await tx
    .select({
      avg: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
      n: count(),
    })
    .from(reviews)
    .where(and(eq(reviews.partnerId, sku), eq(reviews.active, true)));
  const computedRating = stats?.avg == null ? 0 : Number(stats.avg);
  const reviewCount = stats?.n ?? 0;
  const [row] = await tx
    .update(products)
    .set({ computedRating, reviewCount })
    .where(eq(products.sku, sku))
    .returning({ id: products.id, sku: products.sku });
  return row ? { ...row, computedRating, reviewCount } : null;
}

export async function listActiveByProduct(db: Conn, sku: string, skip: number, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.partnerId, sku), eq(reviews.active, true)))
    .orderBy(desc(reviews.date), desc(reviews.id))
    .offset(skip)
    .limit(limit);
}

export async function countActiveByEmail(db: Conn, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.email, email), eq(reviews.active, true)));
  return row?.n ?? 0;
}

export async function listActiveByEmailWithProduct(db: Conn, email: string) {
  return db
    .select({
      review: reviews,
      product: {
        id: products.id,
        name: products.name,
        slug: products.slug,
        market: products.market,
        image: products.featuredImage,
      },
    })
    .from(reviews)
    .leftJoin(products, eq(products.sku, reviews.partnerId))
    .where(and(eq(reviews.email, email), eq(reviews.active, true)))
    .orderBy(desc(reviews.date), desc(reviews.id));
}

type AdminFilter = { email?: string; partnerId?: string };
const adminWhere = (filter: AdminFilter) =>
  and(
    filter.email ? eq(reviews.email, filter.email) : undefined,
    filter.partnerId ? eq(reviews.partnerId, filter.partnerId) : undefined,
  );

/** How many reviews the admin's filter matches. */
export async function countAll(db: Conn, filter: AdminFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(adminWhere(filter));
  return row.n;
}

export async function listAll(db: Conn, filter: AdminFilter & { skip: number; limit: number }) {
  return db
    .select()
    .from(reviews)
    .where(adminWhere(filter))
    .orderBy(desc(reviews.date), desc(reviews.id))
    .offset(filter.skip)
    .limit(filter.limit);
}

/** The user's review of a product, live or hidden (one per user per product). */
export async function findUserReview(tx: Conn, userId: string, email: string, productId: string) {
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        or(eq(reviews.userId, userId), eq(reviews.email, email)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How many reviews the user posted since `since`. */
export async function countUserReviewsSince(tx: Conn, userId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gt(reviews.date, since)));
  return row?.n ?? 0;
}
