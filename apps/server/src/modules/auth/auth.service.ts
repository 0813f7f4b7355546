import type { FastifyRequest } from 'fastify';
import { retryMessage, type AuthResponse, type LoginBody } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { findUserByEmail } from '../users/users.repo.ts';
import {
  clearThrottle,
  findSessionUser,
  readThrottle,
  recordFailure,
  revokeSession,
} from './auth.repo.ts';
import { nextValidRequestDate } from './login-throttle.ts';
import { createSession } from './sessions.ts';

export const WRONG_CREDENTIALS = 'The email or password you entered is incorrect.';

/** Checked when the email is unknown, so both failures take as long as a real check. */
let dummyHash: Promise<string> | undefined;

function tooManyAttempts(next: Date): AppError {
  return new AppError('TOO_MANY_REQUESTS', retryMessage(next), undefined, {
    nextValidRequestDate: next.toISOString(),
  });
}

/**
 * Email and password login. The same 401 text for an unknown email and a wrong password;
 * after 5 failures in a row the email is locked out (state in the database, shared by
 * every process), even for the right password, until nextValidRequestDate.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  req: FastifyRequest,
): Promise<AuthResponse> {
  const key = body.email;
  const throttle = await readThrottle(ctx.db, key);
  if (throttle?.nextValidRequestDate && throttle.nextValidRequestDate > new Date()) {
    throw tooManyAttempts(throttle.nextValidRequestDate);
  }
  const user = await findUserByEmail(ctx.db, key);
  dummyHash ??= hashPassword(newToken());
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !ok) {
    await recordFailure(ctx.db, key, (failures) => nextValidRequestDate(failures));
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (throttle) await clearThrottle(ctx.db, key);
  const token = await createSession(ctx, user.id, req);
  return { token, user: toUserDto(user) };
}

/** Revokes the current session (a guest's logout is a no-op). */
export async function logout(ctx: AppContext, sessionId: string | null): Promise<void> {
  if (sessionId) await revokeSession(ctx.db, sessionId);
}

/** Checks a session token handed over by the web app (/login/{sessionToken}). */
export async function adoptSession(ctx: AppContext, token: string): Promise<AuthResponse> {
  const row = await findSessionUser(ctx.db, hashToken(token));
  if (!row) throw unauthorized('Your session has expired. Please log in again.');
  return { token, user: toUserDto(row.user) };
}
