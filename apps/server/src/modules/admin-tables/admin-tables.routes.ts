import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_TABLES, adminTableQuery, adminTableRow } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createAdminTables } from './admin-tables.service.ts';
import { toCsv } from './csv.ts';
import { RESOURCES } from './resources.ts';

const admin = { access: 'admin' as const };
const tags = ['admin-tables'];
const idParams = z.object({ id: z.uuid() });

/**
 * The generic staff tables, admin only: for each resource
 * GET /api/admin/tables/{resource} (page + x-total-count), GET .../csv (the current filter),
 * POST (add), PUT /{id} (update), DELETE /{id}. Each body is validated by its own schema.
 */
export function adminTablesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const s = createAdminTables(ctx);
  for (const name of ADMIN_TABLES) {
    const res = RESOURCES[name];
    const base = `/api/admin/tables/${name}`;
    r.get(
      base,
      {
        config: admin,
        schema: { tags, querystring: adminTableQuery, response: { 200: z.array(adminTableRow) } },
      },
      async (req, reply) => {
        const { items, total } = await s.list(res, req.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );
    r.get(
      `${base}/csv`,
      {
        config: admin,
        schema: { tags, querystring: adminTableQuery.omit({ skip: true, limit: true }) },
      },
      async (req, reply) => {
        const { items } = await s.list(res, { ...req.query, skip: 0, limit: 50_000 });
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`);
        return toCsv(items, res.csv);
      },
    );
    // Tables without add (customer, paymentMethod) or delete (paymentMethod) still answer,
    // with a 400 saying so, rather than a bare 404.
    r.post(
      base,
      {
        config: admin,
        schema: { tags, body: res.create ?? z.unknown(), response: { 201: adminTableRow } },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await s.create(res, requireUser(req), req.body as Record<string, unknown>)),
    );
    r.put(
      `${base}/:id`,
      {
        config: admin,
        schema: { tags, params: idParams, body: res.update, response: { 200: adminTableRow } },
      },
      async (req) =>
        s.update(res, requireUser(req), req.params.id, req.body as Record<string, unknown>),
    );
    r.delete(
      `${base}/:id`,
      { config: admin, schema: { tags, params: idParams } },
      async (req, reply) => {
        await s.remove(res, requireUser(req), req.params.id);
        return reply.code(204).send();
      },
    );
  }
}
