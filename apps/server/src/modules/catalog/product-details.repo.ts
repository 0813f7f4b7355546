import { and, count, eq, sql } from 'drizzle-orm';
import type { ProductPageTexts } from '@jaunt/contract';
import type { Db, Tx } from '../../db/client.ts';

type Conn = Db | Tx;
import { productDetails, reviews } from '../../db/schema/index.ts';

const EMPTY: Omit<ProductPageTexts, 'ratingCounts'> = {
  highlights: [],
  whatToExpect: '',
  meetingPoint: '',
  cancellationPolicy: '',
};

/** The four text columns of a product's details row. */
const TEXT_COLUMNS = {
  highlights: productDetails.highlights,
  whatToExpect: productDetails.whatToExpect,
  meetingPoint: productDetails.meetingPoint,
  cancellationPolicy: productDetails.cancellationPolicy,
};

/**
 * The product page's trust texts (highlights, what to expect, meeting point, cancellation
 * policy) and how many active reviews gave 1..5 stars (`ratingCounts[0]` = one star), read
 * beside the product row so lists never carry them.
 */
export async function productPageTexts(
  db: Db,
  product: { id: string; sku: string },
): Promise<ProductPageTexts> {
  // One round trip: the texts (when the partner gave any) and the star counts side by side.
  const stars = db
    .select({ rating: reviews.rating, n: count().as('n') })
    .from(reviews)
    .where(and(eq(reviews.partnerId, product.sku), eq(reviews.active, true)))
    .groupBy(reviews.rating)
    .as('stars');
  const [row] = await db
    .select({
      ...TEXT_COLUMNS,
      stars: sql<
        { rating: number; n: number }[] | null
      >`(select json_agg(json_build_object('rating', ${stars.rating}, 'n', ${stars.n})) from ${stars})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(productDetails, eq(productDetails.productId, product.id));
  const ratingCounts = [0, 0, 0, 0, 0];
  for (const s of row.stars ?? []) {
    if (s.rating >= 1 && s.rating <= 5) ratingCounts[s.rating - 1] = Number(s.n);
  }
  if (row.highlights === null) return { ...EMPTY, ratingCounts };
  return {
    highlights: row.highlights,
    whatToExpect: row.whatToExpect ?? '',
    meetingPoint: row.meetingPoint ?? '',
    cancellationPolicy: row.cancellationPolicy ?? '',
    ratingCounts,
  };
}

/** The four texts as the editor reads and writes them. */
export type EditableTexts = Omit<ProductPageTexts, 'ratingCounts'>;

/** A product's texts for the editor (empty ones when the partner gave none). */
export async function editableTextsOf(db: Conn, productId: string): Promise<EditableTexts> {
  const [row] = await db
    .select(TEXT_COLUMNS)
    .from(productDetails)
    .where(eq(productDetails.productId, productId));
  return row ?? EMPTY;
}

/** Stores a product's texts (a new row the first time). */
export async function writeEditableTexts(tx: Conn, productId: string, texts: EditableTexts) {
  const values = {
    highlights: texts.highlights,
    whatToExpect: texts.whatToExpect,
    meetingPoint: texts.meetingPoint,
    cancellationPolicy: texts.cancellationPolicy,
    updated: new Date(),
  };
  await tx
    .insert(productDetails)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productDetails.productId, set: values });
}
