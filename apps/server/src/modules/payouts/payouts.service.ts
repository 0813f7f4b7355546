import { PAYOUT_TIME_ZONE, type PayoutRun } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { statusInfo } from '../orders/order-states.ts';
import { chargeCentsOf, toOrderDto } from '../orders/orders.presenter.ts';
import * as orderRepo from '../orders/orders.repo.ts';
import { paymentProvider } from '../payments/provider-registry.ts';
import * as repo from './payouts.repo.ts';
import { mailPayoutFailed } from './payout-failed-mail.ts';

/** Redeemed (800, group 900) and payout pending / initiated: the statuses a payout moves. */
export const PAYOUT_SCHEDULED = 800;
export const GROUP_PAYOUT_SCHEDULED = 900;
export const PAYOUT_PENDING = 910;
export const PAYOUT_INITIATED = 920;
export const PAYOUT_PAID = 930;
export const PAYOUT_FAILED = 950;
const BEFORE_TRANSFER = [
  PAYOUT_SCHEDULED,
  GROUP_PAYOUT_SCHEDULED,
  PAYOUT_PENDING,
  PAYOUT_INITIATED,
];

/** How long a claim is held before another run may take it over (a stopped process). */
export const PAYOUT_LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;
export const NO_PAYOUT_ACCOUNT =
  'The business has no payout account yet (banking information is missing).';

/** The calendar day (YYYY-MM-DD) of an instant in the payout time zone. */
export function payoutDay(now: Date, timeZone = PAYOUT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type Claim = repo.PayoutRow;

async function setOrderStatus(
  ctx: AppContext,
  orderId: string,
  from: readonly number[],
  val: number,
  message?: string,
) {
  const info = statusInfo(val);
  const row = await orderRepo.updateOrderIfStatus(ctx.db, { id: orderId }, from, {
    statusVal: val,
    status: message ? { ...info, message } : info,
  });
  if (row) ctx.realtime.save('order', toOrderDto(row), { users: [row.userId] });
  return row;
}

/**
 * Pays one claimed payout: the order goes 910 -> 920, the provider transfers the partner's
 * share to the business's connected account with the order id as idempotency key (a retry after
 * a stopped process gets the same transfer back), then 930; a refusal gives 950 with the
 * provider's message kept in status.message.
 */
async function payOne(ctx: AppContext, claim: Claim): Promise<'paid' | 'failed' | 'cancelled'> {
  const order = await orderRepo.findOrderById(ctx.db, claim.orderId);
  if (!order || !BEFORE_TRANSFER.includes(order.statusVal)) {
    const reason = `The order is no longer waiting for a payout (status ${order?.statusVal ?? 'gone'}).`;
    await repo.finishClaim(ctx.db, claim, { state: 'cancelled', error: reason });
    return 'cancelled';
  }
  await setOrderStatus(ctx, order.id, BEFORE_TRANSFER, PAYOUT_PENDING);
  const destination = await repo.findPayoutAccount(ctx.db, claim.businessId);
  let transferId: string;
  try {
    if (!destination) throw new Error(NO_PAYOUT_ACCOUNT);
    await setOrderStatus(ctx, order.id, [PAYOUT_PENDING], PAYOUT_INITIATED);
    const transfer = await paymentProvider(ctx).transfer({
      amountCents: claim.amountCents,
      currency: claim.currency,
      destination,
      idempotencyKey: order.id,
      sourceIntentId: order.paymentIntentId ?? undefined,
      metadata: { orderId: order.id, transactionId: order.transactionId },
    });
    transferId = transfer.id;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ orderId: order.id, err }, 'payout transfer failed');
    const done = await repo.finishClaim(ctx.db, claim, {
      state: 'failed',
      error: message,
      destination,
    });
    if (done) {
      await setOrderStatus(ctx, order.id, BEFORE_TRANSFER, PAYOUT_FAILED, message);
      await mailPayoutFailed(ctx, claim, order.transactionId, message);
    }
    return 'failed';
  }
  const done = await repo.finishClaim(ctx.db, claim, {
    state: 'paid',
    transferId,
    destination,
    error: null,
    paidAt: new Date(),
  });
  if (done) await setOrderStatus(ctx, order.id, BEFORE_TRANSFER, PAYOUT_PAID);
  return 'paid';
}

/**
 * Makes every due payout (payout date reached, or a claim left by a stopped process). Safe to
 * run at any moment from any number of processes: rows are claimed with FOR UPDATE SKIP LOCKED
 * and the provider deduplicates by order id, so one order is never transferred twice.
 */
export async function runDuePayouts(ctx: AppContext, now: Date = new Date()): Promise<PayoutRun> {
  const summary = { claimed: 0, paid: 0, failed: 0 };
  const today = payoutDay(now);
  for (;;) {
    const leaseUntil = new Date(now.getTime() + PAYOUT_LEASE_MS);
    const claims = await repo.claimDuePayouts(ctx.db, today, now, leaseUntil, BATCH);
    if (!claims.length) break;
    summary.claimed += claims.length;
    for (const claim of claims) {
      const outcome = await payOne(ctx, claim);
      if (outcome === 'paid') summary.paid++;
      if (outcome === 'failed') summary.failed++;
    }
    if (claims.length < BATCH) break;
  }
  if (summary.claimed) ctx.log.info(summary, 'payouts run');
  return { ...summary, reversalFailures: await reversalFailures(ctx) };
}

