import { TEXT } from '@jaunt/contract';
import type {
  MyReview,
  ProductRating,
  Review,
  ReviewCreateBody,
  ReviewUpdateBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { AppError, fieldError, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { toPlainText } from '../../lib/sanitize.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertMayReview, isAuthor, mayReadReviewsOf, maySeeEmail } from './reviews.policy.ts';
import * as repo from './reviews.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { ReviewRow } from './reviews.repo.ts';

export function presentReview(row: ReviewRow, viewer: AuthUser | null): Review {
  return {
    _id: row.id,
    partnerId: row.partnerId,
    partner: row.productId,
    userName: row.userName,
    ...(maySeeEmail(viewer, row) ? { email: row.email } : {}),
    rating: row.rating,
    text: row.text,
    date: row.date.toISOString(),
    active: row.active,
  };
}

/** Reviews one user may post per hour (one per product in any case). */
export const REVIEWS_PER_HOUR = 10;
const REVIEW_RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * An active review is public; a deactivated one is announced to staff only (the public hears
 * just that it is gone, by id).
 */
function announceReview(ctx: AppContext, row: ReviewRow, kind: 'save' | 'remove') {
  const doc = presentReview(row, null);
  if (row.active) {
    ctx.realtime[kind]('review', doc, { public: true });
    return;
  }
  ctx.realtime[kind]('review', doc);
  ctx.realtime.remove('review', { _id: row.id, partnerId: row.partnerId }, { public: true });
}

/** Review text is stored as plain text: markup is dropped, never rendered. */
function plain(field: string, value: string): string {
  const text = toPlainText(value);
  if (!text) throw fieldError(field, 'Please write something other than markup');
  return text;
}

/**
 * Runs a review change and the product's rating recompute in one transaction (the product row
 * is locked first).
 */
async function withRecompute<T extends ReviewRow | null>(
  ctx: AppContext,
  sku: string,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await repo.lockProduct(tx, sku);
    const row = await change(tx);
    await repo.recomputeRating(tx, sku);
    return row;
  });
  // The product's rating and count changed: public answers must show it at once.
  ctx.catalogChanges.notify();
  return result;
}

export async function createReview(
  ctx: AppContext,
  user: AuthUser,
  body: ReviewCreateBody,
): Promise<Review> {
  const product = await repo.findProductBySku(ctx.db, body.partnerId);
  if (!product || (!product.active && user.role !== 'admin'))
    throw notFound('Experience not found');
  assertMayReview(user, product);
  const values = {
    partnerId: product.sku,
    productId: product.id,
    userId: user.id,
    email: user.email,
    userName: plain('userName', body.userName),
    rating: body.rating,
    text: plain('text', body.text),
  };
  const row = await withRecompute(ctx, product.sku, async (tx) => {
    // The product row is locked: concurrent posts of one user are checked one after another.
    if (await repo.findUserReview(tx, user.id, user.email, product.id))
      throw new AppError('CONFLICT', TEXT.alreadyReviewed);
    const since = new Date(Date.now() - REVIEW_RATE_WINDOW_MS);
    if ((await repo.countUserReviewsSince(tx, user.id, since)) >= REVIEWS_PER_HOUR)
      throw new AppError('TOO_MANY_REQUESTS', TEXT.tooManyReviews);
    return repo.insertReview(tx, values);
  }).catch((err: unknown) => {
    // The unique index catches what slipped past the check (another product lock order).
    throw isUniqueViolation(err) ? new AppError('CONFLICT', TEXT.alreadyReviewed) : err;
  });
  const dto = presentReview(row, user);
  announceReview(ctx, row, 'save');
  return dto;
}

export async function listProductReviews(
  ctx: AppContext,
  viewer: AuthUser | null,
  sku: string,
  page: { skip: number; limit: number },
): Promise<Review[]> {
  const rows = await repo.listActiveByProduct(ctx.db, sku, page.skip, page.limit);
  return rows.map((r) => presentReview(r, viewer));
}

export async function countReviews(ctx: AppContext, user: AuthUser, email: string) {
  if (!mayReadReviewsOf(user, email)) throw forbidden();
  return { count: await repo.countActiveByEmail(ctx.db, email.toLowerCase()) };
}

