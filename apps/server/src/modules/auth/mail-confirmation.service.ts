import { confirmUrlSegment, TEXT, type UserDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { toUserDto, type UserRow } from '../users/users.presenter.ts';
import { updateUser } from '../users/users.repo.ts';
import { consumeUserToken } from './auth.repo.ts';
import { countAccountMail } from './mail-limit.ts';

const CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a new confirmation token (hashed, 7 days) and mails its link to the user. */
export async function sendConfirmationMail(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  returnUrl?: string,
): Promise<void> {
  const token = newToken();
  await updateUser(ctx.db, user.id, {
    mailConfirmationTokenHash: hashToken(token),
    mailConfirmationExpires: new Date(Date.now() + CONFIRM_VALID_MS),
  });
  const brand = ctx.config.BRAND_NAME;
  const link = `${ctx.config.publicUrl}/confirm/${token}/${confirmUrlSegment(returnUrl)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Confirm your email for ${brand}`,
    kind: 'confirmation',
    link,
    secrets: [token],
    text: [
      `Hi ${user.firstName || 'there'},`,
      '',
      `Please confirm your email address for ${brand} by opening this link:`,
      link,
      '',
      'The link is valid for 7 days.',
    ].join('\n'),
  });
}

/** Sends a fresh confirmation mail to a signed-in user who has not confirmed yet. */
export async function resendConfirmation(
  ctx: AppContext,
  user: UserRow,
  returnUrl?: string,
): Promise<{ sent: boolean; confirmedEmail?: true }> {
  if (user.confirmedEmail) return { sent: false, confirmedEmail: true };
  await countAccountMail(ctx, user.email);
  await sendConfirmationMail(ctx, user, returnUrl);
  return { sent: true };
}

/** Confirms the email of the user holding this token; the token works once. */
export async function confirmEmail(ctx: AppContext, token: string): Promise<{ user: UserDto }> {
  const user = await consumeUserToken(ctx.db, 'mail', hashToken(token), { confirmedEmail: true });
  if (!user) throw badRequest(TEXT.invalidToken);
  const dto = toUserDto(user);
  ctx.realtime.save('user', dto, { users: [dto._id] });
  return { user: dto };
}
