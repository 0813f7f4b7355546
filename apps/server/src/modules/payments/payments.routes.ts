import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPaymentBody,
  confirmPaymentResponse,
  paymentConfigResponse,
  paymentIntentBody,
  paymentIntentResponse,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { orderActor } from '../orders/orders.policy.ts';
import { WebhookSignatureError, type PaymentMethodInput } from './provider.ts';
import { createPaymentProvider, paymentProvider, setPaymentProvider } from './provider-registry.ts';
import {
  confirmOrderPayment,
  ensureIntent,
  handlePaymentEvent,
  paymentConfig,
} from './payments.service.ts';

export const WEBHOOK_PATH = '/api/stripe/webhook';
const tags = ['payments'];

function methodOf(body: z.output<typeof confirmPaymentBody>): PaymentMethodInput {
  if (body.card) return { card: body.card };
  const token = typeof body.token === 'string' ? body.token : body.token?.id;
  return { paymentMethodId: (body.paymentMethodId ?? token)! };
}

/** Provider config, payment intents, card confirmation and the provider's signed webhook. */
export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  setPaymentProvider(
    ctx,
    createPaymentProvider(ctx, {
      // The sandbox posts its signed events to our own webhook route, like a processor would.
      async deliver(body, signature) {
        const res = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          payload: body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
        if (res.statusCode >= 400) throw new Error(`webhook answered ${res.statusCode}`);
      },
      onDeliveryError: (err) => ctx.log.error({ err }, 'sandbox webhook delivery failed'),
    }),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stripe/config',
    { config: { access: 'public' }, schema: { tags, response: { 200: paymentConfigResponse } } },
    async () => paymentConfig(ctx),
  );

  r.post(
    '/api/stripe/payment/intent',
    {
      // The owner, or a guest with the order's access token (x-order-access).
      config: { access: 'public' },
      schema: { tags, body: paymentIntentBody, response: { 200: paymentIntentResponse } },
    },
    async (req) => ensureIntent(ctx, orderActor(req), req.body.orderId),
  );

  r.post(
    '/api/stripe/:id',
    {
      // The owner, or a guest with the order's access token (x-order-access).
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: confirmPaymentBody,
        response: { 200: confirmPaymentResponse },
      },
    },
    async (req) => confirmOrderPayment(ctx, orderActor(req), req.params.id, methodOf(req.body)),
  );

  // The webhook needs the exact bytes that were signed, so it parses JSON itself.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      WEBHOOK_PATH,
      { config: { access: 'public' }, schema: { tags, hide: true } },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
          throw new AppError('BAD_REQUEST', 'Missing webhook signature.');
        }
        let event;
        try {
          event = paymentProvider(ctx).verifyWebhook(req.body, signature);
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', err.message);
          throw err;
        }
        await handlePaymentEvent(ctx, event);
        return { received: true };
      },
    );
  });
}
