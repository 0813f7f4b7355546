import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerSchedulesResponse,
  saveScheduleBody,
  slotMonthQuery,
  slotMonthResponse,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listSchedules, monthUsage, saveSchedule } from './schedules.service.ts';

const tags = ['bookings'];
const skuParams = z.object({ experienceSku: z.string().trim().min(1).max(100) });

/**
 * The partner's Availability screen: its variants' schedules, saving one, and a month of slots
 * with seats sold, held and free. Partners (their own businesses) and admins (?businessId=).
 */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookings/schedules',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        querystring: z.object({ businessId: z.string().trim().max(40).optional() }),
        response: { 200: partnerSchedulesResponse },
      },
    },
    async (req) => listSchedules(ctx, requireUser(req), req.query.businessId),
  );

  r.put(
    '/api/bookings/schedule/:experienceSku',
    {
      config: { access: 'partner' },
      schema: { tags, params: skuParams, body: saveScheduleBody },
    },
    async (req) => saveSchedule(ctx, requireUser(req), req.params.experienceSku, req.body),
  );

  r.get(
    '/api/bookings/slots/:experienceSku',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        params: skuParams,
        querystring: slotMonthQuery,
        response: { 200: slotMonthResponse },
      },
    },
    async (req) => monthUsage(ctx, requireUser(req), req.params.experienceSku, req.query.month),
  );
}
