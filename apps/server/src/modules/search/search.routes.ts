import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productListItemSchema,
  searchQuerySchema,
  suggestionSchema,
  suggestionsQuerySchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from '../catalog/public-cache.ts';
import { createSearchService } from './search.service.ts';

const pub = { access: 'public' as const };

export async function registerSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicCache(ctx);
  const s = createSearchService(ctx);
  r.get(
    '/api/search',
    {
      config: pub,
      ...cache.hooks,
      schema: { querystring: searchQuerySchema, response: { 200: z.array(productListItemSchema) } },
    },
    (req) => s.search(req.query),
  );
  r.get(
    '/api/search/suggestions',
    {
      config: pub,
      ...cache.hooks,
      schema: { querystring: suggestionsQuerySchema, response: { 200: z.array(suggestionSchema) } },
    },
    (req) => s.suggestions(req.query.q, req.query.market),
  );
}
