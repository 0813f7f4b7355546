import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { orders } from '../../db/schema/index.ts';
import { buyCatalogue, CARD_OK, PHONE } from './orders.test-kit.ts';

let t: TestApp;
let cat: Awaited<ReturnType<typeof buyCatalogue>>;
let buyer: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cat = await buyCatalogue(t);
  buyer = await loginAs(t, 'user');
});
afterAll(() => t.close());

const place = async (who: LoggedIn) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.headers,
      payload: { sku: cat.adult.experienceSku, quantity: 1, phone: PHONE },
    })
  ).json().order as { _id: string; transactionId: string };

const pay = (who: LoggedIn, transactionId: string, card = CARD_OK) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stripe/${transactionId}`,
    headers: who.headers,
    payload: { card },
  });

const myOrders = async (who: LoggedIn) => {
  const res = await t.app.inject({ url: '/api/orders/my', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    _id: string;
    status: { val: number };
    customerStatus: { state: string; label: string };
  }[];
};

describe('My Purchases (GET /api/orders/my)', () => {
  it('lists a declined-then-paid purchase once, and no abandoned attempt', async () => {
    const me = await loginAs(t, 'user');
    const declined = await place(me);
    const decline = await pay(me, declined.transactionId, {
      ...CARD_OK,
      number: '4000 0000 0000 0002',
    });
    expect(decline.statusCode).toBe(402);
    await place(me); // abandoned: placed, never paid
    const bought = await place(me);
    expect((await pay(me, bought.transactionId)).statusCode).toBe(200);

    const list = await myOrders(me);
    expect(list.map((o) => o._id)).toEqual([bought._id]);
    expect(list[0]!.customerStatus).toEqual({ state: 'paid', label: 'Paid' });
  });

  it('shows customer words, never the partner payout states', async () => {
    const me = await loginAs(t, 'user');
    const byStatus: Record<number, string> = {};
    for (const [val, entered] of [
      [800, false],
      [930, true],
      [700, false],
      [910, false],
    ] as const) {
      const o = await place(me);
      await pay(me, o.transactionId);
      await t.database.db
        .update(orders)
        .set({ statusVal: val, entered: { status: entered } })
        .where(eq(orders.id, o._id));
      byStatus[val] = o._id;
    }
    const list = await myOrders(me);
    const label = (val: number) => list.find((o) => o._id === byStatus[val])?.customerStatus.label;
    expect(label(800)).toBe('Paid');
    expect(label(930)).toBe('Booked');
    expect(label(700)).toBe('Refunded');
    expect(label(910)).toBe('Cancelled');
    expect(JSON.stringify(list.map((o) => o.customerStatus))).not.toMatch(/payout/i);
  });

  it('answers every signed-in role: partners and partner-staff get their (empty) list', async () => {
    for (const role of ['partner', 'partner-staff', 'editor', 'admin'] as const) {
      const who = await loginAs(t, role);
      expect(await myOrders(who)).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/orders/my' })).statusCode).toBe(401);
  });
});

describe('the purchase mail link (GET /api/orders/transaction/{id})', () => {
  it("shows the purchase to its signed-in owner without the tab's access token", async () => {
    const o = await place(buyer);
    await pay(buyer, o.transactionId);
    const url = `/api/orders/transaction/${o.transactionId}`;
    const res = await t.app.inject({ url, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: o._id, customerStatus: { label: 'Paid' } });
  });
});
