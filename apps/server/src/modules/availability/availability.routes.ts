import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityListResponse,
  bookingDetailsDto,
  getAvailabilityBody,
  getDetailsBody,
  holdDto,
  holdParams,
  holdSlotBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { getAvailability, getDetails } from './availability.service.ts';
import { cancelHold, extendHold, holdSlot } from './holds.service.ts';
import { scheduleRoutes } from './schedules.routes.ts';

const tags = ['bookings'];

/**
 * The booking widget's calls (spec: POST /api/bookings/getDetails, /getAvailability, /holdSlot),
 * OCTO-shaped, on native schedules. Holds are taken by a signed-in user or a guest; a guest's
 * hold is reached by its uuid (the client's random booking uuid), a user's only by that user.
 */
export function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  scheduleRoutes(app, ctx);

  r.post(
    '/api/bookings/getAvailability',
    {
      config: { access: 'public' },
      schema: { tags, body: getAvailabilityBody, response: { 200: availabilityListResponse } },
    },
    async (req) => getAvailability(ctx, req.body),
  );

  r.post(
    '/api/bookings/getDetails',
    {
      config: { access: 'public' },
      schema: { tags, body: getDetailsBody, response: { 200: bookingDetailsDto } },
    },
    async (req) => getDetails(ctx, req.body.experienceSku),
  );

  r.post(
    '/api/bookings/holdSlot',
    {
      // A signed-in user, or a guest (like POST /api/orders).
      config: { access: 'public' },
      schema: { tags, body: holdSlotBody, response: { 200: holdDto } },
    },
    async (req) => holdSlot(ctx, req.user ?? null, req.body),
  );

  r.post(
    '/api/bookings/extendHold/:uuid',
    {
      config: { access: 'public' },
      schema: { tags, params: holdParams, response: { 200: holdDto } },
    },
    async (req) => extendHold(ctx, req.user ?? null, req.params.uuid),
  );

  r.post(
    '/api/bookings/cancelHold/:uuid',
    {
      config: { access: 'public' },
      schema: { tags, params: holdParams, response: { 200: holdDto } },
    },
    async (req) => cancelHold(ctx, req.user ?? null, req.params.uuid),
  );
}
