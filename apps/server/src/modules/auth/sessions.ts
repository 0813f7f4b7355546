import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { TOKEN_COOKIE } from '../../plugins/auth.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertSession } from './auth.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session for the user and returns its (unhashed) token. */
export async function createSession(
  ctx: AppContext,
  userId: string,
  req?: Pick<FastifyRequest, 'headers' | 'ip'>,
): Promise<string> {
  const token = newToken();
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ctx.config.SESSION_DAYS * DAY_MS),
    userAgent: req?.headers['user-agent']?.slice(0, 300),
    ip: req?.ip,
  });
  return token;
}

function cookieOptions(ctx: AppContext) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: ctx.config.publicUrl.startsWith('https:'),
  };
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    ...cookieOptions(ctx),
    maxAge: ctx.config.SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(ctx));
}
