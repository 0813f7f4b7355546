import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEXT } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { emails, orders, paymentRecords } from '../../db/schema/index.ts';
import { buyCatalogue, CARD_OK, PHONE } from '../orders/orders.test-kit.ts';
import { paymentProvider } from './provider-registry.ts';
import { reconcilePendingOrders } from './reconcile.ts';
import { createSandboxProvider, signSandboxPayload } from './sandbox-provider.ts';

const SECRET = 'whsec_sandbox_test';
let t: TestApp;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;
let buyer: LoggedIn;
let other: LoggedIn;
const saved: { model: string; doc: { _id: string; status: { val: number } } }[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { STRIPE_WEBHOOK_SECRET: SECRET });
  cat = await buyCatalogue(t);
  [buyer, other] = await Promise.all([loginAs(t, 'user'), loginAs(t, 'user')]);
  const realtime = t.app.ctx.realtime;
  const save = realtime.save.bind(realtime);
  realtime.save = (model, doc) => {
    saved.push({ model, doc: doc as (typeof saved)[number]['doc'] });
    save(model, doc);
  };
});
afterAll(() => t.close());

interface Placed {
  order: { _id: string; transactionId: string; payment: { intentId: string } };
  clientSecret: string;
}
async function place(): Promise<Placed> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const pay = (transactionId: string, payload: object, who: LoggedIn = buyer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stripe/${transactionId}`,
    headers: who.headers,
    payload,
  });
const card = (number: string, extra: object = {}) => ({ card: { ...CARD_OK, number, ...extra } });

async function chargesOf(intentId: string) {
  return t.database.db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.kind, 'charge'), eq(paymentRecords.relatedId, intentId)));
}
async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function mailsFor(transactionId: string) {
  const rows = await t.database.db
    .select()
    .from(emails)
    .where(eq(emails.kind, 'purchase-complete'));
  return rows.filter((m) => m.text.includes(transactionId));
}
function signed(event: object) {
  const body = JSON.stringify(event);
  return { body, signature: signSandboxPayload(SECRET, body) };
}
const postWebhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });

describe('POST /api/stripe/{transactionId} with the sandbox', () => {
  it('pays with 4242 4242 4242 4242: status 290, last4 and brand kept, one mail, order:save', async () => {
    const { order } = await place();
    const res = await pay(order.transactionId, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyPaid).toBe(false);
    expect(res.json().order.status).toMatchObject({ val: 290, name: 'Paid' });
    expect(res.json().order.payment).toEqual({
      last4: '4242',
      brand: 'visa',
      intentId: order.payment.intentId,
    });
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await mailsFor(order.transactionId)).toHaveLength(1);
    expect(
      saved.some((s) => s.model === 'order' && s.doc._id === order._id && s.doc.status.val === 290),
    ).toBe(true);
    // The card number is never stored.
    const records = await t.database.db.select().from(paymentRecords);
    expect(JSON.stringify(records)).not.toContain('4242424242424242');
    const again = await pay(order.transactionId, card('4242424242424242'));
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadyPaid).toBe(true);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('declines %s with "%s" (402), order back to 150', async (number, message) => {
    const { order } = await place();
    const res = await pay(order.transactionId, card(number));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'PAYMENT_FAILED',
      message: TEXT.paymentProblem,
      declineMessage: message,
    });
    const row = await orderRow(order._id);
    expect(row.statusVal).toBe(150);
    expect(row.error).toBe(message);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(0);
  });

  it('declines a past expiry date, then accepts any other valid card on retry', async () => {
    const { order } = await place();
    const expired = await pay(
      order.transactionId,
      card('4242424242424242', { expMonth: 1, expYear: 2020 }),
    );
    expect(expired.json().declineMessage).toBe('Your card has expired.');
    const ok = await pay(order.transactionId, card('5555 5555 5555 4444'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.payment).toMatchObject({ last4: '4444', brand: 'mastercard' });
    expect((await orderRow(order._id)).error).toBeNull();
  });

  it('accepts a Stripe-style test payment method id', async () => {
    const { order } = await place();
    const res = await pay(order.transactionId, { paymentMethodId: 'pm_card_visa', amount: 0.01 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status.val).toBe(290);
  });

  it('is the owner only: another user 404, a guest 401, no method 400', async () => {
    const { order } = await place();
    expect((await pay(order.transactionId, card('4242424242424242'), other)).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/${order.transactionId}`,
      payload: card('4242424242424242'),
    });
    expect(guest.statusCode).toBe(401);
    expect((await pay(order.transactionId, {})).statusCode).toBe(400);
    expect((await orderRow(order._id)).statusVal).toBe(150);
  });

  it.each([150, 140])(
    'marks paid without confirming again when the intent already succeeded (order at %i)',
    async (statusVal) => {
      const { order } = await place();
      // 3-D Secure completed in the browser: the intent succeeded, no webhook reached the order.
      const silent = createSandboxProvider(t.database.db);
      await silent.confirmIntent(order.payment.intentId, { paymentMethodId: 'pm_card_visa' });
      await t.database.db.update(orders).set({ statusVal }).where(eq(orders.id, order._id));
      const confirm = vi.spyOn(paymentProvider(t.app.ctx), 'confirmIntent');
      try {
        const res = await pay(order.transactionId, { paymentMethodId: 'pm_card_visa' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          alreadyPaid: true,
          order: { status: { val: 290 }, payment: { last4: '4242', brand: 'visa' } },
        });
        expect(confirm).not.toHaveBeenCalled();
      } finally {
        confirm.mockRestore();
      }
      expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
      expect(await mailsFor(order.transactionId)).toHaveLength(1);
      const again = await pay(order.transactionId, { paymentMethodId: 'pm_card_visa' });
      expect(again.json().alreadyPaid).toBe(true);
      expect(await mailsFor(order.transactionId)).toHaveLength(1);
    },
  );

  it('50 concurrent confirms make one charge and one paid order', async () => {
    const { order } = await place();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => pay(order.transactionId, card('4242424242424242'))),
    );
    for (const res of responses) {
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.json().order.status.val).toBe(290);
    }
    expect(responses.filter((r) => r.statusCode === 200 && !r.json().alreadyPaid)).toHaveLength(1);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    expect((await orderRow(order._id)).statusVal).toBe(290);
    expect(await mailsFor(order.transactionId)).toHaveLength(1);
  });
});

