import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAME_REQUIRED, orderTotals, TEXT } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { emails, paymentRecords, users } from '../../db/schema/index.ts';
import { buyCatalogue, CARD_OK, PHONE } from './orders.test-kit.ts';

let t: TestApp;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;
let buyer: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;
let partner: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cat = await buyCatalogue(t);
  [buyer, other, admin, partner] = await Promise.all([
    loginAs(t, 'user'),
    loginAs(t, 'user'),
    loginAs(t, 'admin'),
    loginAs(t, 'partner'),
  ]);
});
afterAll(() => t.close());

async function placeOrder(who: LoggedIn, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.headers,
    payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE, ...body },
  });
}

describe('POST /api/orders', () => {
  it('prices from the catalogue (ON tax 1.13, 5% fee, coupon) and ignores client prices', async () => {
    const res = await placeOrder(buyer, {
      quantity: 2,
      couponCode: 'save10',
      tax: 1,
      currency: 'USD',
      items: [{ sku: cat.adult.experienceSku, price: 0.01, quantity: 2 }],
      shipping: { total: 0.01, afterTax: 0.01 },
    });
    expect(res.statusCode).toBe(201);
    const { order, clientSecret, access } = res.json();
    const expected = orderTotals({
      unitPriceCents: 4999,
      quantity: 2,
      feePercent: 5,
      taxMultiplier: 1.13,
      couponAmountCents: 1000,
    });
    expect(expected.cardChargeCents).toBe(10668);
    expect(order.shipping).toEqual({
      total: 89.98,
      tax: 11.7,
      fee: 5,
      afterTax: 101.68,
      couponAmount: 10,
    });
    expect(order.orderTotal).toBe(106.68);
    expect(order.tax).toBe(1.13);
    expect(order.currency).toBe('CAD');
    expect(order.items[0]).toMatchObject({
      sku: cat.adult.experienceSku,
      quantity: 2,
      price: 49.99,
    });
    expect(order.status).toMatchObject({ val: 150, name: 'Stripe Checkout Incomplete' });
    expect(order.transactionId).toMatch(/^[A-Z0-9]{16}$/);
    expect(order.phone).toBe('4165550100');
    expect(order.businessId).toBe(cat.business.businessId);
    expect(clientSecret).toMatch(/_secret_/);
    expect(access.length).toBeGreaterThan(20);
    // The intent asks the processor for exactly the computed card charge.
    const [intent] = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.id, order.payment.intentId));
    expect(intent).toMatchObject({ kind: 'intent', amountCents: 10668, currency: 'cad' });
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(saved.phone).toBe('4165550100');
  });

  it('asks a guest for an email and a name; a partner buys with its account (decision 039)', async () => {
    const guest = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE, ...payload },
      });
    const noEmail = await guest({ name: 'Gus Guest' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields).toMatchObject({ email: TEXT.enterValidEmail });
    const noName = await guest({ email: 'gus@example.com' });
    expect(noName.json().fields).toMatchObject({ name: NAME_REQUIRED });
    const bought = await placeOrder(partner);
    expect(bought.statusCode).toBe(201);
    expect(bought.json().order.email).toBe(partner.user.email);
  });

  it('answers 404 for an unknown or inactive variant', async () => {
    expect((await placeOrder(buyer, { sku: 'NOPE0001' })).statusCode).toBe(404);
    expect((await placeOrder(buyer, { sku: cat.retired.experienceSku })).statusCode).toBe(404);
  });

  it('answers 400 for a quantity outside 1..1000 or below the minimum purchase', async () => {
    expect((await placeOrder(buyer, { quantity: 0 })).statusCode).toBe(400);
    expect((await placeOrder(buyer, { quantity: 1001 })).statusCode).toBe(400);
    const res = await placeOrder(buyer, { sku: cat.group.experienceSku, quantity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.quantity).toBe('The minimum purchase is 4.');
  });

  it('answers 400 on the coupon field when the cart is below its minimum', async () => {
    const res = await placeOrder(buyer, { quantity: 1, couponCode: 'SAVE10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ couponCode: 'This coupon does not apply to your cart.' });
  });

  it('requires a phone number', async () => {
    const res = await placeOrder(buyer, { phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.phone).toBe('Your phone number required.');
  });
});

describe('reading orders', () => {
  let order: { _id: string; transactionId: string };
  let access: string;
  const pay = (transactionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/stripe/${transactionId}`,
      headers: buyer.headers,
      payload: { card: CARD_OK },
    });
  beforeAll(async () => {
    // My Purchases lists purchases only: both orders are paid.
    await pay((await placeOrder(buyer)).json().order.transactionId);
    const res = (await placeOrder(buyer, { name: 'Sam Buyer' })).json();
    order = res.order;
    access = res.access;
    await pay(order.transactionId);
  });

  it('GET /api/orders/my lists only my orders, newest first, with search', async () => {
    const mine = await t.app.inject({ url: '/api/orders/my', headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as { _id: string; orderDate: string }[];
    expect(list[0]._id).toBe(order._id);
    const dates = list.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const others = await t.app.inject({ url: '/api/orders/my', headers: other.headers });
    expect(others.json()).toEqual([]);
    const byCode = await t.app.inject({
      url: `/api/orders/my?q=${order.transactionId.toLowerCase()}`,
      headers: buyer.headers,
    });
    expect(byCode.json().map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const byName = await t.app.inject({
      url: '/api/orders/my?q=sam%20buy',
      headers: buyer.headers,
    });
    expect(byName.json().map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const bySku = await t.app.inject({
      url: `/api/orders/my?q=${cat.adult.experienceSku}`,
      headers: buyer.headers,
    });
    expect(bySku.json().length).toBeGreaterThan(1);
    const none = await t.app.inject({ url: '/api/orders/my?q=zzz%25', headers: buyer.headers });
    expect(none.json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/orders/my' })).statusCode).toBe(401);
  });

  it('GET /api/orders/transaction/{id}: owner, staff and the access token only', async () => {
    const url = `/api/orders/transaction/${order.transactionId}`;
    expect((await t.app.inject({ url, headers: buyer.headers })).json()._id).toBe(order._id);
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const wrong = await t.app.inject({ url, headers: { 'x-order-access': 'not-the-token' } });
    expect(wrong.statusCode).toBe(404);
    const guest = await t.app.inject({ url, headers: { 'x-order-access': access } });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().transactionId).toBe(order.transactionId);
    expect(guest.json()).not.toHaveProperty('clientSecret');
  });
});

describe('changing an unpaid order', () => {
  it('PUT /api/orders/customer/{id} recomputes totals and the intent amount (owner only)', async () => {
    const { order } = (await placeOrder(buyer)).json();
    const url = `/api/orders/customer/${order._id}`;
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: other.headers,
      payload: { quantity: 3 },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: buyer.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(200);
    const expected = orderTotals({
      unitPriceCents: 4999,
      quantity: 3,
      feePercent: 5,
      taxMultiplier: 1.13,
    });
    expect(res.json().items[0].quantity).toBe(3);
    expect(res.json().orderTotal).toBe(expected.cardChargeCents / 100);
    const [intent] = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.id, order.payment.intentId));
    expect(intent.amountCents).toBe(expected.cardChargeCents);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url,
      headers: buyer.headers,
      payload: { quantity: 1001 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('PUT /api/orders/customer/updateStatus/{id} allows pre-payment steps, never paid', async () => {
    const { order } = (await placeOrder(buyer)).json();
    const url = `/api/orders/customer/updateStatus/${order._id}`;
    const toPaid = await t.app.inject({
      method: 'PUT',
      url,
      headers: buyer.headers,
      payload: { status: 290, phone: PHONE },
    });
    expect(toPaid.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: other.headers,
      payload: { status: 150, phone: PHONE },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: buyer.headers,
      payload: { status: { val: 150 }, phone: '6475550199' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '6475550199', status: { val: 150 } });
  });

  it('refuses changes once the order is paid', async () => {
    const { order } = (await placeOrder(buyer)).json();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/${order.transactionId}`,
      headers: buyer.headers,
      payload: { card: CARD_OK },
    });
    expect(pay.json().order.status.val).toBe(290);
    const qty = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/customer/${order._id}`,
      headers: buyer.headers,
      payload: { quantity: 2 },
    });
    expect(qty.statusCode).toBe(409);
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/customer/updateStatus/${order._id}`,
      headers: buyer.headers,
      payload: { status: 150, phone: PHONE },
    });
    expect(status.statusCode).toBe(409);
  });
});

describe('POST /api/email-service/customer/purchase-complete', () => {
  it('mails a paid order once (automatic send included), for the owner only', async () => {
    const { order } = (await placeOrder(buyer)).json();
    const url = '/api/email-service/customer/purchase-complete';
    const unpaid = await t.app.inject({
      method: 'POST',
      url,
      headers: buyer.headers,
      payload: { transactionId: order.transactionId },
    });
    expect(unpaid.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: `/api/stripe/${order.transactionId}`,
      headers: buyer.headers,
      payload: { card: CARD_OK },
    });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: buyer.headers,
      payload: { transactionId: order.transactionId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: false });
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: other.headers,
      payload: { transactionId: order.transactionId },
    });
    expect(foreign.statusCode).toBe(404);
    const mails = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.kind, 'purchase-complete'));
    const forOrder = mails.filter((m) => m.text.includes(order.transactionId));
    expect(forOrder).toHaveLength(1);
    expect(forOrder[0].to).toBe(buyer.user.email);
    expect(forOrder[0].text).toContain('Show your code at the dock.');
  });
});
