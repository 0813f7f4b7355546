import { and, count, eq } from 'drizzle-orm';
import type { ProductPageTexts } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { productDetails, reviews } from '../../db/schema/index.ts';

const EMPTY: Omit<ProductPageTexts, 'ratingCounts'> = {
  highlights: [],
  whatToExpect: '',
  meetingPoint: '',
  cancellationPolicy: '',
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
  const [texts] = await db
    .select({
      highlights: productDetails.highlights,
      whatToExpect: productDetails.whatToExpect,
      meetingPoint: productDetails.meetingPoint,
      cancellationPolicy: productDetails.cancellationPolicy,
    })
    .from(productDetails)
    .where(eq(productDetails.productId, product.id));
  const stars = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.partnerId, product.sku), eq(reviews.active, true)))
    .groupBy(reviews.rating);
  const ratingCounts = [0, 0, 0, 0, 0];
  for (const s of stars) if (s.rating >= 1 && s.rating <= 5) ratingCounts[s.rating - 1] = s.n;
  return { ...EMPTY, ...texts, ratingCounts };
}
