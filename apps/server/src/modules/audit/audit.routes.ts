import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntryDto, auditQuery, type AuditEntryDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { listAudit } from './audit.repo.ts';

/** GET /api/admin/audit: the audit log of staff changes (admin only). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: auditQuery,
        response: { 200: z.array(auditEntryDto) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await listAudit(ctx.db, req.query);
      reply.header('x-total-count', String(total));
      return rows.map((r): AuditEntryDto => ({
        _id: r.id,
        actorId: r.actorId,
        actorEmail: r.actorEmail,
        entity: r.entity,
        entityId: r.entityId,
        action: r.action,
        before: r.before,
        after: r.after,
        created: r.created.toISOString(),
      }));
    },
  );
}
