import { eq, sql } from 'drizzle-orm';
import type { ProductPageTexts } from '@jaunt/contract';
import type { Db, Tx } from '../../db/client.ts';
import { productDetails, products, reviews } from '../../db/schema/index.ts';

type Conn = Db | Tx;

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

/** The texts and star counts as `pageTextsSql` reads them. */
export interface PageTextsJson {
  texts: { [K in keyof typeof TEXT_COLUMNS]: (typeof productDetails.$inferSelect)[K] } | null;
  stars: { rating: number; n: number }[] | null;
}

/**
 * The product page's trust texts (highlights, what to expect, meeting point, cancellation
 * policy) and how many active reviews gave each star, as one JSON value: a column of the
 * product's own statement (it reads `products.id` and `products.sku` of the row), so lists
 * never carry them and the page costs no extra round trip.
 */
export const pageTextsSql = sql<PageTextsJson>`json_build_object(
  'texts', (select json_build_object(${sql.join(
    Object.entries(TEXT_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )}) from ${productDetails} where ${productDetails.productId} = ${products.id}),
  'stars', (select json_agg(json_build_object('rating', s.rating, 'n', s.n)) from (
    select ${reviews.rating} as rating, count(*) as n from ${reviews}
    where ${reviews.partnerId} = ${products.sku} and ${reviews.active} group by ${reviews.rating}) s))`;

/** The page texts of `pageTextsSql`, with `ratingCounts[0]` = how many gave one star. */
export function toPageTexts({ texts, stars }: PageTextsJson): ProductPageTexts {
  const ratingCounts = [0, 0, 0, 0, 0];
  for (const s of stars ?? []) {
    if (s.rating >= 1 && s.rating <= 5) ratingCounts[s.rating - 1] = Number(s.n);
  }
  return { ...(texts ?? EMPTY), ratingCounts };
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
