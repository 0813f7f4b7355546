import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentRecords } from '../../db/schema/index.ts';
import { TEXT } from '@jaunt/contract';
import { openPaymentsWorld, type PaymentsWorld } from './payments.test-kit.ts';
import { paymentProvider } from './provider-registry.ts';
import { reconcilePendingOrders } from './reconcile.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await openPaymentsWorld();
});
afterAll(() => w.t.close());

describe('POST /api/stripe/{transactionId} with the sandbox', () => {
  it('pays with 4242 4242 4242 4242: status 290, last4 and brand kept, one mail, order:save', async () => {
    const { order } = await w.place();
    const res = await w.pay(order.transactionId, w.card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyPaid).toBe(false);
    expect(res.json().order.status).toMatchObject({ val: 290, name: 'Paid' });
    expect(res.json().order.payment).toEqual({
      last4: '4242',
      brand: 'visa',
      intentId: order.payment.intentId,
    });
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
    expect(
      w.saved.some(
        (s) => s.model === 'order' && s.doc._id === order._id && s.doc.status.val === 290,
      ),
    ).toBe(true);
    // The card number is never stored.
    const records = await w.t.database.db.select().from(paymentRecords);
    expect(JSON.stringify(records)).not.toContain('4242424242424242');
    const again = await w.pay(order.transactionId, w.card('4242424242424242'));
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadyPaid).toBe(true);
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('declines %s with "%s" (402), order back to 150', async (number, message) => {
    const { order } = await w.place();
    const res = await w.pay(order.transactionId, w.card(number));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'PAYMENT_FAILED',
      message: TEXT.paymentProblem,
      declineMessage: message,
    });
    const row = await w.orderRow(order._id);
    expect(row.statusVal).toBe(150);
    expect(row.error).toBe(message);
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(0);
  });

  it('declines a past expiry date, then accepts any other valid card on retry', async () => {
    const { order } = await w.place();
    const expired = await w.pay(
      order.transactionId,
      w.card('4242424242424242', { expMonth: 1, expYear: 2020 }),
    );
    expect(expired.json().declineMessage).toBe('Your card has expired.');
    const ok = await w.pay(order.transactionId, w.card('5555 5555 5555 4444'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.payment).toMatchObject({ last4: '4444', brand: 'mastercard' });
    expect((await w.orderRow(order._id)).error).toBeNull();
  });

  it('accepts a Stripe-style test payment method id', async () => {
    const { order } = await w.place();
    const res = await w.pay(order.transactionId, { paymentMethodId: 'pm_card_visa', amount: 0.01 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status.val).toBe(290);
  });

  it('is the owner only: another user or a visitor 404 (even with the token), no method 400', async () => {
    const { order, access } = await w.place();
    expect((await w.pay(order.transactionId, w.card('4242424242424242'), w.other)).statusCode).toBe(
      404,
    );
    const guest = await w.t.app.inject({
      method: 'POST',
      url: `/api/stripe/${order.transactionId}`,
      payload: w.card('4242424242424242'),
    });
    expect(guest.statusCode).toBe(404);
    // An account's order is paid from its account: its access token only shows it.
    const withToken = await w.t.app.inject({
      method: 'POST',
      url: `/api/stripe/${order.transactionId}`,
      headers: { 'x-order-access': access },
      payload: w.card('4242424242424242'),
    });
    expect(withToken.statusCode).toBe(404);
    expect((await w.pay(order.transactionId, {})).statusCode).toBe(400);
    expect((await w.orderRow(order._id)).statusVal).toBe(150);
  });

  it.each([150, 140])(
    'marks paid without confirming again when the intent already succeeded (order at %i)',
    async (statusVal) => {
      const { order } = await w.place();
      // 3-D Secure completed in the browser: the intent succeeded, no webhook reached the order.
      const silent = createSandboxProvider(w.t.database.db);
      await silent.confirmIntent(order.payment.intentId, { paymentMethodId: 'pm_card_visa' });
      await w.t.database.db.update(orders).set({ statusVal }).where(eq(orders.id, order._id));
      const confirm = vi.spyOn(paymentProvider(w.t.app.ctx), 'confirmIntent');
      try {
        const res = await w.pay(order.transactionId, { paymentMethodId: 'pm_card_visa' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          alreadyPaid: true,
          order: { status: { val: 290 }, payment: { last4: '4242', brand: 'visa' } },
        });
        expect(confirm).not.toHaveBeenCalled();
      } finally {
        confirm.mockRestore();
      }
      expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
      expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
      const again = await w.pay(order.transactionId, { paymentMethodId: 'pm_card_visa' });
      expect(again.json().alreadyPaid).toBe(true);
      expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
    },
  );

  it('50 concurrent confirms make one charge and one paid order', async () => {
    const { order } = await w.place();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => w.pay(order.transactionId, w.card('4242424242424242'))),
    );
    for (const res of responses) {
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.json().order.status.val).toBe(290);
    }
    expect(responses.filter((r) => r.statusCode === 200 && !r.json().alreadyPaid)).toHaveLength(1);
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
    expect((await w.orderRow(order._id)).statusVal).toBe(290);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
  });
});

