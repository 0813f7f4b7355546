import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponDto, couponQuery, shippingBestQuery, shippingDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { bestShipping, getCoupon } from './commerce.service.ts';

const tags = ['commerce'];

/** Coupons and shipping rules as the cart reads them (public). */
export function commerceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/coupons',
    {
      config: { access: 'public' },
      schema: { tags, querystring: couponQuery, response: { 200: couponDto } },
    },
    async (req) => getCoupon(ctx, req.query.code),
  );

  r.get(
    '/api/shippings/best',
    {
      config: { access: 'public' },
      schema: { tags, querystring: shippingBestQuery, response: { 200: shippingDto } },
    },
    async (req) =>
      bestShipping(
        ctx,
        req.query.country,
        req.query.active === undefined ? undefined : req.query.active === 'true',
      ),
  );
}
