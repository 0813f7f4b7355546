import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxItemDto, outboxQuery, type OutboxItemDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { listOutbox } from './outbox.repo.ts';

/** GET /api/admin/outbox: the mails the server sent or stored, for staff to follow links. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: outboxQuery,
        response: { 200: z.array(outboxItemDto) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await listOutbox(ctx.db, req.query.limit, req.query.skip);
      reply.header('x-total-count', String(total));
      return rows.map((r): OutboxItemDto => ({
        _id: r.id,
        to: r.to,
        subject: r.subject,
        kind: r.kind,
        link: r.link,
        status: r.status as OutboxItemDto['status'],
        created: r.created.toISOString(),
      }));
    },
  );
}