describe('a payment claim left by a stopped process', () => {
  const leaveClaim = (id: string, ageMs: number) =>
    t.database.db
      .update(orders)
      .set({ statusVal: 140, updated: new Date(Date.now() - ageMs) })
      .where(eq(orders.id, id));

  it("is taken over by the customer's retry once its 2-minute lease ran out: one charge, paid", async () => {
    const { order } = await place();
    await leaveClaim(order._id, 3 * 60 * 1000);
    const res = await pay(order.transactionId, card('4242424242424242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyPaid: false, order: { status: { val: 290 } } });
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await mailsFor(order.transactionId)).toHaveLength(1);
  });

  it('answers 409 "try again shortly" while the lease is live, and never charges twice', async () => {
    const { order } = await place();
    await leaveClaim(order._id, 10 * 1000);
    const res = await pay(order.transactionId, card('4242424242424242'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is already being paid. Please try again shortly.');
    expect(await chargesOf(order.payment.intentId)).toHaveLength(0);
    expect((await orderRow(order._id)).statusVal).toBe(140);
  });

  it('20 concurrent retries after an expired lease make one charge', async () => {
    const { order } = await place();
    await leaveClaim(order._id, 5 * 60 * 1000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(order.transactionId, card('4242424242424242'))),
    );
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 200 && !r.json().alreadyPaid)).toHaveLength(1);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    expect((await orderRow(order._id)).statusVal).toBe(290);
  });
});

