import { isStaff, reviewBlock, TEXT } from '@jaunt/contract';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ReviewedProduct, ReviewRow } from './reviews.repo.ts';

/** Reviews need a confirmed email, no editors, and no embedded or third-party review source. */
export function assertMayReview(user: AuthUser, product: ReviewedProduct) {
  const block = reviewBlock(user, product);
  if (block === 'widget') throw badRequest('Reviews for this experience are collected elsewhere.');
  if (block === 'login') throw unauthorized();
  if (block === 'editor') throw forbidden('Editors cannot submit reviews.');
  if (block === 'unconfirmed') throw new AppError('FORBIDDEN', TEXT.reviewNeedsConfirmedEmail);
}

/** Own email, or staff (admin, editor). */
export const mayReadReviewsOf = (user: AuthUser, email: string) =>
  user.email === email.toLowerCase() || isStaff(user.role);

/** Only the author deletes through the consumer call. */
export const isAuthor = (user: AuthUser, review: ReviewRow) =>
  review.userId === user.id || review.email === user.email;

/** Reviewer emails are shown to their author and to staff only. */
export const maySeeEmail = (viewer: AuthUser | null, review: ReviewRow) =>
  !!viewer && (isAuthor(viewer, review) || isStaff(viewer.role));
