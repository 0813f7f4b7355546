import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featuredPageSchema } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from '../catalog/public-cache.ts';
import { createFeaturedService } from './featured.service.ts';

const pub = { access: 'public' as const };

/** The public GET calls of feature pages (editing belongs to the back office). */
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
}
