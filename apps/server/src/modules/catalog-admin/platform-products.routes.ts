import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformProductListSchema, platformProductsQuerySchema } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { listPlatformProducts } from './platform-products.service.ts';

/**
 * GET /api/admin/businesses/{id}/platform-products (admins and editors): the products on the
 * business's booking platform, for the editor's External SKU picker. `id` is the business code
 * a product stores (or the business's uuid).
 */
export function platformProductsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/businesses/:id/platform-products',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['products'],
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        querystring: platformProductsQuerySchema,
        response: { 200: platformProductListSchema },
      },
    },
    (req) => listPlatformProducts(ctx, req.params.id, req.query.productId),
  );
}
