import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { emails, orders } from '../../db/schema/index.ts';
import { buyCatalogue, PHONE } from '../orders/orders.test-kit.ts';
import { setPaymentProvider } from './provider-registry.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_local_webhook_test';

/** A Stripe-like server holding payment intents: create and retrieve. */
const intents = new Map<string, Record<string, unknown>>();
let server: Server;
let t: TestApp;
let buyer: LoggedIn;
let admin: LoggedIn;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(body));
      let status = 200;
      let json: unknown;
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_local_${intents.size + 1}`;
        json = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret`,
          metadata: {},
          latest_charge: null,
        };
        intents.set(id, json as Record<string, unknown>);
      } else if (req.method === 'GET' && url.pathname.startsWith('/v1/payment_intents/')) {
        json = intents.get(url.pathname.split('/')[3]);
        if (!json) status = 404;
      } else status = 404;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      res.end(JSON.stringify(json ?? { error: { type: 'invalid_request_error', message: 'no' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({}, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  setPaymentProvider(
    t.app.ctx,
    createStripeProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      protocol: 'http',
    }),
  );
  cat = await buyCatalogue(t);
  [buyer, admin] = await Promise.all([loginAs(t, 'user'), loginAs(t, 'admin')]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
