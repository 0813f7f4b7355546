import Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import {
  WebhookSignatureError,
  type CardSummary,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Only for tests that answer like Stripe from a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const AUTH_REQUIRED = 'Your card was declined. This transaction requires authentication.';

function cardOf(pi: Stripe.PaymentIntent): CardSummary | undefined {
  const pm = pi.payment_method;
  if (!pm || typeof pm === 'string' || !pm.card) return undefined;
  return { last4: pm.card.last4, brand: pm.card.brand };
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const card = cardOf(pi);
  const lastError = pi.last_payment_error?.message;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    ...(card ? { card } : {}),
    ...(lastError ? { lastError } : {}),
  };
}

/** Stripe Payment Intents (with Connect destinations), refunds, transfers and signed webhooks. */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
  const retrieve = async (id: string) =>
    toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));

  return {
    name: 'stripe',
    publishableKey: opts.publishableKey,

    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          // Separate charges and transfers: the partner's share is transferred at payout.
          transfer_group: `order-${input.idempotencyKey}`,
        },
        { idempotencyKey: `intent-${input.idempotencyKey}` },
      );
      return toIntent(pi);
    },

    async updateIntentAmount(id, amountCents) {
      return toIntent(await stripe.paymentIntents.update(id, { amount: amountCents }));
    },

    async confirmIntent(id, method) {
      if ('card' in method) {
        throw new AppError('VALIDATION', 'Card details must be entered in the secure card form.', {
          card: 'Please select payment method.',
        });
      }
      try {
        const pi = await stripe.paymentIntents.confirm(
          id,
          { payment_method: method.paymentMethodId, expand: ['payment_method'] },
          { idempotencyKey: `confirm-${id}-${method.paymentMethodId}` },
        );
        if (pi.status === 'succeeded') return { status: 'succeeded', card: cardOf(pi) };
        return {
          status: 'requires_payment_method',
          declineMessage: pi.last_payment_error?.message ?? AUTH_REQUIRED,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return { status: 'requires_payment_method', declineMessage: err.message };
        }
        // Confirming an intent that already succeeded (e.g. confirmed by Stripe.js in the browser).
        if (
          err instanceof Stripe.errors.StripeError &&
          err.code === 'payment_intent_unexpected_state'
        ) {
          const intent = await retrieve(id);
          if (intent.status === 'succeeded') return { status: 'succeeded', card: intent.card };
        }
        throw err;
      }
    },

    retrieveIntent: retrieve,

    async refund(intentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: intentId,
          ...(amountCents !== undefined ? { amount: amountCents } : {}),
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },

    async transfer(input) {
      let sourceCharge: string | undefined;
      if (input.sourceIntentId) {
        const pi = await stripe.paymentIntents.retrieve(input.sourceIntentId);
        sourceCharge =
          typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
      }
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.destination,
          ...(sourceCharge ? { source_transaction: sourceCharge } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: `transfer-${input.idempotencyKey}` },
      );
      return { id: transfer.id };
    },

    async reverseTransfer(input) {
      const reversal = await stripe.transfers.createReversal(
        input.transferId,
        { amount: input.amountCents, ...(input.metadata ? { metadata: input.metadata } : {}) },
        { idempotencyKey: `reversal-${input.idempotencyKey}` },
      );
      return { id: reversal.id, amountCents: reversal.amount };
    },

    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        ...(object.object === 'payment_intent'
          ? { intent: toIntent(object as Stripe.PaymentIntent) }
          : {}),
      };
    },
  };
}
