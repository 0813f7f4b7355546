import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetail,
  adminOrderPage,
  adminOrdersQuery,
  adminStatusBody,
  orderDto,
  refundBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listOrders, orderDetail, resendMail, setStatus } from './order-admin.service.ts';
import { refundOrder } from './order-refunds.service.ts';

const tags = ['order operations'];
const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const admin = { access: 'admin' as const };

/**
 * Purchase History (admin): the order list and one purchase with its refunds and history, the
 * status editor, refunds, and resending the purchase mail. Every change is written to the
 * order's history with who and when.
 */
export function orderAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders',
    {
      config: admin,
      schema: { tags, querystring: adminOrdersQuery, response: { 200: adminOrderPage } },
    },
    async (req) => listOrders(ctx, req.query),
  );

  r.get(
    '/api/admin/orders/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: adminOrderDetail } } },
    async (req) => orderDetail(ctx, req.params.id),
  );

  r.put(
    '/api/orders/admin/updateStatus/:id',
    {
      config: admin,
      schema: { tags, params: idParams, body: adminStatusBody, response: { 200: orderDto } },
    },
    async (req) => setStatus(ctx, requireUser(req), req.params.id, req.body.status),
  );

  r.put(
    '/api/stripe/refund/:id',
    {
      config: admin,
      schema: { tags, params: idParams, body: refundBody, response: { 200: adminOrderDetail } },
    },
    async (req) => {
      await refundOrder(ctx, requireUser(req), req.params.id, req.body);
      return orderDetail(ctx, req.params.id);
    },
  );

  r.post(
    '/api/admin/orders/:id/resend-mail',
    {
      config: admin,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ sent: z.boolean(), to: z.string() }) },
      },
    },
    async (req) => resendMail(ctx, requireUser(req), req.params.id),
  );
}
