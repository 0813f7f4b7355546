import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponse, loginBody, sessionBody } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { STRICT_LIMIT } from '../../plugins/rate-limit.ts';
import { adoptSession, login, logout } from './auth.service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

const errorBody = z.object({ code: z.string(), message: z.string() }).passthrough();

/** Email and password login, logout, and session adoption. */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/local',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: authResponse, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      try {
        const res = await login(ctx, req.body, req);
        setSessionCookie(ctx, reply, res.token);
        return res;
      } catch (err) {
        // A failed login also ends whatever session the browser had.
        clearSessionCookie(ctx, reply);
        throw err;
      }
    },
  );

  r.post(
    '/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async (req, reply) => {
      await logout(ctx, req.sessionId);
      clearSessionCookie(ctx, reply);
      return reply.status(204).send();
    },
  );

  r.post(
    '/auth/session',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: { tags: ['auth'], body: sessionBody, response: { 200: authResponse } },
    },
    async (req, reply) => {
      const res = await adoptSession(ctx, req.body.token);
      setSessionCookie(ctx, reply, res.token);
      return res;
    },
  );
}
