import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponse,
  changePasswordBody,
  roleSchema,
  sessionDto,
  signupBody,
  updateUserAdminBody,
  userDto,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { STRICT_LIMIT } from '../../plugins/rate-limit.ts';
import { setSessionCookie } from '../auth/sessions.ts';
import * as users from './users.service.ts';

const idParams = z.object({ id: z.uuid() });
const anyIdParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['users'];

export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/users',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: { tags, body: signupBody, response: { 201: authResponse } },
    },
    async (req, reply) => {
      const res = await users.signup(ctx, req.body, req);
      setSessionCookie(ctx, reply, res.token);
      return reply.status(201).send(res);
    },
  );

  r.get(
    '/api/session',
    { config: { access: 'public' }, schema: { tags, response: { 200: sessionDto } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { user: req.user ? users.me(req.user) : null };
    },
  );

  r.get(
    '/api/users/me',
    { config: { access: 'partner-staff' }, schema: { tags, response: { 200: userDto } } },
    async (req) => users.me(requireUser(req)),
  );

  const update = {
    config: { access: 'partner-staff' as const },
    schema: { tags, params: idParams, body: updateUserAdminBody, response: { 200: userDto } },
  };
  r.put('/api/users/:id', update, async (req) =>
    users.updateAccount(ctx, requireUser(req), req.params.id, req.body),
  );
  r.put('/api/users/me/:id', update, async (req) =>
    users.updateAccount(ctx, requireUser(req), req.params.id, req.body),
  );

  r.put(
    '/api/users/:id/password',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        params: idParams,
        body: changePasswordBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) =>
      users.changePassword(ctx, requireUser(req), req.sessionId, req.params.id, req.body),
  );

  r.get(
    '/api/users/role/:role',
    {
      config: { access: 'admin' },
      schema: { tags, params: z.object({ role: roleSchema }), response: { 200: z.array(userDto) } },
    },
    async (req) => users.usersByRole(ctx, req.params.role),
  );

  r.get(
    '/api/users/business/:id',
    {
      config: { access: 'partner' },
      schema: { tags, params: anyIdParams, response: { 200: z.array(userDto) } },
    },
    async (req) => users.usersOfBusiness(ctx, requireUser(req), req.params.id),
  );
}