/** Failed transfer reversals still waiting for a person. */
export async function reversalFailures(ctx: AppContext) {
  const rows = await repo.listReversalFailures(ctx.db);
  return rows.map((r) => ({
    orderId: r.orderId,
    transactionId: r.transactionId,
    businessId: r.businessId,
    message: r.message ?? '',
    at: (r.at ?? new Date(0)).toISOString(),
  }));
}

export type ReversalOutcome =
  | { kind: 'none'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'reduced'; amountCents: number }
  | { kind: 'reversed'; reversalId: string; amountCents: number }
  | { kind: 'failed'; message: string };

/**
 * A refund of `amountCents` of an order's charge takes the partner's share back: before the
 * payout, a refund of all that is left cancels the scheduled payout and a partial refund lowers
 * it by the partner's share; after it, that share of the transfer is reversed (once per
 * `refundKey`). The share is the payout still owed times the refund over the charge still paid
 * (`chargeLeftCents`, before this refund), or without it the payout times the refund over the
 * whole charge. A reversal the provider
 * refuses (e.g. the partner's balance is already paid out) is recorded on the payout and on the
 * order (error), shown to staff in the payout run's reversalFailures, and returned as 'failed':
 * never lost.
 */
export async function reverseTransferForRefund(
  ctx: AppContext,
  orderId: string,
  amountCents: number,
  refundKey = `refund-${amountCents}`,
  chargeLeftCents?: number,
): Promise<ReversalOutcome> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new AppError('VALIDATION', 'The refund amount must be a positive number of cents.');
  }
  const order = await orderRepo.findOrderById(ctx.db, orderId);
  if (!order) throw notFound('Order not found');
  const payout = await repo.findPayoutByOrder(ctx.db, orderId);
  if (!payout) return { kind: 'none', reason: 'No payout was scheduled for this order.' };
  const charge = Math.max(1, chargeCentsOf(order));
  const chargeLeft = Math.max(1, chargeLeftCents ?? charge);
  const owed = payout.amountCents - payout.reversedCents;
  // With the charge left known, the share is of what is still owed; without it, of the payout.
  const share = Math.min(
    owed,
    chargeLeftCents === undefined
      ? Math.round((payout.amountCents * Math.min(amountCents, charge)) / charge)
      : Math.round((owed * Math.min(amountCents, chargeLeft)) / chargeLeft),
  );
  if (payout.state === 'scheduled') {
    const done = payout.reversals.find((r) => r.refundKey === refundKey);
    if (done) return { kind: 'reduced', amountCents: done.amountCents };
    if (amountCents < chargeLeft && share < owed) {
      const reduced = await repo.reduceScheduledPayout(ctx.db, payout.id, {
        refundKey,
        id: 'scheduled',
        amountCents: share,
        at: new Date().toISOString(),
      });
      if (reduced) return { kind: 'reduced', amountCents: share };
    } else {
      const cancelled = await repo.cancelScheduledPayout(
        ctx.db,
        orderId,
        'Refunded before payout.',
      );
      if (cancelled) return { kind: 'cancelled' };
    }
    return reverseTransferForRefund(ctx, orderId, amountCents, refundKey, chargeLeftCents);
  }
  if (payout.state === 'processing') {
    throw new AppError('CONFLICT', 'The payout of this order is being made; try again shortly.');
  }
  if (payout.state !== 'paid' || !payout.transferId) {
    return { kind: 'none', reason: `No transfer was made (payout ${payout.state}).` };
  }
  const done = payout.reversals.find((r) => r.refundKey === refundKey);
  if (done) return { kind: 'reversed', reversalId: done.id, amountCents: done.amountCents };
  // The partner's share of the refunded part of the charge, never more than is left.
  const amount = share;
  if (amount <= 0) return { kind: 'none', reason: 'The transfer is already reversed.' };
  try {
    const reversal = await paymentProvider(ctx).reverseTransfer({
      transferId: payout.transferId,
      amountCents: amount,
      idempotencyKey: `${orderId}-${refundKey}`,
      metadata: { orderId, refundKey },
    });
    await repo.recordReversal(ctx.db, payout.id, {
      refundKey,
      id: reversal.id,
      amountCents: reversal.amountCents,
      at: new Date().toISOString(),
    });
    return { kind: 'reversed', reversalId: reversal.id, amountCents: reversal.amountCents };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = new Date();
    ctx.log.error({ orderId, err }, 'transfer reversal failed');
    await repo.recordReversalFailure(ctx.db, payout.id, message, at);
    const updated = await repo.setOrderError(
      ctx.db,
      orderId,
      `Transfer reversal failed: ${message}`,
    );
    if (updated) ctx.realtime.save('order', toOrderDto(updated), { users: [updated.userId] });
    return { kind: 'failed', message };
  }
}
