import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessActiveBodySchema,
  businessAdminUpdateSchema,
  businessCreateSchema,
  businessDetailSchema,
  businessListPageSchema,
  businessListQuerySchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './business-management.service.ts';

const tags = ['business'];
const admin = { access: 'admin' as const };
const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The staff screen /business-management (admin only). Its other calls are reused: the vendor
 * PDF (POST /api/pdf) and the partner-live mail (POST /api/email-service/partner/live).
 */
export function businessManagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/businesses',
    {
      config: admin,
      schema: {
        tags,
        querystring: businessListQuerySchema,
        response: { 200: businessListPageSchema },
      },
    },
    (req) => service.listBusinesses(ctx, req.query),
  );
  r.post(
    '/api/admin/businesses',
    {
      config: admin,
      schema: { tags, body: businessCreateSchema, response: { 201: businessDetailSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createBusiness(ctx, requireUser(req), req.body)),
  );
  r.get(
    '/api/admin/businesses/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: businessDetailSchema } } },
    (req) => service.getDetail(ctx, req.params.id),
  );
  r.put(
    '/api/admin/businesses/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParams,
        body: businessAdminUpdateSchema,
        response: { 200: businessDetailSchema },
      },
    },
    (req) => service.updateBusiness(ctx, requireUser(req), req.params.id, req.body),
  );
  r.put(
    '/api/admin/businesses/:id/active',
    {
      config: admin,
      schema: {
        tags,
        params: idParams,
        body: businessActiveBodySchema,
        response: { 200: businessDetailSchema },
      },
    },
    (req) => service.setActive(ctx, requireUser(req), req.params.id, req.body.active),
  );
  r.delete(
    '/api/admin/businesses/:id',
    {
      config: admin,
      schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    (req) => service.deleteBusiness(ctx, requireUser(req), req.params.id),
  );
}
