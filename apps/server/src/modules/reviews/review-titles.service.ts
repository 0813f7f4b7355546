import type { ReviewTitle } from '@jaunt/contract';
import type { z } from 'zod';
import type { reviewTitleBody, reviewTitleUpdateBody } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './review-titles.repo.ts';

const present = (r: repo.ReviewTitleRow): ReviewTitle => ({
  _id: r.id,
  number: r.number,
  title: r.title,
  active: r.active,
});

/** Active titles by threshold; an admin (managing them) also gets the inactive ones. */
export async function listReviewTitles(ctx: AppContext, viewer: AuthUser | null) {
  const rows = await repo.listTitles(ctx.db, viewer?.role !== 'admin');
  return rows.map(present);
}

export async function createReviewTitle(ctx: AppContext, body: z.infer<typeof reviewTitleBody>) {
  const row = present(await repo.insertTitle(ctx.db, body));
  ctx.realtime.save('reviewTitle', row, { public: true });
  return row;
}

export async function updateReviewTitle(
  ctx: AppContext,
  id: string,
  body: z.infer<typeof reviewTitleUpdateBody>,
) {
  if (Object.values(body).every((v) => v === undefined))
    throw badRequest('Nothing to update: send a number, a title or active.');
  const updated = await repo.updateTitle(ctx.db, id, body);
  if (!updated) throw notFound('Review title not found');
  const row = present(updated);
  ctx.realtime.save('reviewTitle', row, { public: true });
  return row;
}

export async function deleteReviewTitle(ctx: AppContext, id: string) {
  if (!(await repo.deleteTitle(ctx.db, id))) throw notFound('Review title not found');
  ctx.realtime.remove('reviewTitle', { _id: id }, { public: true });
}
