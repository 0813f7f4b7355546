import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clickEventBodySchema, createdSchema, searchLogBodySchema } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { insertClickEvent, insertSearchLog } from './tracking.repo.ts';

const pub = { access: 'public' as const };

/**
 * Click events ("links") and the search log. Public (guests click too); the signed-in user,
 * when there is one, wins over a userId in the body.
 */
export async function registerTrackingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/links',
    { config: pub, schema: { body: clickEventBodySchema, response: { 201: createdSchema } } },
    async (req, reply) => {
      const { time, userId, ...rest } = req.body;
      const row = await insertClickEvent(ctx.db, {
        ...rest,
        time: time ?? new Date(),
        userId: req.user?.id ?? userId ?? null,
      });
      return reply.status(201).send({ _id: row.id });
    },
  );
  r.post(
    '/api/search-logs',
    { config: pub, schema: { body: searchLogBodySchema, response: { 201: createdSchema } } },
    async (req, reply) => {
      const { time, userId, ...rest } = req.body;
      const row = await insertSearchLog(ctx.db, {
        ...rest,
        time: time ?? new Date(),
        userId: req.user?.id ?? userId ?? null,
      });
      return reply.status(201).send({ _id: row.id });
    },
  );
}
