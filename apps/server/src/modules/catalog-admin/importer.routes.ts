import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importBodySchema,
  importPlacesBodySchema,
  importResultSchema,
  PRODUCT_TEXTS,
  placeSchema,
  tripadvisorResultSchema,
  tripadvisorSearchSchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPlacesSearch, type PlacesSearch } from './places-search.ts';
import { importPlaces, importRows } from './product-import.service.ts';
import { createTripadvisorSearchFromEnv, type TripadvisorSearch } from './tripadvisor-search.ts';

const tags = ['import'];

/** The importer (admin) and the Tripadvisor search (editor): import lookups of section 7. */
export function importerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  adapters: { places?: PlacesSearch; tripadvisor?: TripadvisorSearch } = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const places = adapters.places ?? createPlacesSearch(ctx.log);
  const tripadvisor = adapters.tripadvisor ?? createTripadvisorSearchFromEnv(ctx.log);

  r.get(
    '/api/factual/:location/:query/:near',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: z.object({
          location: z.string().trim().min(1, PRODUCT_TEXTS.importerMarket).max(40),
          query: z.string().trim().min(1, PRODUCT_TEXTS.importerTerm).max(100),
          near: z.string().trim().min(1, PRODUCT_TEXTS.importerNear).max(100),
        }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: z.array(placeSchema) },
      },
    },
    (req) =>
      places.search({ query: req.params.query, near: req.params.near, limit: req.query.limit }),
  );
  r.post(
    '/api/factual/import',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: importPlacesBodySchema,
        response: {
          201: z.array(z.object({ _id: z.string(), sku: z.string(), name: z.string() })),
        },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return importPlaces(ctx, req.user!, req.body);
    },
  );
  r.post(
    '/api/products/import',
    {
      config: { access: 'admin' },
      schema: { tags, body: importBodySchema, response: { 200: z.array(importResultSchema) } },
    },
    (req) => importRows(ctx, req.user!, req.body.firstRow, req.body.rows),
  );
  r.get(
    '/api/tripadvisor/search',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        querystring: tripadvisorSearchSchema,
        response: { 200: z.array(tripadvisorResultSchema) },
      },
    },
    (req) => tripadvisor.search(req.query),
  );
}
