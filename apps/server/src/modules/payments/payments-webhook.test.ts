import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAs } from '../../../test/auth-helpers.ts';
import { emails } from '../../db/schema/index.ts';
import { openPaymentsWorld, type PaymentsWorld } from './payments.test-kit.ts';
import { paymentProvider } from './provider-registry.ts';
import { signSandboxPayload } from './sandbox-provider.ts';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await openPaymentsWorld();
});
afterAll(() => w.t.close());

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const { order } = await w.place();
    const intent = await paymentProvider(w.t.app.ctx).retrieveIntent(order.payment.intentId);
    const event = {
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      intent: { ...intent, status: 'succeeded' },
    };
    const body = JSON.stringify(event);
    expect((await w.postWebhook(body, signSandboxPayload('wrong-secret', body))).statusCode).toBe(
      400,
    );
    expect((await w.postWebhook(body)).statusCode).toBe(400);
    expect((await w.orderRow(order._id)).statusVal).toBe(150);
  });

  it('a browser-side confirm reaches paid through the signed webhook; replays change nothing', async () => {
    const { order } = await w.place();
    // Confirmed at the processor directly (like Stripe.js): the sandbox posts the webhook.
    const result = await paymentProvider(w.t.app.ctx).confirmIntent(order.payment.intentId, {
      paymentMethodId: 'pm_card_visa',
    });
    expect(result.status).toBe('succeeded');
    expect((await w.orderRow(order._id)).statusVal).toBe(290);
    const intent = await paymentProvider(w.t.app.ctx).retrieveIntent(order.payment.intentId);
    const success = w.signed({ id: 'evt_1', type: 'payment_intent.succeeded', intent });
    const failure = w.signed({
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      intent: {
        ...intent,
        status: 'requires_payment_method',
        lastError: 'Your card was declined.',
      },
    });
    for (const e of [success, success, failure, success]) {
      expect((await w.postWebhook(e.body, e.signature)).statusCode).toBe(200);
    }
    const row = await w.orderRow(order._id);
    expect(row.statusVal).toBe(290);
    expect(row.error).toBeNull();
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
  });

  it('payment_intent.payment_failed records the error on an unpaid order', async () => {
    const { order } = await w.place();
    const intent = await paymentProvider(w.t.app.ctx).retrieveIntent(order.payment.intentId);
    const e = w.signed({
      id: 'evt_3',
      type: 'payment_intent.payment_failed',
      intent: { ...intent, lastError: 'Your card has insufficient funds.' },
    });
    expect((await w.postWebhook(e.body, e.signature)).statusCode).toBe(200);
    const row = await w.orderRow(order._id);
    expect(row).toMatchObject({ statusVal: 150, error: 'Your card has insufficient funds.' });
  });
});

describe('a signed webhook is checked with the provider before an order is paid', () => {
  it('ignores a "succeeded" event for an intent the provider has not charged', async () => {
    const { order } = await w.place();
    const intent = await paymentProvider(w.t.app.ctx).retrieveIntent(order.payment.intentId);
    // A correctly signed event (e.g. a leaked secret, or a replay from another intent's life).
    const lie = w.signed({
      id: 'evt_lie',
      type: 'payment_intent.succeeded',
      intent: { ...intent, status: 'succeeded' },
    });
    expect((await w.postWebhook(lie.body, lie.signature)).statusCode).toBe(200);
    expect((await w.orderRow(order._id)).statusVal).toBe(150);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(0);
  });

  it('leaves the order unpaid and alerts staff when the charge differs from the order', async () => {
    const admin = await loginAs(w.t, 'admin');
    const { order } = await w.place();
    const errors = vi.spyOn(w.t.app.ctx.log, 'error');
    const provider = paymentProvider(w.t.app.ctx);
    // Charged 1.00 instead of the order's total; the sandbox then posts its signed webhook.
    await provider.updateIntentAmount(order.payment.intentId, 100);
    expect(
      (await provider.confirmIntent(order.payment.intentId, { paymentMethodId: 'pm_card_visa' }))
        .status,
    ).toBe('succeeded');
    const row = await w.orderRow(order._id);
    expect(row.statusVal).toBe(150);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(0);
    const alerts = await w.t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'payment-mismatch'), eq(emails.to, admin.user.email)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(order.transactionId);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order._id, chargedCents: 100 }),
      'payment does not match the order; the order is left unpaid',
    );
    errors.mockRestore();
  });
});
