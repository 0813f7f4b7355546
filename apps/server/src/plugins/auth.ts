import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hasRole, type Role } from '@jaunt/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';

export type AuthUser = typeof users.$inferSelect;

/** Who may call a route: 'public', or the lowest role allowed. Every /api and /auth route must say. */
export type Access = 'public' | Role;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
  }
}

export const TOKEN_COOKIE = 'token';

/** The session token from `Authorization: Bearer` or the `token` cookie. */
export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return req.cookies?.[TOKEN_COOKIE] ?? null;
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Resolves the session on every request and enforces each route's `config.access`.
 * A route without an access level refuses to register: no route is unguarded by accident.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/auth/');
    if (!isApi || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no config.access`);
    if (access === 'public') return;
    const guard = async (req: FastifyRequest) => {
      if (!req.user) throw new AppError('UNAUTHORIZED', 'You must be signed in.');
      if (!hasRole(req.user.role, access))
        throw new AppError('FORBIDDEN', "You don't have permission to do that.");
    };
    // Route-level onRequest runs after the app-level session lookup below and before body
    // parsing and validation: a guest gets 401 (not 400) whatever the request carries.
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [guard, ...existing];
  });

  app.addHook('onRequest', async (req) => {
    const token = readToken(req);
    if (!token) return;
    // An unknown, revoked or expired token is a guest: public calls still work,
    // guarded ones answer 401 and the client drops the token.
    const found = await findSession(ctx.db, token);
    if (!found) return;
    req.user = found.user;
    req.sessionId = found.sessionId;
  });
}

/** The live session of a token (not revoked, not expired) with its user; touches lastSeenAt now and then. */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; sessionId: string } | null> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

/** The signed-in user, or a 401. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'You must be signed in.');
  return req.user;
}
