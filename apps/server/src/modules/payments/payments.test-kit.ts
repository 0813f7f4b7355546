import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { emails, orders, paymentRecords } from '../../db/schema/index.ts';
import { buyCatalogue, CARD_OK, PHONE } from '../orders/orders.test-kit.ts';
import { signSandboxPayload } from './sandbox-provider.ts';

export const WEBHOOK_SECRET = 'whsec_sandbox_test';

interface Placed {
  order: { _id: string; transactionId: string; payment: { intentId: string } };
  clientSecret: string;
  access: string;
}
type Saved = { model: string; doc: { _id: string; status: { val: number } } };

/** An app with the sandbox provider, a catalogue to buy from, two users and a log of realtime saves. */
export async function openPaymentsWorld() {
  const t = await buildTestApp({}, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const cat = await buyCatalogue(t);
  const [buyer, other] = await Promise.all([loginAs(t, 'user'), loginAs(t, 'user')]);
  const saved: Saved[] = [];
  const realtime = t.app.ctx.realtime;
  const save = realtime.save.bind(realtime);
  realtime.save = (model, doc) => {
    saved.push({ model, doc: doc as Saved['doc'] });
    save(model, doc);
  };
  const db = t.database.db;

  /** The buyer orders one adult ticket. */
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
  const card = (number: string, extra: object = {}) => ({
    card: { ...CARD_OK, number, ...extra },
  });
  const chargesOf = (intentId: string) =>
    db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.kind, 'charge'), eq(paymentRecords.relatedId, intentId)));
  async function orderRow(id: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  }
  async function mailsFor(transactionId: string) {
    const rows = await db.select().from(emails).where(eq(emails.kind, 'purchase-complete'));
    return rows.filter((m) => m.text.includes(transactionId));
  }
  function signed(event: object) {
    const body = JSON.stringify(event);
    return { body, signature: signSandboxPayload(WEBHOOK_SECRET, body) };
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

  return {
    t,
    buyer,
    other,
    saved,
    place,
    pay,
    card,
    chargesOf,
    orderRow,
    mailsFor,
    signed,
    postWebhook,
  };
}
export type PaymentsWorld = Awaited<ReturnType<typeof openPaymentsWorld>>;
