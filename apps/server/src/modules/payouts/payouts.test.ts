import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerOrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder } from '../../../test/factories.ts';
import { emails, orders, paymentRecords, payouts } from '../../db/schema/index.ts';
import {
  as,
  partnerWorld,
  setAccount,
  type PartnerWorld,
} from '../partner-orders/partner-orders.test-kit.ts';
import { paymentProvider } from '../payments/provider-registry.ts';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_NO_TRANSFERS_MESSAGE,
  SANDBOX_PAID_OUT_MESSAGE,
} from '../payments/sandbox-provider.ts';
import { claimDuePayouts } from './payouts.repo.ts';
import {
  NO_PAYOUT_ACCOUNT,
  PAYOUT_LEASE_MS,
  reverseTransferForRefund,
  runDuePayouts,
} from './payouts.service.ts';

let t: TestApp;
let w: PartnerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await partnerWorld(t);
});
afterAll(() => t.close());

/** Orders of 7 January 2025 (a Tuesday) are paid on Wednesday 22 January. */
const BEFORE_DUE = new Date('2025-01-21T20:00:00Z');
const DUE = new Date('2025-01-22T15:00:00Z');

async function paidOrder() {
  return createOrder(t.database.db, {
    businessId: w.bizA.businessId,
    statusVal: 290,
    userId: w.consumer.user.id,
    orderDate: new Date('2025-01-07T15:00:00Z'),
  });
}

