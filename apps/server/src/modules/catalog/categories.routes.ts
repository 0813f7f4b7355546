import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from './public-cache.ts';
import { createCategoriesService } from './categories.service.ts';

const pub = { access: 'public' as const };

export async function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicCache(ctx);
  const service = createCategoriesService(ctx);
  const idParam = z.object({ id: z.string().min(1).max(200) });
  const slugParam = z.object({ slug: z.string().min(1).max(200) });

  r.get(
    '/api/category/all',
    { config: pub, ...cache.hooks, schema: { response: { 200: z.array(categorySchema) } } },
    () => service.all(),
  );
  r.get(
    '/api/category/slug/:slug',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: slugParam, response: { 200: categorySchema } },
    },
    (req) => service.byIdOrSlug(req.params.slug),
  );
  r.get(
    '/api/category/parent/:id',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: idParam, response: { 200: z.array(categorySchema) } },
    },
    (req) => service.subCategories(req.params.id),
  );
  r.get(
    '/api/category/:id',
    { config: pub, ...cache.hooks, schema: { params: idParam, response: { 200: categorySchema } } },
    (req) => service.byIdOrSlug(req.params.id),
  );
}
