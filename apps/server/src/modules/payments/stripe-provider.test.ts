import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeRequest } from '../../../test/stripe-stand-in.ts';
import { WebhookSignatureError, type PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_local_test';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let seen: StripeRequest[];
let provider: PaymentProvider;
let intent: Record<string, unknown>;

function answer(req: StripeRequest): [number, unknown] {
  const { method, path, form } = req;
  if (method === 'POST' && path === '/v1/payment_intents') {
    intent = {
      id: 'pi_test_1',
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      status: 'requires_payment_method',
      client_secret: 'pi_test_1_secret_abc',
      metadata: { orderId: form['metadata[orderId]'] },
      latest_charge: null,
    };
    return [200, intent];
  }
  if (method === 'POST' && path === '/v1/payment_intents/pi_test_1/confirm') {
    if (intent.status === 'succeeded') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'already succeeded',
          },
        },
      ];
    }
    if (form.payment_method === 'pm_card_chargeDeclined') {
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      ];
    }
    intent = { ...intent, status: 'succeeded', latest_charge: 'ch_test_1' };
    return [
      200,
      {
        ...intent,
        payment_method: {
          id: 'pm_1',
          object: 'payment_method',
          card: { last4: '4242', brand: 'visa' },
        },
      },
    ];
  }
  if (method === 'GET' && path.startsWith('/v1/payment_intents/pi_test_1')) return [200, intent];
  if (method === 'POST' && path === '/v1/payment_intents/pi_test_1') {
    intent = { ...intent, amount: Number(form.amount) };
    return [200, intent];
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return [
      200,
      {
        id: 're_1',
        object: 'refund',
        amount: Number(form.amount ?? intent.amount),
        status: 'succeeded',
      },
    ];
  }
  if (method === 'POST' && path === '/v1/transfers')
    return [200, { id: 'tr_1', object: 'transfer' }];
  if (method === 'POST' && path === '/v1/transfers/tr_1/reversals') {
    if (Number(form.amount) > 5000) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'Insufficient funds in the connected account to reverse this transfer.',
          },
        },
      ];
    }
    return [200, { id: 'trr_1', object: 'transfer_reversal', amount: Number(form.amount) }];
  }
  return [404, { error: { type: 'invalid_request_error', message: `no route ${method} ${path}` } }];
}

beforeAll(async () => {
  standIn = await startStripeStandIn(answer);
  seen = standIn.seen;
  provider = createStripeProvider({
    secretKey: 'sk_test_local',
    publishableKey: 'pk_test_local',
    webhookSecret: WEBHOOK_SECRET,
    ...standIn.connection,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  seen.length = 0;
});

describe('Stripe adapter (SDK against a local Stripe-like server)', () => {
  it('creates an intent with the amount, currency, metadata, transfer group and idempotency key', async () => {
    const created = await provider.createIntent({
      amountCents: 10668,
      currency: 'CAD',
      idempotencyKey: 'order-1',
      metadata: { orderId: 'order-1' },
      destination: 'acct_partner',
    });
    expect(created).toMatchObject({
      id: 'pi_test_1',
      clientSecret: 'pi_test_1_secret_abc',
      amountCents: 10668,
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'intent-order-1',
      auth: 'Bearer sk_test_local',
    });
    expect(seen[0].form).toMatchObject({
      amount: '10668',
      currency: 'cad',
      'metadata[orderId]': 'order-1',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      transfer_group: 'order-order-1',
    });
    // Separate charges and transfers: the partner is paid by a transfer at payout, not here.
    expect(seen[0].form['transfer_data[destination]']).toBeUndefined();
    expect(provider.publishableKey).toBe('pk_test_local');
  });

  it("updates the amount and reports a decline as a result with Stripe's message", async () => {
    expect((await provider.updateIntentAmount('pi_test_1', 5000)).amountCents).toBe(5000);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_test_1',
      form: { amount: '5000' },
    });
    const declined = await provider.confirmIntent('pi_test_1', {
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(declined).toEqual({
      status: 'requires_payment_method',
      declineMessage: 'Your card was declined.',
    });
  });

  it('confirms with a payment method (keyed per intent and method) and reads the card', async () => {
    const ok = await provider.confirmIntent('pi_test_1', { paymentMethodId: 'pm_card_visa' });
    expect(ok).toEqual({ status: 'succeeded', card: { last4: '4242', brand: 'visa' } });
    const confirm = seen.find((s) => s.path.endsWith('/confirm'))!;
    expect(confirm.idempotencyKey).toBe('confirm-pi_test_1-pm_card_visa');
    expect(confirm.form).toMatchObject({
      payment_method: 'pm_card_visa',
      'expand[0]': 'payment_method',
    });
    // Confirming again (e.g. Stripe.js already did) reads the succeeded intent instead.
    const again = await provider.confirmIntent('pi_test_1', { paymentMethodId: 'pm_other' });
    expect(again.status).toBe('succeeded');
  });

  it('refuses raw card numbers: cards go through Stripe.js', async () => {
    await expect(
      provider.confirmIntent('pi_test_1', {
        card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(seen).toHaveLength(0);
  });

  it("refunds and transfers from the intent's charge", async () => {
    expect(await provider.refund('pi_test_1', 1000)).toEqual({
      id: 're_1',
      amountCents: 1000,
      status: 'succeeded',
    });
    expect(seen[0].form).toMatchObject({ payment_intent: 'pi_test_1', amount: '1000' });
    seen.length = 0;
    await provider.transfer({
      amountCents: 8000,
      currency: 'CAD',
      destination: 'acct_partner',
      idempotencyKey: 'payout-1',
      sourceIntentId: 'pi_test_1',
    });
    const transfer = seen.find((s) => s.path === '/v1/transfers')!;
    expect(transfer.idempotencyKey).toBe('transfer-payout-1');
    expect(transfer.form).toMatchObject({
      amount: '8000',
      currency: 'cad',
      destination: 'acct_partner',
      source_transaction: 'ch_test_1',
    });
  });

  it('reverses a transfer with its own idempotency key, and passes a short balance on as an error', async () => {
    const reversal = await provider.reverseTransfer({
      transferId: 'tr_1',
      amountCents: 4000,
      idempotencyKey: 'order-1-refund-1',
    });
    expect(reversal).toEqual({ id: 'trr_1', amountCents: 4000 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/transfers/tr_1/reversals',
      idempotencyKey: 'reversal-order-1-refund-1',
      form: { amount: '4000' },
    });
    await expect(
      provider.reverseTransfer({ transferId: 'tr_1', amountCents: 8000, idempotencyKey: 'k2' }),
    ).rejects.toThrow('Insufficient funds in the connected account');
  });

  it('verifies webhook signatures with constructEvent', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, status: 'succeeded' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = provider.verifyWebhook(payload, header);
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_test_1', status: 'succeeded' },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(payload, forged)).toThrow(WebhookSignatureError);
  });
});