describe('a payment claim left by a stopped process', () => {
  const leaveClaim = (id: string, ageMs: number) =>
    w.t.database.db
      .update(orders)
      .set({ statusVal: 140, updated: new Date(Date.now() - ageMs) })
      .where(eq(orders.id, id));

  it("is taken over by the customer's retry once its 2-minute lease ran out: one charge, paid", async () => {
    const { order } = await w.place();
    await leaveClaim(order._id, 3 * 60 * 1000);
    const res = await w.pay(order.transactionId, w.card('4242424242424242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyPaid: false, order: { status: { val: 290 } } });
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
  });

  it('answers 409 "try again shortly" while the lease is live, and never charges twice', async () => {
    const { order } = await w.place();
    await leaveClaim(order._id, 10 * 1000);
    const res = await w.pay(order.transactionId, w.card('4242424242424242'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is already being paid. Please try again shortly.');
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(0);
    expect((await w.orderRow(order._id)).statusVal).toBe(140);
  });

  it('20 concurrent retries after an expired lease make one charge', async () => {
    const { order } = await w.place();
    await leaveClaim(order._id, 5 * 60 * 1000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => w.pay(order.transactionId, w.card('4242424242424242'))),
    );
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 200 && !r.json().alreadyPaid)).toHaveLength(1);
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
    expect((await w.orderRow(order._id)).statusVal).toBe(290);
  });
});

describe('POST /api/stripe/payment/intent', () => {
  it("returns the order's intent, made once; owner only", async () => {
    const placed = await w.place();
    const url = '/api/stripe/payment/intent';
    const res = await w.t.app.inject({
      method: 'POST',
      url,
      headers: w.buyer.headers,
      payload: { orderId: placed.order._id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toBe(placed.clientSecret);
    const foreign = await w.t.app.inject({
      method: 'POST',
      url,
      headers: w.other.headers,
      payload: { orderId: placed.order._id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await w.t.app.inject({ method: 'POST', url, payload: { orderId: placed.order._id } }))
        .statusCode,
    ).toBe(404);
    await w.pay(placed.order.transactionId, w.card('4242424242424242'));
    const paid = await w.t.app.inject({
      method: 'POST',
      url,
      headers: w.buyer.headers,
      payload: { orderId: placed.order._id },
    });
    expect(paid.statusCode).toBe(409);
  });
});

describe('reconcilePendingOrders', () => {
  it('brings an order charged without an order update (crash, no webhook) to paid', async () => {
    const { order } = await w.place();
    // The charge succeeds at the processor but nothing reaches the order.
    const silent = createSandboxProvider(w.t.database.db);
    expect(
      (
        await silent.confirmIntent(order.payment.intentId, {
          card: w.card('4242424242424242').card,
        })
      ).status,
    ).toBe('succeeded');
    expect((await w.orderRow(order._id)).statusVal).toBe(150);
    const result = await reconcilePendingOrders(w.t.app.ctx);
    expect(result.paid).toBe(1);
    expect((await w.orderRow(order._id)).statusVal).toBe(290);
    expect(await w.mailsFor(order.transactionId)).toHaveLength(1);
    expect((await reconcilePendingOrders(w.t.app.ctx)).paid).toBe(0);
    expect(await w.chargesOf(order.payment.intentId)).toHaveLength(1);
  });

  it('reopens a stale "payment pending" claim whose intent never succeeded', async () => {
    const { order } = await w.place();
    await w.t.database.db
      .update(orders)
      .set({ statusVal: 140, updated: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(orders.id, order._id));
    await reconcilePendingOrders(w.t.app.ctx);
    expect((await w.orderRow(order._id)).statusVal).toBe(150);
    expect((await w.pay(order.transactionId, w.card('4242424242424242'))).statusCode).toBe(200);
  });
});
