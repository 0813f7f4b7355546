import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payoutRunResponse } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { runDuePayouts } from './payouts.service.ts';

/** GET /api/admin/payout: staff run the due payouts now and get a summary. */
export function payoutsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/payout',
    {
      config: { access: 'admin' },
      schema: { tags: ['payouts'], response: { 200: payoutRunResponse } },
    },
    async () => runDuePayouts(ctx),
  );
}
