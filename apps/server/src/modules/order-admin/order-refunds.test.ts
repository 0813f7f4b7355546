import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { orderRefunds, payouts } from '../../db/schema/index.ts';
import { paymentProvider } from '../payments/provider-registry.ts';
import { runDuePayouts } from '../payouts/payouts.service.ts';
import { REFUND_CLAIM_MS } from './order-admin.repo.ts';
import {
  boughtOrder,
  detail,
  providerRefunds,
  refund,
  refundCatalogue,
  refundRows,
  type Catalogue,
} from './order-admin.test-kit.ts';

let t: TestApp;
let cat: Catalogue;
let admin: LoggedIn;
let admin2: LoggedIn;
let buyer: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cat = await refundCatalogue(t);
  admin = await loginAs(t, 'admin');
  admin2 = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'user');
});
afterAll(() => t.close());

const key = () => randomUUID();

describe('refunds (PUT /api/stripe/refund/{id})', () => {
  it('refunds one item, then the rest: the parts add up to the charge and the order reads 700', async () => {
    const order = await boughtOrder(t, cat, buyer, 2);
    const before = await detail(t, admin, order._id);
    const charge = before.order.orderTotal;
    expect(before.refundable).toBe(charge);

    const one = await refund(t, admin, order._id, {
      key: key(),
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(one.statusCode).toBe(200);
    const half = one.json();
    expect(half.order.status.val).toBe(290);
    expect(half.order.items[0]).toMatchObject({ refunded: true });
    expect(half.refundable).toBeCloseTo(charge / 2, 2);
    expect(half.history.map((e: { action: string }) => e.action)).toEqual(['refund']);
    expect(half.history[0].by).toBe(admin.user.email);

    const rest = await refund(t, admin, order._id, { key: key() });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ refundable: 0, order: { status: { val: 700 } } });
    const back = await providerRefunds(t, half.order.payment.intentId);
    expect(back.reduce((s, r) => s + r.amountCents, 0)).toBe(Math.round(charge * 100));

    // Nothing left: a further refund is refused and the provider is not asked.
    const more = await refund(t, admin, order._id, { key: key() });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('An order in status 700 (Fully Refunded) cannot be refunded.');
    expect(await providerRefunds(t, half.order.payment.intentId)).toHaveLength(2);
    // The consumer's My Purchases shows it refunded.
    const mine = await t.app.inject({ url: '/api/orders/my', headers: buyer.headers });
    const seen = (mine.json() as { _id: string; customerStatus: { label: string } }[]).find(
      (o) => o._id === order._id,
    );
    expect(seen?.customerStatus.label).toBe('Refunded');
  });

  it('a repeated request (double click, retry after a timeout) refunds once', async () => {
    const order = await boughtOrder(t, cat, buyer, 1);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refund(t, admin, order._id, { key: k })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const intent = (await detail(t, admin, order._id)).order.payment.intentId!;
    expect(await providerRefunds(t, intent)).toHaveLength(1);
    expect(await refundRows(t, order._id)).toHaveLength(1);
  });

  it('two admins refunding the same order at once make one refund', async () => {
    const order = await boughtOrder(t, cat, buyer, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(t, i % 2 ? admin : admin2, order._id, { key: key() }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const intent = (await detail(t, admin, order._id)).order.payment.intentId!;
    const back = await providerRefunds(t, intent);
    expect(back).toHaveLength(1);
  });

  it('a provider failure shows its message and changes nothing on the order', async () => {
    const order = await boughtOrder(t, cat, buyer, 1);
    const intent = (await detail(t, admin, order._id)).order.payment.intentId!;
    // Someone refunded the whole charge in the provider's dashboard: ours is refused there.
    await paymentProvider(t.app.ctx).refund(intent);
    const res = await refund(t, admin, order._id, { key: key() });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The refund failed: Refund amount is greater than the unrefunded charge.',
    );
    const after = await detail(t, admin, order._id);
    expect(after.order.status.val).toBe(290);
    expect(after.order.items[0].refunded).toBe(false);
    expect(after.refunds.map((r) => r.state)).toEqual(['failed']);
    expect(after.history.map((e) => e.action)).toEqual(['refund-failed']);
  });

  it('finishes a refund left pending by a process that died, when the same request is retried', async () => {
    const order = await boughtOrder(t, cat, buyer, 1);
    const k = key();
    const charge = Math.round((await detail(t, admin, order._id)).refundable * 100);
    // The process reserved the refund and died before asking the provider.
    await t.database.db.insert(orderRefunds).values({
      orderId: order._id,
      requestKey: k,
      amountCents: charge,
      actorEmail: admin.user.email,
    });
    const other = await refund(t, admin, order._id, { key: key() });
    expect(other.statusCode).toBe(409); // the pending refund holds what is left
    const retried = await refund(t, admin, order._id, { key: k });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refundable: 0, order: { status: { val: 700 } } });
    const intent = retried.json().order.payment.intentId;
    expect(await providerRefunds(t, intent)).toHaveLength(1);
  });

  it('takes over a provider call claimed by a process that stopped, once the claim is stale', async () => {
    const order = await boughtOrder(t, cat, buyer, 1);
    const k = key();
    const charge = Math.round((await detail(t, admin, order._id)).refundable * 100);
    await t.database.db.insert(orderRefunds).values({
      orderId: order._id,
      requestKey: k,
      amountCents: charge,
      state: 'processing',
      actorEmail: admin.user.email,
      updated: new Date(Date.now() - REFUND_CLAIM_MS - 1000),
    });
    const retried = await refund(t, admin, order._id, { key: k });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refundable: 0, order: { status: { val: 700 } } });
  });

  it('refuses statuses outside 200-299, 500-599 and 800-999, and lines the order does not have', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { sku: cat.adult.experienceSku, quantity: 1, phone: '(416) 555-0100' },
    });
    const unpaid = placed.json().order._id;
    const res = await refund(t, admin, unpaid, { key: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/status 150 .* cannot be refunded/);
    const order = await boughtOrder(t, cat, buyer, 1);
    const bad = await refund(t, admin, order._id, {
      key: key(),
      lines: [{ index: 3, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The order has no item 4.');
    const none = await refund(t, admin, order._id, { key: key(), lines: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one item to refund.');
  });

  it("takes the partner's share back: cancels the payout before it is made, reverses it after", async () => {
    const before = await boughtOrder(t, cat, buyer, 1);
    const redeem = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/stripe/transfer/${id}`,
        headers: admin.headers,
        // Booked for today: a booking date before the order's is refused.
        payload: { bookingCode: 'ABCD-1234', bookingDate: new Date().toISOString().slice(0, 10) },
      });
    expect((await redeem(before._id)).statusCode).toBe(200);
    expect((await refund(t, admin, before._id, { key: key() })).statusCode).toBe(200);
    const [cancelled] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.orderId, before._id));
    expect(cancelled.state).toBe('cancelled');

    // A partial refund before the payout lowers it by the partner's share; the rest cancels it.
    const partial = await boughtOrder(t, cat, buyer, 2);
    expect((await redeem(partial._id)).statusCode).toBe(200);
    const payoutOf = async (id: string) =>
      (await t.database.db.select().from(payouts).where(eq(payouts.orderId, id)))[0];
    const owed = (await payoutOf(partial._id)).amountCents;
    const k = key();
    const lines = [{ index: 0, quantity: 1 }];
    expect((await refund(t, admin, partial._id, { key: k, lines })).statusCode).toBe(200);
    expect(await payoutOf(partial._id)).toMatchObject({
      state: 'scheduled',
      amountCents: owed - Math.round(owed / 2),
    });
    // The same request again lowers nothing more.
    expect((await refund(t, admin, partial._id, { key: k, lines })).statusCode).toBe(200);
    expect((await payoutOf(partial._id)).amountCents).toBe(owed - Math.round(owed / 2));
    expect((await refund(t, admin, partial._id, { key: key() })).statusCode).toBe(200);
    expect((await payoutOf(partial._id)).state).toBe('cancelled');

    const after = await boughtOrder(t, cat, buyer, 2);
    expect((await redeem(after._id)).statusCode).toBe(200);
    await runDuePayouts(t.app.ctx, new Date(Date.now() + 60 * 86_400_000));
    const half = await refund(t, admin, after._id, {
      key: key(),
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(half.statusCode).toBe(200);
    const [paid] = await t.database.db.select().from(payouts).where(eq(payouts.orderId, after._id));
    expect(paid.state).toBe('paid');
    expect(paid.reversals).toHaveLength(1);
    expect(paid.reversedCents).toBe(Math.round(paid.amountCents / 2));
    expect(half.json().history.map((e: { action: string }) => e.action)).toContain(
      'payout-reversal',
    );
  });
});
