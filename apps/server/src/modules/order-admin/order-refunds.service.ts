import { eq } from 'drizzle-orm';
import {
  isRefundable,
  itemsAfterRefund,
  refundCents,
  statusName,
  type RefundBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { orders, type OrderItem } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { chargeCentsOf, toOrderDto } from '../orders/orders.presenter.ts';
import { statusInfo } from '../orders/order-states.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import { paymentProvider } from '../payments/provider-registry.ts';
import { reverseTransferForRefund, type ReversalOutcome } from '../payouts/payouts.service.ts';
import { cancelOnPlatform, releaseRefundedHolds } from '../payments/refunded-booking.ts';
import * as repo from './order-admin.repo.ts';

const FULLY_REFUNDED = 700;

const intentOf = (o: OrderRow) =>
  (typeof o.payment.intentId === 'string' ? o.payment.intentId : null) ?? o.paymentIntentId;

/**
 * Reserves the refund inside a transaction holding the order's row lock: the request's key is
 * looked up first (a repeat gets the same refund), then the amount is worked out from what is
 * left after succeeded and pending refunds. Two admins at once: the second waits for the lock
 * and finds nothing left (or its own, smaller, share).
 */
async function reserve(ctx: AppContext, actor: AuthUser, orderId: string, body: RefundBody) {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const existing = await repo.findRefund(tx, orderId, body.key);
    if (existing) return { order, refund: existing };
    if (!isRefundable(order.statusVal))
      throw new AppError(
        'CONFLICT',
        `An order in status ${order.statusVal} (${statusName(order.statusVal)}) cannot be refunded.`,
      );
    if (!intentOf(order))
      throw new AppError(
        'CONFLICT',
        'This order was not paid by card here: refund it where it was paid, then set its status.',
      );
    const amount = refundCents(
      {
        chargeCents: chargeCentsOf(order),
        refundedCents: await repo.reservedRefundCents(tx, orderId),
        items: order.items,
      },
      body.lines,
    );
    if (typeof amount !== 'number') throw new AppError('VALIDATION', amount.error);
    if (amount <= 0) throw new AppError('CONFLICT', 'Nothing is left to refund on this order.');
    const refund = await repo.insertRefund(tx, {
      orderId,
      requestKey: body.key,
      amountCents: amount,
      lines: body.lines ?? [],
      actorId: actor.id,
      actorEmail: actor.email,
    });
    return { order, refund };
  });
}

/** The items after a refund: each line's share added; a full refund (no lines) marks them all. */
const refundedItems = (order: OrderRow, refund: repo.RefundRow): OrderItem[] =>
  itemsAfterRefund(
    { chargeCents: chargeCentsOf(order), items: order.items },
    refund.lines.length ? refund.lines : undefined,
  );

/** Records a succeeded refund on the order: items, refund date, 700 once all of it is back. */
async function finish(
  ctx: AppContext,
  actor: AuthUser,
  refund: repo.RefundRow,
  providerId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const order = (await repo.lockOrder(tx, refund.orderId))!;
    const settled = await repo.settleRefund(tx, refund.id, {
      state: 'succeeded',
      providerRefundId: providerId,
    });
    const refunded = await repo.reservedRefundCents(tx, order.id);
    // The charge still paid before this refund: the partner's share is taken from that.
    const chargeLeft = chargeCentsOf(order) - refunded + refund.amountCents;
    // another request with the same key finished it
    if (!settled) return { order, chargeLeft, released: [] };
    const full = refunded >= chargeCentsOf(order);
    // All of it back: the booked time goes back on sale (its platform booking is cancelled
    // once this commits).
    const released = full ? await releaseRefundedHolds(tx, order.id) : [];
    const [updated] = await tx
      .update(orders)
      .set({
        items: refundedItems(order, refund),
        refundDate: new Date(),
        updated: new Date(),
        ...(full ? { statusVal: FULLY_REFUNDED, status: statusInfo(FULLY_REFUNDED) } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await repo.addEvent(tx, order.id, actor, 'refund', {
      amountCents: refund.amountCents,
      lines: refund.lines,
      providerRefundId: providerId,
      ...(full ? { status: { from: order.statusVal, to: FULLY_REFUNDED } } : {}),
    });
    const seats = released.reduce((sum, r) => sum + r.seats, 0);
    if (seats) await repo.addEvent(tx, order.id, actor, 'seats-released', { seats });
    return { order: updated, chargeLeft, released };
  });
}

/**
 * Another request with the same key is asking the provider (or has): wait for its answer (a few
 * seconds at most) and give the same one.
 */
async function settledElsewhere(ctx: AppContext, id: string): Promise<{ reversal: null }> {
  for (let i = 0; i < 100; i++) {
    const row = await repo.findRefundById(ctx.db, id);
    if (row?.state === 'succeeded') return { reversal: null };
    if (row?.state === 'failed')
      throw new AppError('BAD_GATEWAY', `The refund failed: ${row.error ?? 'unknown error'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new AppError('CONFLICT', 'This refund is still being made; look again in a moment.');
}

/**
 * PUT /api/stripe/refund/{id}: refunds an order (all that is left, or some items) through the
 * payment provider, once per request key, then takes the partner's share back (cancels the
 * scheduled payout or reverses the transfer). A provider failure changes nothing on the order
 * and answers 502 with the provider's message; a process that dies after reserving leaves a
 * pending (or processing) refund that the same key finishes (the provider's idempotency key is
 * the refund's id). Only one request at a time asks the provider for a refund (claimRefund).
 */
export async function refundOrder(
  ctx: AppContext,
  actor: AuthUser,
  orderId: string,
  body: RefundBody,
): Promise<{ reversal: ReversalOutcome | null }> {
  const { order, refund: reserved } = await reserve(ctx, actor, orderId, body);
  const refund = await repo.claimRefund(ctx.db, reserved.id);
  if (!refund) return settledElsewhere(ctx, reserved.id);
  let providerId: string;
  try {
    const result = await paymentProvider(ctx).refund(
      intentOf(order)!,
      refund.amountCents,
      `order-refund-${refund.id}`,
    );
    providerId = result.id;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ orderId, err }, 'refund refused by the payment provider');
    await repo.settleRefund(ctx.db, refund.id, { state: 'failed', error: message });
    await repo.addEvent(ctx.db, orderId, actor, 'refund-failed', {
      amountCents: refund.amountCents,
      message,
    });
    throw new AppError('BAD_GATEWAY', `The refund failed: ${message}`);
  }
  const { order: updated, chargeLeft, released } = await finish(ctx, actor, refund, providerId);
  ctx.realtime.save('order', toOrderDto(updated), { users: [updated.userId] });
  for (const r of released) if (r.onPlatform) await cancelOnPlatform(ctx, r.uuid, actor);
  const reversal = await reverseTransferForRefund(
    ctx,
    orderId,
    refund.amountCents,
    refund.id,
    chargeLeft,
  );
  if (reversal.kind !== 'none')
    await repo.addEvent(ctx.db, orderId, actor, 'payout-reversal', { ...reversal });
  return { reversal };
}
