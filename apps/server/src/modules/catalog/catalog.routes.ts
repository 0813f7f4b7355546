import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productCountSchema,
  productDetailSchema,
  productListItemSchema,
  productListQuerySchema,
  productSkusBodySchema,
  productSummarySchema,
  variantPageSchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from './public-cache.ts';
import { createCatalogService } from './catalog.service.ts';

const pub = { access: 'public' as const };
const param = (name: string) => z.object({ [name]: z.string().min(1).max(200) });

export async function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicCache(ctx);
  const s = createCatalogService(ctx);

  r.get(
    '/api/products',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        querystring: productListQuerySchema,
        response: { 200: z.array(productListItemSchema) },
      },
    },
    (req) => s.list(req.query, req.user),
  );
  r.get(
    '/api/products/count',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        querystring: z.object({ where: z.string().max(4000).optional() }),
        response: { 200: productCountSchema },
      },
    },
    (req) => s.count(req.query.where, req.user),
  );
  r.get(
    '/api/products/market/:market',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        params: z.object({ market: z.string().min(1).max(40) }),
        querystring: productListQuerySchema.pick({ skip: true }).extend({
          limit: z.coerce.number().int().min(1).max(1000).default(1000),
        }),
        response: { 200: z.array(productSummarySchema) },
      },
    },
    (req) => s.byMarket(req.params.market, req.query.skip, req.query.limit, req.user),
  );
  r.get(
    '/api/products/sku/:sku',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: param('sku'), response: { 200: productDetailSchema } },
    },
    (req) => s.get('sku', req.params.sku as string, req.user),
  );
  r.get(
    '/api/products/slug/:slug',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: param('slug'), response: { 200: productDetailSchema } },
    },
    (req) => s.get('slug', req.params.slug as string, req.user),
  );
  r.get(
    '/api/products/slug/:slug/:variantSlug',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        params: z.object({
          slug: z.string().min(1).max(200),
          variantSlug: z.string().min(1).max(200),
        }),
        response: { 200: variantPageSchema },
      },
    },
    (req) => s.variantPage(req.params.slug, req.params.variantSlug, req.user),
  );
  r.post(
    '/api/products/skus/:sku',
    {
      config: pub,
      schema: {
        params: param('sku'),
        body: productSkusBodySchema,
        response: { 200: z.array(productSummarySchema) },
      },
    },
    (req) => s.bySkus(req.body.skus, req.user),
  );
  r.get(
    '/api/products/:id/related',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: param('id'), response: { 200: z.array(productSummarySchema) } },
    },
    (req) => s.related(req.params.id as string, req.user),
  );
  r.get(
    '/api/products/:id',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: param('id'), response: { 200: productDetailSchema } },
    },
    (req) => s.get('id', req.params.id as string, req.user),
  );
}
