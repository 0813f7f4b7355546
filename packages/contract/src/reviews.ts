/** Review rules: the reviewer's gamified title and who may review (consumer sections 2 and 5). */

export interface ReviewTitleLike {
  number: number;
  title: string;
  active?: boolean;
}

export interface ReviewerTitle {
  /** The highest active title whose number the review count has reached; null below all. */
  title: string | null;
  /** The next title and how many reviews are still needed, or 'MAX' at the top level. */
  next: { title: string; remaining: number } | 'MAX';
  /** Progress from the current threshold (0 below all) to the next, 0 to 100, whole. */
  progress: number;
}

/** A user's reviewer title from their review count and the review titles (thresholds). */
export function reviewerTitle(count: number, titles: readonly ReviewTitleLike[]): ReviewerTitle {
  const levels = titles.filter((t) => t.active !== false).sort((a, b) => a.number - b.number);
  const reached = levels.filter((t) => t.number <= count);
  const current = reached.at(-1) ?? null;
  const next = levels.find((t) => t.number > count);
  if (!next) return { title: current?.title ?? null, next: 'MAX', progress: 100 };
  const from = current?.number ?? 0;
  const progress = Math.round(((count - from) / (next.number - from)) * 100);
  return {
    title: current?.title ?? null,
    next: { title: next.title, remaining: next.number - count },
    progress: Math.min(100, Math.max(0, progress)),
  };
}

export type ReviewBlock = 'login' | 'unconfirmed' | 'editor' | 'widget';

/**
 * Why a user may not review a product, or null when they may: reviews need a logged-in user
 * with a confirmed email who is not an editor, on a product without an embedded review widget
 * (elfsightId) or a third-party location id.
 */
export function reviewBlock(
  user: { role: string; confirmedEmail: boolean } | null | undefined,
  product: { elfsightId?: string | null; tripadvisorLocationId?: string | null },
): ReviewBlock | null {
  if (product.elfsightId || product.tripadvisorLocationId) return 'widget';
  if (!user || user.role === 'guest') return 'login';
  if (user.role === 'editor') return 'editor';
  if (!user.confirmedEmail) return 'unconfirmed';
  return null;
}

export const canReview = (...args: Parameters<typeof reviewBlock>): boolean =>
  reviewBlock(...args) === null;
