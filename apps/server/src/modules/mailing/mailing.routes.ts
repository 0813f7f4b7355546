import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailingSubscribeBody, mailingSubscriptionSchema, TEXT } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { STRICT_LIMIT } from '../../plugins/rate-limit.ts';
import { createMailingList, MailingListUnavailable } from './mailing-list.ts';
import { subscribe } from './mailing.service.ts';

/** POST /api/mailchimp/: the mailing-list sign-up (public, rate limited). */
export async function registerMailing(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = createMailingList(ctx.config, ctx.db, ctx.log);

  app.post(
    '/api/mailchimp',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: {
        tags: ['mailing'],
        body: mailingSubscribeBody,
        response: {
          200: mailingSubscriptionSchema,
          502: z.object({ code: z.string(), message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      try {
        return await subscribe(list, req.body);
      } catch (err) {
        if (!(err instanceof MailingListUnavailable)) throw err;
        return reply.code(502).send({ code: 'BAD_GATEWAY', message: TEXT.mailingListFailed });
      }
    },
  );
}
