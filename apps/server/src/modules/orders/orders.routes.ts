import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderBody,
  createOrderResponse,
  myOrdersQuery,
  orderDto,
  orderListResponse,
  purchaseCompleteBody,
  purchaseCompleteResponse,
  updateQuantityBody,
  updateStatusBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ORDER_ACCESS_HEADER, orderActor } from './orders.policy.ts';
import * as orders from './orders.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['orders'];

/** The consumer's order calls and the purchase-complete mail. */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/orders',
    {
      // A signed-in user, or a guest with an email (decision 017).
      config: { access: 'public' },
      schema: { tags, body: createOrderBody, response: { 201: createOrderResponse } },
    },
    async (req, reply) =>
      reply.status(201).send(await orders.createOrder(ctx, req.user ?? null, req.body)),
  );

  r.post(
    '/api/orders/claim/:id',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        params: idParams,
        headers: z.looseObject({ [ORDER_ACCESS_HEADER]: z.string().max(200).optional() }),
        response: { 200: orderDto },
      },
    },
    async (req) => orders.claimGuestOrder(ctx, orderActor(req), req.params.id),
  );

  // My Purchases: every signed-in role has one, as every signed-in role buys (decision 039).
  r.get(
    '/api/orders/my',
    {
      config: { access: 'partner-staff' },
      schema: { tags, querystring: myOrdersQuery, response: { 200: orderListResponse } },
    },
    async (req) => orders.listMyOrders(ctx, requireUser(req), req.query.q),
  );

  r.get(
    '/api/orders/transaction/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParams,
        headers: z.looseObject({ [ORDER_ACCESS_HEADER]: z.string().max(200).optional() }),
        response: { 200: orderDto },
      },
    },
    async (req) =>
      orders.getByTransaction(ctx, req.user, req.params.id, req.headers[ORDER_ACCESS_HEADER]),
  );

  r.put(
    '/api/orders/customer/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParams, body: updateQuantityBody, response: { 200: orderDto } },
    },
    async (req) => orders.updateQuantity(ctx, orderActor(req), req.params.id, req.body.quantity),
  );

  r.put(
    '/api/orders/customer/updateStatus/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, body: updateStatusBody, response: { 200: orderDto } },
    },
    async (req) => orders.updateCustomerStatus(ctx, requireUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/email-service/customer/purchase-complete',
    {
      config: { access: 'partner-staff' },
      schema: { tags, body: purchaseCompleteBody, response: { 200: purchaseCompleteResponse } },
    },
    async (req) => orders.requestPurchaseMail(ctx, requireUser(req), req.body.transactionId),
  );
}
