import { PASSWORD_RESET_VALID_HOURS, PASSWORD_RESET_VALID_TEXT, TEXT } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findUserByEmail, updateUser } from '../users/users.repo.ts';
import { countAccountMail } from './mail-limit.ts';
import { consumeUserToken, findUserByTokenHash, revokeUserSessions } from './auth.repo.ts';

const RESET_VALID_MS = PASSWORD_RESET_VALID_HOURS * 60 * 60 * 1000;

/**
 * Mails a reset link (token stored hashed, valid 1 hour). The spec marks an unknown email
 * as invalid, so this answers 404 for it (see docs/decisions/002-password-reset-unknown-email.md).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
): Promise<{ sent: true }> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    throw new AppError('NOT_FOUND', TEXT.unknownResetEmail, { email: TEXT.unknownResetEmail });
  }
  await countAccountMail(ctx, user.email);
  const token = newToken();
  await updateUser(ctx.db, user.id, {
    passwordResetTokenHash: hashToken(token),
    passwordResetExpires: new Date(Date.now() + RESET_VALID_MS),
  });
  const brand = ctx.config.BRAND_NAME;
  const link = `${ctx.config.publicUrl}/pwdreset/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${brand} password`,
    kind: 'password-reset',
    link,
    secrets: [token],
    text: [
      `Hi ${user.firstName || 'there'},`,
      '',
      `Someone asked to reset the password of your ${brand} account. To choose a new one, open:`,
      link,
      '',
      `The link works for ${PASSWORD_RESET_VALID_TEXT}. If you did not ask for this, ignore this mail.`,
    ].join('\n'),
  });
  return { sent: true };
}

export async function checkResetToken(ctx: AppContext, token: string): Promise<{ valid: true }> {
  const user = await findUserByTokenHash(ctx.db, 'reset', hashToken(token));
  if (!user) throw badRequest(TEXT.invalidToken);
  return { valid: true };
}

/** Sets the new password, burns the token and signs out every session of the user. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  newPassword: string,
): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(newPassword);
  const user = await consumeUserToken(ctx.db, 'reset', hashToken(token), { passwordHash });
  if (!user) throw badRequest(TEXT.resetFailed);
  await revokeUserSessions(ctx.db, user.id);
  return { ok: true };
}
