import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { emails, paymentRecords } from '../../db/schema/index.ts';
import { buyCatalogue, CARD_OK, PHONE } from './orders.test-kit.ts';

let t: TestApp;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;
let someone: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cat = await buyCatalogue(t);
  someone = await loginAs(t, 'user');
});
afterAll(() => t.close());

interface Placed {
  order: { _id: string; transactionId: string; payment: { intentId: string }; email: string };
  access: string;
}

/** A guest (no session) orders one adult ticket with an email. */
async function guestOrder(email = `guest${Date.now()}${Math.random()}@example.com`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE, name: 'Gus Guest', email },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Placed;
}
const pay = (transactionId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stripe/${transactionId}`,
    headers,
    payload: { card: CARD_OK },
  });
const chargesOf = (intentId: string) =>
  t.database.db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.kind, 'charge'), eq(paymentRecords.relatedId, intentId)));
const claim = (transactionId: string, who: LoggedIn, access?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/claim/${transactionId}`,
    headers: { ...who.headers, ...(access ? { 'x-order-access': access } : {}) },
  });

describe('a guest buys without an account', () => {
  it('pays with the order access token; the receipt goes to the email given', async () => {
    const { order, access } = await guestOrder('gus.guest@example.com');
    expect(order.email).toBe('gus.guest@example.com');
    // Without the token (or with another order's) nobody can pay or change it.
    expect((await pay(order.transactionId, {})).statusCode).toBe(404);
    const other = await guestOrder();
    expect((await pay(order.transactionId, { 'x-order-access': other.access })).statusCode).toBe(
      404,
    );
    expect((await pay(order.transactionId, someone.headers)).statusCode).toBe(404);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/customer/${order._id}`,
      headers: { 'x-order-access': access },
      payload: { quantity: 2 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items[0].quantity).toBe(2);

    const paid = await pay(order.transactionId, { 'x-order-access': access });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status.val).toBe(290);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, 'gus.guest@example.com'));
    expect(mails.map((m) => m.kind)).toContain('purchase-complete');
    // The purchase-complete page reads it with the token.
    const read = await t.app.inject({
      url: `/api/orders/transaction/${order.transactionId}`,
      headers: { 'x-order-access': access },
    });
    expect(read.json()).toMatchObject({ transactionId: order.transactionId });
  });

  it('20 concurrent confirms with the token make one charge', async () => {
    const { order, access } = await guestOrder();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(order.transactionId, { 'x-order-access': access })),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect(await chargesOf(order.payment.intentId)).toHaveLength(1);
  });

  it('the account made afterwards takes the purchase with the token, once', async () => {
    const { order, access } = await guestOrder();
    await pay(order.transactionId, { 'x-order-access': access });
    const newcomer = await loginAs(t, 'user');
    expect((await claim(order.transactionId, newcomer)).statusCode).toBe(404);
    const taken = await claim(order.transactionId, newcomer, access);
    expect(taken.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/orders/my', headers: newcomer.headers });
    expect(mine.json().map((o: { transactionId: string }) => o.transactionId)).toContain(
      order.transactionId,
    );
    // The token does not move it again: the order has its account now.
    expect((await claim(order.transactionId, someone, access)).statusCode).toBe(404);
    const theirs = await t.app.inject({ url: '/api/orders/my', headers: someone.headers });
    expect(theirs.json().map((o: { transactionId: string }) => o.transactionId)).not.toContain(
      order.transactionId,
    );
  });
});
