import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyPurchasesQuery,
  dailyPurchasesResponse,
  partnerOrderDto,
  partnerOrderListResponse,
  partnerOrdersQuery,
  redeemBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as svc from './partner-orders.service.ts';

const tags = ['partner orders'];
const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const businessParams = z.object({ id: z.string().trim().min(1).max(40) });
const businessList = z.array(
  z.object({
    businessId: z.string(),
    name: z.string(),
    market: z.string(),
    currency: z.string(),
    owner: z.boolean(),
  }),
);

/**
 * The partner's order calls: lists (partner, staff, business, booking code), the customer
 * purchases report and redeem. Guards: partner-staff and up by role, then membership of the
 * business (partner-orders.policy.ts); 'partner' for the partner-only list, 'partner-employee'
 * for reporting.
 */
export function partnerOrdersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/partner/:id',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        params: idParams,
        querystring: partnerOrdersQuery,
        response: { 200: partnerOrderListResponse },
      },
    },
    async (req) => svc.listForPartner(ctx, requireUser(req), req.params.id, req.query),
  );

  r.get(
    '/api/orders/staff',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        querystring: partnerOrdersQuery,
        response: { 200: partnerOrderListResponse },
      },
    },
    async (req) => svc.listForStaff(ctx, requireUser(req), req.query),
  );

  r.get(
    '/api/orders/staff/businesses',
    {
      config: { access: 'partner-staff' },
      schema: { tags, response: { 200: businessList } },
    },
    async (req) => svc.myBusinesses(ctx, requireUser(req)),
  );

  r.get(
    '/api/orders/business/:id',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        params: businessParams,
        querystring: partnerOrdersQuery,
        response: { 200: partnerOrderListResponse },
      },
    },
    async (req) => svc.listForBusiness(ctx, requireUser(req), req.params.id, req.query),
  );

  r.get(
    '/api/orders/business/:id/daily',
    {
      config: { access: 'partner-employee' },
      schema: {
        tags,
        params: businessParams,
        querystring: dailyPurchasesQuery,
        response: { 200: dailyPurchasesResponse },
      },
    },
    async (req) => svc.dailyPurchases(ctx, requireUser(req), req.params.id, req.query),
  );

  r.get(
    '/api/orders/bookingCode/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, response: { 200: partnerOrderListResponse } },
    },
    async (req) => svc.listByBookingCode(ctx, requireUser(req), req.params.id),
  );

  r.put(
    '/api/stripe/transfer/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, body: redeemBody, response: { 200: partnerOrderDto } },
    },
    async (req) => svc.redeem(ctx, requireUser(req), req.params.id, req.body),
  );
}
