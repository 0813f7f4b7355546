import { TEXT } from '@jaunt/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import {
  PAID,
  PAYMENT_PENDING,
  UNPAID_STATUSES,
  statusInfo,
  wasPaid,
} from '../orders/order-states.ts';
import { chargeCentsOf, toOrderDto } from '../orders/orders.presenter.ts';
import { findOwnedOrder, type OrderActor } from '../orders/orders.policy.ts';
import * as repo from '../orders/orders.repo.ts';
import { sendPurchaseCompleteMail } from '../orders/purchase-mail.ts';
import { claimPayment, leaseLive } from './payment-claim.ts';
import { alertPaymentMismatch, chargeMatches, findOrderByIntent } from './payment-alerts.ts';
import type { CardSummary, PaymentEvent, PaymentIntent, PaymentMethodInput } from './provider.ts';
import { paymentProvider } from './provider-registry.ts';
import { confirmHold } from '../availability/holds.service.ts';
import { bookOnPlatform, PLATFORM_REFUSED } from './platform-booking.ts';

const FULLY_REFUNDED = 700;

const ALREADY_PAYING = 'This order is already being paid. Please try again shortly.';
const NOT_PAYABLE = 'This order can no longer be paid.';

/**
 * Brings the order of a succeeded intent to paid, once: a compare-and-set from the unpaid
 * statuses, so confirms, webhooks and reconcile may all race and only one wins. The winner
 * pushes `order:save` and sends the purchase-complete mail. With `charged` (the provider's own
 * record of the intent), a charge that is not the order's amount and currency leaves the order
 * unpaid and alerts staff.
 */
export async function markOrderPaid(
  ctx: AppContext,
  intentId: string,
  card?: CardSummary,
  charged?: Pick<PaymentIntent, 'amountCents' | 'currency'>,
): Promise<repo.OrderRow | null> {
  if (charged) {
    const order = await findOrderByIntent(ctx, intentId);
    if (!order || wasPaid(order.statusVal)) return null;
    if (!chargeMatches(order, charged)) {
      await alertPaymentMismatch(ctx, order, { id: intentId, ...charged });
      return null;
    }
  }
  const payment = { intentId, ...card };
  const set = {
    statusVal: PAID,
    status: statusInfo(PAID),
    error: null,
    payment: sql`${orders.payment} || ${JSON.stringify(payment)}::jsonb`,
  };
  const booking = (await findOrderByIntent(ctx, intentId))?.integration.bookingId;
  const paid = booking
    ? await payAndBook(ctx, intentId, booking, set)
    : await repo.updateOrderIfStatus(ctx.db, { intentId }, UNPAID_STATUSES, set);
  if (!paid) return null;
  // A time on a partner's platform is booked there now; a refusal was refunded and is no sale.
  if (booking && (await bookOnPlatform(ctx, booking, intentId)) === 'refused') return null;
  ctx.realtime.save('order', toOrderDto(paid), { users: [paid.userId] });
  await sendPurchaseCompleteMail(ctx, paid).catch(() => undefined);
  return paid;
}

export const BOOKING_LOST =
  'Your time was taken by someone else while you paid, so we could not book it. Your payment has been refunded in full.';

/**
 * An order that books a held time becomes paid and its hold confirmed in one transaction: paid
 * without the booking, or booked without the payment, never happens. When the seats are gone
 * (the hold expired and others took them) the charge is refunded in full (idempotent by order)
 * and the order ends 700 with the reason for the customer; a refund the provider refuses leaves
 * the order unpaid with the error, and reconcile tries again.
 */
async function payAndBook(
  ctx: AppContext,
  intentId: string,
  holdUuid: string,
  set: repo.OrderSet,
): Promise<repo.OrderRow | null> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.updateOrderIfStatus(tx, { intentId }, UNPAID_STATUSES, set);
      if (row) await confirmHold(tx, holdUuid, row.id);
      return row;
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
    ctx.log.warn({ intentId, holdUuid, reason: err.message }, 'paid, but the held time is gone');
    try {
      await paymentProvider(ctx).refund(intentId, undefined, `booking-lost-${intentId}`);
    } catch (refundErr) {
      ctx.log.error({ intentId, err: refundErr }, 'refund of a lost booking failed');
      await repo.updateOrderIfStatus(ctx.db, { intentId }, UNPAID_STATUSES, {
        error: `${err.message} The automatic refund failed; we will retry it.`,
      });
      return null;
    }
    const refunded = await repo.updateOrderIfStatus(ctx.db, { intentId }, UNPAID_STATUSES, {
      statusVal: FULLY_REFUNDED,
      status: statusInfo(FULLY_REFUNDED),
      error: BOOKING_LOST,
      refundDate: new Date(),
    });
    if (refunded) ctx.realtime.save('order', toOrderDto(refunded), { users: [refunded.userId] });
    return null;
  }
}