describe('POST /api/stripe/payment/intent', () => {
  it("returns the order's intent, made once; owner only", async () => {
    const placed = await place();
    const url = '/api/stripe/payment/intent';
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: buyer.headers,
      payload: { orderId: placed.order._id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toBe(placed.clientSecret);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: other.headers,
      payload: { orderId: placed.order._id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { orderId: placed.order._id } }))
        .statusCode,
    ).toBe(401);
    await pay(placed.order.transactionId, card('4242424242424242'));
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: buyer.headers,
      payload: { orderId: placed.order._id },
    });
    expect(paid.statusCode).toBe(409);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const { order } = await place();
    const intent = await paymentProvider(t.app.ctx).retrieveIntent(order.payment.intentId);
    const event = {
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      intent: { ...intent, status: 'succeeded' },
    };
    const body = JSON.stringify(event);
    expect((await postWebhook(body, signSandboxPayload('wrong-secret', body))).statusCode).toBe(
      400,
    );
    expect((await postWebhook(body)).statusCode).toBe(400);
    expect((await orderRow(order._id)).statusVal).toBe(150);
  });

  it('a browser-side confirm reaches paid through the signed webhook; replays change nothing', async () => {
    const { order } = await place();
    // Confirmed at the processor directly (like Stripe.js): the sandbox posts the webhook.
    const result = await paymentProvider(t.app.ctx).confirmIntent(order.payment.intentId, {
      paymentMethodId: 'pm_card_visa',
    });
    expect(result.status).toBe('succeeded');
    expect((await orderRow(order._id)).statusVal).toBe(290);
    const intent = await paymentProvider(t.app.ctx).retrieveIntent(order.payment.intentId);
    const success = signed({ id: 'evt_1', type: 'payment_intent.succeeded', intent });
    const failure = signed({
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      intent: {
        ...intent,
        status: 'requires_payment_method',
        lastError: 'Your card was declined.',
      },
    });
    for (const e of [success, success, failure, success]) {
      expect((await postWebhook(e.body, e.signature)).statusCode).toBe(200);
    }
    const row = await orderRow(order._id);
    expect(row.statusVal).toBe(290);
    expect(row.error).toBeNull();
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await mailsFor(order.transactionId)).toHaveLength(1);
  });

  it('payment_intent.payment_failed records the error on an unpaid order', async () => {
    const { order } = await place();
    const intent = await paymentProvider(t.app.ctx).retrieveIntent(order.payment.intentId);
    const e = signed({
      id: 'evt_3',
      type: 'payment_intent.payment_failed',
      intent: { ...intent, lastError: 'Your card has insufficient funds.' },
    });
    expect((await postWebhook(e.body, e.signature)).statusCode).toBe(200);
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ statusVal: 150, error: 'Your card has insufficient funds.' });
  });
});

describe('a signed webhook is checked with the provider before an order is paid', () => {
  it('ignores a "succeeded" event for an intent the provider has not charged', async () => {
    const { order } = await place();
    const intent = await paymentProvider(t.app.ctx).retrieveIntent(order.payment.intentId);
    // A correctly signed event (e.g. a leaked secret, or a replay from another intent's life).
    const lie = signed({
      id: 'evt_lie',
      type: 'payment_intent.succeeded',
      intent: { ...intent, status: 'succeeded' },
    });
    expect((await postWebhook(lie.body, lie.signature)).statusCode).toBe(200);
    expect((await orderRow(order._id)).statusVal).toBe(150);
    expect(await mailsFor(order.transactionId)).toHaveLength(0);
  });

  it('leaves the order unpaid and alerts staff when the charge differs from the order', async () => {
    const admin = await loginAs(t, 'admin');
    const { order } = await place();
    const errors = vi.spyOn(t.app.ctx.log, 'error');
    const provider = paymentProvider(t.app.ctx);
    // Charged 1.00 instead of the order's total; the sandbox then posts its signed webhook.
    await provider.updateIntentAmount(order.payment.intentId, 100);
    expect(
      (await provider.confirmIntent(order.payment.intentId, { paymentMethodId: 'pm_card_visa' }))
        .status,
    ).toBe('succeeded');
    const row = await orderRow(order._id);
    expect(row.statusVal).toBe(150);
    expect(await mailsFor(order.transactionId)).toHaveLength(0);
    const alerts = await t.database.db
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

describe('reconcilePendingOrders', () => {
  it('brings an order charged without an order update (crash, no webhook) to paid', async () => {
    const { order } = await place();
    // The charge succeeds at the processor but nothing reaches the order.
    const silent = createSandboxProvider(t.database.db);
    expect(
      (await silent.confirmIntent(order.payment.intentId, { card: card('4242424242424242').card }))
        .status,
    ).toBe('succeeded');
    expect((await orderRow(order._id)).statusVal).toBe(150);
    const result = await reconcilePendingOrders(t.app.ctx);
    expect(result.paid).toBe(1);
    expect((await orderRow(order._id)).statusVal).toBe(290);
    expect(await mailsFor(order.transactionId)).toHaveLength(1);
    expect((await reconcilePendingOrders(t.app.ctx)).paid).toBe(0);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
  });

  it('reopens a stale "payment pending" claim whose intent never succeeded', async () => {
    const { order } = await place();
    await t.database.db
      .update(orders)
      .set({ statusVal: 140, updated: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(orders.id, order._id));
    await reconcilePendingOrders(t.app.ctx);
    expect((await orderRow(order._id)).statusVal).toBe(150);
    expect((await pay(order.transactionId, card('4242424242424242'))).statusCode).toBe(200);
  });
});