async function redeemed() {
  const order = await paidOrder();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/stripe/transfer/${order.id}`,
    payload: { bookingCode: 'PAY' + order.orderNo, bookingDate: '2025-01-10' },
    ...as(w.partnerA),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as PartnerOrderDto;
}

const transfersOf = (orderId: string) =>
  t.database.db
    .select()
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.kind, 'transfer'),
        eq(paymentRecords.idempotencyKey, `transfer:${orderId}`),
      ),
    );
const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const payoutRow = async (orderId: string) =>
  (await t.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)))[0];

describe('payout runs', () => {
  it('pays on the payout date, not before: transfer to the business account, order 930', async () => {
    const order = await redeemed();
    expect((await runDuePayouts(t.app.ctx, BEFORE_DUE)).claimed).toBe(0);
    const run = await runDuePayouts(t.app.ctx, DUE);
    expect(run).toMatchObject({ claimed: 1, paid: 1, failed: 0 });
    const [transfer] = await transfersOf(order._id);
    // $49.00 + 13% = $55.37; x 85% = $47.06; less 2.9% ($1.36): $45.70.
    expect(transfer).toMatchObject({ amountCents: 4570, currency: 'cad', status: 'paid' });
    expect(transfer.metadata).toMatchObject({ destination: 'acct_sandbox_harbour' });
    expect((await orderRow(order._id)).status).toMatchObject({ name: 'Payout Paid' });
    expect((await orderRow(order._id)).statusVal).toBe(930);
    expect(await payoutRow(order._id)).toMatchObject({ state: 'paid', transferId: transfer.id });
    // Nothing left to do.
    expect((await runDuePayouts(t.app.ctx, DUE)).claimed).toBe(0);
  });

  it('makes exactly one transfer per order when two runs go at once', async () => {
    const batch = [await redeemed(), await redeemed(), await redeemed(), await redeemed()];
    const [a, b] = await Promise.all([
      runDuePayouts(t.app.ctx, DUE),
      runDuePayouts(t.app.ctx, DUE),
    ]);
    expect(a.paid + b.paid).toBe(4);
    for (const o of batch) {
      expect(await transfersOf(o._id)).toHaveLength(1);
      expect((await orderRow(o._id)).statusVal).toBe(930);
    }
  });

  it('takes over a claim left by a stopped process after its lease, and the transfer is not made twice', async () => {
    const order = await redeemed();
    // Process 1 claims the payout and makes the transfer, then dies before recording it.
    const [claim] = await claimDuePayouts(
      t.app.ctx.db,
      '2025-01-22',
      DUE,
      new Date(DUE.getTime() + PAYOUT_LEASE_MS),
      10,
    );
    expect(claim.orderId).toBe(order._id);
    const first = await paymentProvider(t.app.ctx).transfer({
      amountCents: claim.amountCents,
      currency: claim.currency,
      destination: 'acct_sandbox_harbour',
      idempotencyKey: order._id,
    });
    // While the lease holds, another run leaves it alone.
    expect((await runDuePayouts(t.app.ctx, new Date(DUE.getTime() + 60_000))).claimed).toBe(0);
    const later = await runDuePayouts(t.app.ctx, new Date(DUE.getTime() + PAYOUT_LEASE_MS + 1000));
    expect(later).toMatchObject({ claimed: 1, paid: 1 });
    expect(await transfersOf(order._id)).toHaveLength(1);
    expect(await payoutRow(order._id)).toMatchObject({
      state: 'paid',
      transferId: first.id,
      attempts: 2,
    });
    expect((await orderRow(order._id)).statusVal).toBe(930);
  });

  it("fails with the provider's message kept (950), shown to the partner", async () => {
    await setAccount(t, w.bizA.businessId, SANDBOX_ACCOUNTS.noTransfers);
    const order = await redeemed();
    const run = await runDuePayouts(t.app.ctx, DUE);
    expect(run).toMatchObject({ claimed: 1, failed: 1 });
    const row = await orderRow(order._id);
    expect(row.statusVal).toBe(950);
    expect(row.status).toMatchObject({
      name: 'Payout Failed',
      message: SANDBOX_NO_TRANSFERS_MESSAGE,
    });
    expect(await transfersOf(order._id)).toHaveLength(0);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/business/${w.bizA.businessId}?filter=redeemed`,
      ...as(w.staffA),
    });
    const seen = (list.json() as PartnerOrderDto[]).find((o) => o._id === order._id)!;
    expect(seen.payout).toMatchObject({ state: 'failed', message: SANDBOX_NO_TRANSFERS_MESSAGE });
    // The partner is told by mail, once, with the reason and where to fix it.
    const told = (
      await t.database.db.select().from(emails).where(eq(emails.kind, 'payout-failed'))
    ).filter((m) => m.text.includes(order.transactionId));
    expect(told.map((m) => m.to)).toContain(w.partnerA.user.email);
    expect(new Set(told.map((m) => m.to)).size).toBe(told.length);
    expect(told[0].text).toContain(SANDBOX_NO_TRANSFERS_MESSAGE);
    expect(told[0].text).toContain('/partner-portal/banking-information');
    await setAccount(t, w.bizA.businessId, '');
    const noAccount = await redeemed();
    await runDuePayouts(t.app.ctx, DUE);
    expect((await orderRow(noAccount._id)).status.message).toBe(NO_PAYOUT_ACCOUNT);
    await setAccount(t, w.bizA.businessId, 'acct_sandbox_harbour');
  });

  it('is triggered by staff with GET /api/admin/payout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payout', ...as(w.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ claimed: expect.any(Number), reversalFailures: [] });
    for (const who of [w.partnerA, w.staffA, w.employeeA]) {
      const denied = await t.app.inject({ method: 'GET', url: '/api/admin/payout', ...as(who) });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('refunds and payouts', () => {
  it('cancels a payout not yet made when the order is refunded first', async () => {
    const order = await redeemed();
    expect(await reverseTransferForRefund(t.app.ctx, order._id, 5537)).toEqual({
      kind: 'cancelled',
    });
    await runDuePayouts(t.app.ctx, DUE);
    expect(await transfersOf(order._id)).toHaveLength(0);
    expect((await payoutRow(order._id)).state).toBe('cancelled');
  });

  it("reverses the partner's share of a refund after the payout, once per refund", async () => {
    const order = await redeemed();
    await runDuePayouts(t.app.ctx, DUE);
    // Half of the $55.37 charge is refunded: half of the $45.70 payout comes back.
    const half = await reverseTransferForRefund(t.app.ctx, order._id, 2768, 'refund-1');
    expect(half).toMatchObject({ kind: 'reversed', amountCents: 2285 });
    const again = await reverseTransferForRefund(t.app.ctx, order._id, 2768, 'refund-1');
    expect(again).toEqual(half);
    const rest = await reverseTransferForRefund(t.app.ctx, order._id, 2769, 'refund-2');
    expect(rest).toMatchObject({ kind: 'reversed', amountCents: 2285 });
    const reversals = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.kind, 'reversal'));
    expect(reversals.filter((r) => r.idempotencyKey?.includes(order._id))).toHaveLength(2);
    expect(await payoutRow(order._id)).toMatchObject({ reversedCents: 4570 });
    expect(await reverseTransferForRefund(t.app.ctx, order._id, 100, 'refund-3')).toMatchObject({
      kind: 'none',
    });
  });

  it('records a reversal that fails (balance already paid out) on the order and for staff', async () => {
    await setAccount(t, w.bizA.businessId, SANDBOX_ACCOUNTS.paidOut);
    const order = await redeemed();
    await runDuePayouts(t.app.ctx, DUE);
    expect((await orderRow(order._id)).statusVal).toBe(930);
    const outcome = await reverseTransferForRefund(t.app.ctx, order._id, 5537, 'refund-full');
    expect(outcome).toEqual({ kind: 'failed', message: SANDBOX_PAID_OUT_MESSAGE });
    expect((await orderRow(order._id)).error).toBe(
      `Transfer reversal failed: ${SANDBOX_PAID_OUT_MESSAGE}`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payout', ...as(w.admin) });
    expect(res.json().reversalFailures).toEqual([
      expect.objectContaining({ orderId: order._id, message: SANDBOX_PAID_OUT_MESSAGE }),
    ]);
    const partnerView = await t.app.inject({
      method: 'GET',
      url: `/api/orders/business/${w.bizA.businessId}`,
      ...as(w.partnerA),
    });
    const seen = (partnerView.json() as PartnerOrderDto[]).find((o) => o._id === order._id)!;
    expect(seen.payout.message).toBe(SANDBOX_PAID_OUT_MESSAGE);
    await setAccount(t, w.bizA.businessId, 'acct_sandbox_harbour');
  });
});
