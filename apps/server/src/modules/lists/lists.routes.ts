import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itineraryQuery,
  listCreateBody,
  listSchema,
  listSummarySchema,
  listUpdateBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import * as lists from './lists.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const emailParams = z.object({ email: z.string().max(254) });
const tags = ['lists'];

/** Favourites lists (also under /api/favorites) and the itinerary export. */
export async function registerLists(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const markets = createMarketLookup(ctx);

  for (const prefix of ['/api/lists', '/api/favorites']) {
    app.get(
      `${prefix}/email/:email`,
      {
        config: { access: 'partner-staff' },
        schema: { tags, params: emailParams, response: { 200: z.array(listSummarySchema) } },
      },
      async (req) => lists.listSummaries(ctx, requireUser(req), req.params.email),
    );
  }

  app.get(
    '/api/lists/email/:email/full',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: emailParams, response: { 200: z.array(listSchema) } },
    },
    async (req) => lists.fullLists(ctx, requireUser(req), req.params.email),
  );

  for (const path of ['/api/lists/:id', '/api/favorites/:id', '/api/favorites/id/:id']) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: { tags, params: idParams, response: { 200: listSchema } },
      },
      async (req) => lists.getList(ctx, req.user, req.params.id),
    );
  }

  app.post(
    '/api/lists',
    {
      config: { access: 'partner-staff' },
      schema: { tags, body: listCreateBody, response: { 201: listSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await lists.createList(ctx, requireUser(req), req.body.name)),
  );

  app.put(
    '/api/lists/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, body: listUpdateBody, response: { 200: listSchema } },
    },
    async (req) => lists.updateList(ctx, requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/lists/:id',
    { config: { access: 'partner-staff' }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await lists.deleteList(ctx, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/lists/:id/duplicate',
    {
      config: { access: 'editor' },
      schema: { tags, params: idParams, response: { 201: listSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await lists.duplicateList(ctx, requireUser(req), req.params.id)),
  );

  app.post(
    '/api/lists/:id/copy',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, response: { 201: listSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await lists.copyList(ctx, requireUser(req), req.params.id)),
  );

  app.get(
    '/api/lists/:id/itinerary.ics',
    {
      config: { access: 'public' },
      schema: { tags, params: idParams, querystring: itineraryQuery },
    },
    async (req, reply) => {
      const { ics, filename } = await lists.itineraryOf(
        ctx,
        markets.urlSegment,
        req.params.id,
        req.query.start,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(ics);
    },
  );
}
