import type { Db } from '../../src/db/client.ts';
import {
  clickEvents,
  featurePages,
  listItems,
  lists,
  reviews,
  reviewTitles,
  thirdPartyReviews,
} from '../../src/db/schema/index.ts';
import type { Rng } from './rng.ts';
import { factoryRng, nextSeq } from './state.ts';
import { slugify } from './util.ts';

export type Review = typeof reviews.$inferSelect;
export type ReviewInsert = typeof reviews.$inferInsert;
export type ReviewTitle = typeof reviewTitles.$inferSelect;
export type List = typeof lists.$inferSelect;
export type ListItem = typeof listItems.$inferSelect;
export type FeaturePage = typeof featurePages.$inferSelect;
export type FeaturePageInsert = typeof featurePages.$inferInsert;
export type ClickEvent = typeof clickEvents.$inferSelect;
export type ThirdPartyReview = typeof thirdPartyReviews.$inferSelect;
export type ThirdPartyReviewInsert = typeof thirdPartyReviews.$inferInsert;

const REVIEWERS = [
  'Sam K.',
  'Dana R.',
  'Marcus T.',
  'Aisha B.',
  'Leo M.',
  'Grace H.',
  'Tom W.',
  'Nadia F.',
  'Ravi P.',
  'Emma L.',
];
export const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Absolutely wonderful. Our guide was funny and knew everything about the area.',
    'Best thing we did all trip! Booking was easy and the team was lovely.',
    'Worth every penny, we are already planning to come back.',
  ],
  4: [
    'Really enjoyable, a little rushed at the end but we would do it again.',
    'Great value and friendly staff. Bring a jacket!',
  ],
  3: [
    'Good overall, though the meeting point was hard to find.',
    'Fine experience; the group was larger than expected.',
  ],
  2: ['Started late and felt disorganised, but the scenery was nice.'],
  1: ['Not what was described. The host cancelled half the stops.'],
};

/** A review's row; `partnerId` is the product sku. Ratings lean positive like real reviews. */
/** Of a seeded catalogue's products, the share reviewed, and the most reviews one of them gets. */
export const REVIEWED_SHARE = 0.65;
export const MOST_REVIEWS = 8;

export function buildReview(
  input: Partial<ReviewInsert> & { partnerId: string },
  rng: Rng = factoryRng(),
): ReviewInsert {
  const rating = input.rating ?? rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
  const userName = input.userName ?? rng.pick(REVIEWERS);
  return {
    userName,
    email: `${slugify(userName)}.${nextSeq()}@example.test`,
    rating,
    text: rng.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5]),
    date: new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))),
    active: true,
    ...input,
  };
}

/** Inserts one review (does not update the product's computedRating / reviewCount). */
export async function createReview(
  db: Db,
  input: Partial<ReviewInsert> & { partnerId: string },
): Promise<Review> {
  const [row] = await db.insert(reviews).values(buildReview(input)).returning();
  return row;
}

export async function createReviewTitle(
  db: Db,
  input: { number: number; title: string; active?: boolean },
): Promise<ReviewTitle> {
  const [row] = await db.insert(reviewTitles).values(input).returning();
  return row;
}

export function buildThirdPartyReview(
  input: Partial<ThirdPartyReviewInsert> & { locationId: string },
  rng: Rng = factoryRng(),
): ThirdPartyReviewInsert {
  const rating = input.rating ?? rng.pick([5, 5, 4, 4, 3]);
  return {
    username: rng.pick(REVIEWERS).replace(/[ .]/g, '') + rng.int(1, 99),
    avatar: '',
    publishedDate: new Date(Date.UTC(2024, rng.int(0, 11), rng.int(1, 28))),
    title: rng.pick([
      'Great day out',
      'Would recommend',
      'Fun for everyone',
      'A highlight of our trip',
      'Decent',
    ]),
    text: rng.pick(REVIEW_TEXTS[rating]),
    rating,
    ...input,
  };
}

export async function createThirdPartyReview(
  db: Db,
  input: Partial<ThirdPartyReviewInsert> & { locationId: string },
): Promise<ThirdPartyReview> {
  const [row] = await db.insert(thirdPartyReviews).values(buildThirdPartyReview(input)).returning();
  return row;
}

export interface ListItemInput {
  productId: string;
  /** Variant index; -1 (default) = the whole product. */
  variant?: number;
  flavorText?: string;
  notes?: string;
  experienceSku?: string;
}

/** A favourites list owned by `email`, with its items in order. */
export async function createList(
  db: Db,
  input: { email: string; name?: string; items?: ListItemInput[] },
): Promise<List & { items: ListItem[] }> {
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(lists)
      .values({ name: input.name ?? 'My favourites', email: input.email.toLowerCase() })
      .returning();
    const items = input.items?.length
      ? await tx
          .insert(listItems)
          .values(input.items.map((it, position) => ({ ...it, listId: list.id, position })))
          .returning()
      : [];
    return { ...list, items };
  });
}

export function buildFeaturePage(
  input: Partial<FeaturePageInsert> & { market: string },
): FeaturePageInsert {
  const title = input.pageTitle ?? `Top picks ${nextSeq()}`;
  return {
    pageTitle: title,
    slug: slugify(title),
    pageDescription: 'Hand-picked experiences our local editors love right now.',
    active: true,
    buttonText: 'See all',
    lists: [],
    contentItems: [],
    ...input,
  };
}

export async function createFeaturePage(
  db: Db,
  input: Partial<FeaturePageInsert> & { market: string },
): Promise<FeaturePage> {
  const [row] = await db.insert(featurePages).values(buildFeaturePage(input)).returning();
  return row;
}

export async function createClickEvent(
  db: Db,
  input: Partial<typeof clickEvents.$inferInsert> & { intent?: string } = {},
): Promise<ClickEvent> {
  const [row] = await db
    .insert(clickEvents)
    .values({
      link: 'https://partner.example/book',
      intent: 'book',
      cookieId: factoryRng().code(16),
      market: 'GTA',
      ...input,
    })
    .returning();
  return row;
}
