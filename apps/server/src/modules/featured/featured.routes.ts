import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featuredPageBody, featuredPageSchema, featuredPageUpdateBody } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from '../catalog/public-cache.ts';
import { createFeaturedService } from './featured.service.ts';
import { createFeaturedEditor } from './featured-edit.service.ts';
import { requireUser } from '../../plugins/auth.ts';

const pub = { access: 'public' as const };

/** Feature pages: the public GET calls, and the admin's list, create, update and delete. */
export async function registerFeaturedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicCache(ctx);
  const s = createFeaturedService(ctx);
  r.get(
    '/api/featured/market/:market',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        params: z.object({ market: z.string().min(1).max(40) }),
        response: { 200: z.array(featuredPageSchema) },
      },
    },
    (req) => s.byMarket(req.params.market, req.user),
  );
  r.get(
    '/api/featured/:idOrSlug',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        params: z.object({ idOrSlug: z.string().min(1).max(200) }),
        querystring: z.object({ market: z.string().min(1).max(40).optional() }),
        response: { 200: featuredPageSchema },
      },
    },
    (req) => s.get(req.params.idOrSlug, req.query.market, req.user),
  );
  registerFeaturedEditing(app, ctx);
}

const admin = { access: 'admin' as const };
const idParams = z.object({ id: z.uuid() });

function registerFeaturedEditing(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = createFeaturedEditor(ctx);
  r.get(
    '/api/featured',
    {
      config: admin,
      schema: {
        querystring: z.object({ market: z.string().trim().min(1).max(40).optional() }),
        response: { 200: z.array(featuredPageSchema) },
      },
    },
    (req) => e.list(req.query.market),
  );
  r.post(
    '/api/featured',
    { config: admin, schema: { body: featuredPageBody, response: { 201: featuredPageSchema } } },
    async (req, reply) => reply.code(201).send(await e.create(requireUser(req), req.body)),
  );
  r.put(
    '/api/featured/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: featuredPageUpdateBody,
        response: { 200: featuredPageSchema },
      },
    },
    (req) => e.update(requireUser(req), req.params.id, req.body),
  );
  r.delete(
    '/api/featured/:id',
    { config: admin, schema: { params: idParams } },
    async (req, reply) => {
      await e.remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
