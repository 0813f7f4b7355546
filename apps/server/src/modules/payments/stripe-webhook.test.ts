import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeRequest } from '../../../test/stripe-stand-in.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { emails, orders } from '../../db/schema/index.ts';
import { buyCatalogue, PHONE } from '../orders/orders.test-kit.ts';
import { setPaymentProvider } from './provider-registry.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_local_webhook_test';

/** The payment intents the Stripe stand-in holds. */
const intents = new Map<string, Record<string, unknown>>();
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let buyer: LoggedIn;
let admin: LoggedIn;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;

/** Create and retrieve payment intents, as Stripe answers them. */
function answer({ method, path, form }: StripeRequest): [number, unknown] {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const id = `pi_local_${intents.size + 1}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret`,
      metadata: {},
      latest_charge: null,
    };
    intents.set(id, intent);
    return [200, intent];
  }
  const found = method === 'GET' && intents.get(path.split('/')[3] ?? '');
  if (path.startsWith('/v1/payment_intents/') && found) return [200, found];
  return [404, { error: { type: 'invalid_request_error', message: 'no' } }];
}

beforeAll(async () => {
  standIn = await startStripeStandIn(answer);
  t = await buildTestApp({}, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  setPaymentProvider(
    t.app.ctx,
    createStripeProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      ...standIn.connection,
    }),
  );
  cat = await buyCatalogue(t);
  [buyer, admin] = await Promise.all([loginAs(t, 'user'), loginAs(t, 'admin')]);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function place() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; transactionId: string; payment: { intentId: string } };
}

/** Posts a payment_intent.succeeded event, correctly signed, carrying what the sender claims. */
function postSucceeded(intentId: string, claims: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${intentId}_${Math.random()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...intents.get(intentId), ...claims } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0].statusVal;
const alertsAbout = async (transactionId: string) =>
  (
    await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'payment-mismatch'), eq(emails.to, admin.user.email)))
  ).filter((m) => m.text.includes(transactionId));

describe('Stripe webhooks are checked against Stripe and the order', () => {
  it('does not mark paid when Stripe says the intent has not succeeded', async () => {
    const order = await place();
    const res = await postSucceeded(order.payment.intentId, { status: 'succeeded' });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order._id)).toBe(150);
  });

  it('leaves the order unpaid and alerts staff when Stripe charged another amount', async () => {
    const order = await place();
    const intent = intents.get(order.payment.intentId)!;
    Object.assign(intent, { status: 'succeeded', amount: 100 });
    expect((await postSucceeded(order.payment.intentId, {})).statusCode).toBe(200);
    expect(await statusOf(order._id)).toBe(150);
    expect(await alertsAbout(order.transactionId)).toHaveLength(1);
  });

  it('leaves the order unpaid when the currency differs', async () => {
    const order = await place();
    Object.assign(intents.get(order.payment.intentId)!, { status: 'succeeded', currency: 'usd' });
    expect((await postSucceeded(order.payment.intentId, {})).statusCode).toBe(200);
    expect(await statusOf(order._id)).toBe(150);
    expect(await alertsAbout(order.transactionId)).toHaveLength(1);
  });

  it('marks paid when Stripe confirms the full amount and currency', async () => {
    const order = await place();
    Object.assign(intents.get(order.payment.intentId)!, { status: 'succeeded' });
    expect((await postSucceeded(order.payment.intentId, {})).statusCode).toBe(200);
    expect(await statusOf(order._id)).toBe(290);
    expect(await alertsAbout(order.transactionId)).toHaveLength(0);
  });
});
