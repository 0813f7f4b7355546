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
  readThrottles,
  recordFailure,
  revokeSession,
} from './auth.repo.ts';
import {
  FAILURE_WINDOW_MS,
  nextValidRequestDate,
  throttleKeys,
  type ThrottleScope,
} from './login-throttle.ts';
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
 * Email and password login. The same 401 text for an unknown email and a wrong password.
 * Failures are counted per email and address, per address and per email (state in the
 * database, shared by every process); see login-throttle.ts for the waits. While one applies,
 * even the right password gets 429 with the retry text.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  req: FastifyRequest,
): Promise<AuthResponse> {
  const email = body.email;
  const keys = throttleKeys(email, req.ip);
  const rows = await readThrottles(ctx.db, Object.values(keys));
  const now = new Date();
  const waits = rows
    .map((r) => r.nextValidRequestDate)
    .filter((d): d is Date => !!d && d > now)
    .sort((a, b) => b.getTime() - a.getTime());
  if (waits[0]) throw tooManyAttempts(waits[0]);
  const user = await findUserByEmail(ctx.db, email);
  dummyHash ??= hashPassword(newToken());
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !ok) {
    for (const scope of Object.keys(keys) as ThrottleScope[]) {
      await recordFailure(
        ctx.db,
        keys[scope],
        (failures) => nextValidRequestDate(failures, new Date(), scope),
        FAILURE_WINDOW_MS,
      );
    }
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (rows.some((r) => r.key !== keys.ip)) await clearThrottle(ctx.db, [keys.pair, keys.account]);
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