/** GET /api/stripe/config: the card provider, and Stripe's publishable key for Stripe.js. */
export function paymentConfig(ctx: AppContext) {
  const provider = paymentProvider(ctx).name;
  const key = provider === 'stripe' ? ctx.config.STRIPE_PUBLISHABLE_KEY : undefined;
  return { provider, publishableKey: key ?? null };
}

/** POST /api/stripe/payment/intent: the order's intent (made once, then reused). */
export async function ensureIntent(ctx: AppContext, actor: OrderActor, orderId: string) {
  const order = await findOwnedOrder(actor, () => repo.findOrderById(ctx.db, orderId));
  if (wasPaid(order.statusVal)) throw new AppError('CONFLICT', 'This order is already paid.');
  const provider = paymentProvider(ctx);
  if (order.paymentIntentId && order.clientSecret) {
    return { clientSecret: order.clientSecret, publishableKey: provider.publishableKey };
  }
  const intent = await provider.createIntent({
    amountCents: chargeCentsOf(order),
    currency: order.currency,
    idempotencyKey: order.id,
    metadata: {
      orderId: order.id,
      transactionId: order.transactionId,
      businessId: order.businessId ?? '',
    },
    destination: order.stripe.destination,
  });
  await repo.setOrderIntent(ctx.db, order.id, intent.id, intent.clientSecret);
  return { clientSecret: intent.clientSecret, publishableKey: provider.publishableKey };
}

/** Makes the intent's amount match the order before charging (quantity may have changed). */
async function syncIntentAmount(ctx: AppContext, order: repo.OrderRow, intentId: string) {
  const provider = paymentProvider(ctx);
  const intent = await provider.retrieveIntent(intentId);
  if (intent.status !== 'succeeded' && intent.amountCents !== chargeCentsOf(order)) {
    await provider.updateIntentAmount(intentId, chargeCentsOf(order));
  }
}

/**
 * The order of an intent that already succeeded at the provider (3-D Secure completed in the
 * browser, a webhook not yet arrived), brought to paid the webhook's way; null when the intent
 * has not succeeded.
 */
async function paidAtProvider(ctx: AppContext, order: repo.OrderRow, intentId: string) {
  const intent = await paymentProvider(ctx).retrieveIntent(intentId);
  if (intent.status !== 'succeeded') return null;
  await markOrderPaid(ctx, intent.id, intent.card, intent);
  const now = (await repo.findOrderById(ctx.db, order.id))!;
  if (!wasPaid(now.statusVal)) throw new AppError('CONFLICT', NOT_PAYABLE);
  return now;
}

/**
 * POST /api/stripe/{transactionId}. An intent that already succeeded only marks the order paid
 * (no second confirm). Otherwise one confirm claims the order (150 -> 140, compare-and-set);
 * concurrent or repeated calls get the paid order or a 409, never a second charge. A decline
 * puts the order back to 150 and answers 402 with the processor's message.
 */