export async function myReviews(ctx: AppContext, user: AuthUser): Promise<MyReview[]> {
  const rows = await repo.listActiveByEmailWithProduct(ctx.db, user.email);
  return rows.map(({ review, product }) => ({
    ...presentReview(review, user),
    product: product && {
      _id: product.id,
      name: product.name,
      slug: product.slug,
      market: product.market,
      image: product.image,
    },
  }));
}

async function loadReview(ctx: AppContext, id: string): Promise<ReviewRow> {
  const row = await repo.findReview(ctx.db, id);
  if (!row) throw notFound('Review not found');
  return row;
}

async function removeReview(ctx: AppContext, row: ReviewRow, staff?: AuthUser) {
  assertNotDemo(ctx, TEXT.deleteNotAllowedInDemo);
  await withRecompute(ctx, row.partnerId, async (tx) => {
    await repo.deleteReview(tx, row.id);
    if (staff)
      await recordAudit(tx, staff, {
        entity: 'review',
        entityId: row.id,
        action: 'delete',
        before: presentReview(row, staff),
      });
    return null;
  });
  announceReview(ctx, row, 'remove');
}

/** DELETE /api/reviews/{id}: the author only (the body's email is not trusted). */
export async function deleteOwnReview(ctx: AppContext, user: AuthUser, id: string) {
  const row = await loadReview(ctx, id);
  if (!isAuthor(user, row)) throw forbidden();
  await removeReview(ctx, row);
}

export async function deleteAnyReview(ctx: AppContext, id: string, admin?: AuthUser) {
  await removeReview(ctx, await loadReview(ctx, id), admin);
}

export async function listAllReviews(
  ctx: AppContext,
  admin: AuthUser,
  filter: { email?: string; partnerId?: string; skip: number; limit: number },
): Promise<Review[]> {
  const rows = await repo.listAll(ctx.db, filter);
  return rows.map((r) => presentReview(r, admin));
}

/** GET /api/reviews/count: the admin table's total. */
export async function countAllReviews(
  ctx: AppContext,
  filter: { email?: string; partnerId?: string },
): Promise<{ count: number }> {
  return { count: await repo.countAll(ctx.db, filter) };
}

/**
 * PUT /api/reviews/{id}: admins change anything; the author edits their own review's name,
 * rating and text (not whether it is shown).
 */
export async function updateReview(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  body: ReviewUpdateBody,
): Promise<Review> {
  const existing = await loadReview(ctx, id);
  if (admin.role !== 'admin') {
    if (!isAuthor(admin, existing)) throw forbidden();
    if (body.active !== undefined) throw forbidden('Only staff can show or hide a review.');
  }
  const values: Partial<ReviewRow> = {};
  if (body.userName !== undefined) values.userName = plain('userName', body.userName);
  if (body.text !== undefined) values.text = plain('text', body.text);
  if (body.rating !== undefined) values.rating = body.rating;
  if (body.active !== undefined) values.active = body.active;
  const row = await withRecompute(ctx, existing.partnerId, async (tx) => {
    const updated = await repo.updateReview(tx, id, values);
    if (updated)
      await recordAudit(tx, admin, {
        entity: 'review',
        entityId: id,
        action:
          Object.keys(values).length === 1 && values.active !== undefined
            ? values.active
              ? 'activate'
              : 'deactivate'
            : 'update',
        before: presentReview(existing, admin),
        after: presentReview(updated, admin),
      });
    return updated;
  });
  if (!row) throw notFound('Review not found');
  announceReview(ctx, row, 'save');
  return presentReview(row, admin);
}

/** Staff recompute of a product's rating (by product id or sku); the server is the only source. */
export async function recomputeProductRating(
  ctx: AppContext,
  by: { id: string } | { sku: string },
): Promise<ProductRating> {
  const product =
    'id' in by
      ? await repo.findProductById(ctx.db, by.id)
      : await repo.findProductBySku(ctx.db, by.sku);
  if (!product) throw notFound('Experience not found');
  const rating = await ctx.db.transaction(async (tx) => {
    await repo.lockProduct(tx, product.sku);
    return repo.recomputeRating(tx, product.sku);
  });
  if (!rating) throw notFound('Experience not found');
  ctx.catalogChanges.notify();
  return {
    _id: rating.id,
    partnerId: rating.sku,
    computedRating: rating.computedRating,
    reviewCount: rating.reviewCount,
  };
}