export async function confirmOrderPayment(
  ctx: AppContext,
  actor: OrderActor,
  transactionId: string,
  method: PaymentMethodInput,
) {
  let order = await findOwnedOrder(actor, () => repo.findOrderByTransaction(ctx.db, transactionId));
  if (wasPaid(order.statusVal)) return { order: toOrderDto(order), alreadyPaid: true };
  if (!(UNPAID_STATUSES as readonly number[]).includes(order.statusVal)) {
    throw new AppError('CONFLICT', NOT_PAYABLE);
  }
  if (order.paymentIntentId) {
    const paid = await paidAtProvider(ctx, order, order.paymentIntentId);
    if (paid) return { order: toOrderDto(paid), alreadyPaid: true };
  }
  // A live claim is another confirm at work; an expired one was left by a stopped process.
  if (leaseLive(order)) throw new AppError('CONFLICT', ALREADY_PAYING);
  if (!order.paymentIntentId) {
    await ensureIntent(ctx, actor, order.id);
    order = (await repo.findOrderById(ctx.db, order.id))!;
  }
  const intentId = order.paymentIntentId!;
  const claimed = await claimPayment(ctx.db, order.id);
  if (!claimed) {
    const now = (await repo.findOrderById(ctx.db, order.id))!;
    if (wasPaid(now.statusVal)) return { order: toOrderDto(now), alreadyPaid: true };
    throw new AppError(
      'CONFLICT',
      now.statusVal === PAYMENT_PENDING ? ALREADY_PAYING : NOT_PAYABLE,
    );
  }
  ctx.realtime.save('order', toOrderDto(claimed), { users: [claimed.userId] });

  const provider = paymentProvider(ctx);
  let result;
  try {
    await syncIntentAmount(ctx, claimed, intentId);
    result = await provider.confirmIntent(intentId, method);
  } catch (err) {
    // Unknown outcome: ask the processor; the order is paid only if the intent succeeded.
    await settleOrder(ctx, claimed.id, intentId, new Date(Date.now() + 1000)).catch((e) =>
      ctx.log.error({ err: e, orderId: claimed.id }, 'settling after a failed confirm failed'),
    );
    throw err;
  }
  if (result.status === 'succeeded') {
    await markOrderPaid(ctx, intentId, result.card);
    const paid = (await repo.findOrderById(ctx.db, order.id))!;
    // Charged, but the held time was gone or its platform said no: refunded, and told why.
    if (paid.error === BOOKING_LOST || paid.error === PLATFORM_REFUSED)
      throw new AppError('CONFLICT', paid.error);
    return { order: toOrderDto(paid), alreadyPaid: false };
  }
  const reopened = await repo.updateOrderIfStatus(ctx.db, { id: order.id }, [PAYMENT_PENDING], {
    statusVal: 150,
    status: statusInfo(150),
    error: result.declineMessage ?? TEXT.paymentProblem,
  });
  if (reopened) ctx.realtime.save('order', toOrderDto(reopened), { users: [reopened.userId] });
  throw new AppError('PAYMENT_FAILED', TEXT.paymentProblem, undefined, {
    declineMessage: result.declineMessage ?? TEXT.paymentProblem,
  });
}

/**
 * Settles one unpaid order from its intent: succeeded -> paid; a 140 claim made before
 * `claimedBefore` that did not succeed goes back to 150. Returns true when it became paid.
 */
export async function settleOrder(
  ctx: AppContext,
  orderId: string,
  intentId: string,
  claimedBefore: Date,
): Promise<boolean> {
  const intent = await paymentProvider(ctx).retrieveIntent(intentId);
  if (intent.status === 'succeeded') {
    return !!(await markOrderPaid(ctx, intentId, intent.card, intent));
  }
  if (intent.status !== 'processing') {
    const reopened = await repo.releaseStaleClaim(ctx.db, orderId, PAYMENT_PENDING, claimedBefore, {
      statusVal: 150,
      status: statusInfo(150),
    });
    if (reopened) ctx.realtime.save('order', toOrderDto(reopened), { users: [reopened.userId] });
  }
  return false;
}

/**
 * A verified webhook event. A signature proves who sent it, not that the money is there: for a
 * success the intent is fetched from the provider, and the order becomes paid (idempotent) only
 * if the provider says it succeeded with the order's amount and currency. A failure keeps the
 * error on an unpaid order.
 */
export async function handlePaymentEvent(ctx: AppContext, event: PaymentEvent) {
  const announced = event.intent;
  if (!announced) return;
  if (event.type === 'payment_intent.succeeded') {
    const intent = await paymentProvider(ctx).retrieveIntent(announced.id);
    if (intent.status !== 'succeeded') {
      ctx.log.warn(
        { eventId: event.id, intentId: intent.id, status: intent.status },
        'webhook says succeeded but the provider does not; order left as it is',
      );
      return;
    }
    await markOrderPaid(ctx, intent.id, intent.card, intent);
  } else if (event.type === 'payment_intent.payment_failed') {
    await repo.updateOrderIfStatus(ctx.db, { intentId: announced.id }, UNPAID_STATUSES, {
      error: announced.lastError ?? TEXT.paymentProblem,
    });
  }
}
