import type { AppContext } from '../../context.ts';
import { UNPAID_STATUSES } from '../orders/order-states.ts';
import { listOrdersAwaitingPayment } from '../orders/orders.repo.ts';
import { CLAIM_LEASE_MS } from './payment-claim.ts';
import { settleOrder } from './payments.service.ts';
import { bookOnPlatform, listPendingPlatformBookings } from './platform-booking.ts';
import { retryPlatformCancellations } from './refunded-booking.ts';

/** Orders older than this are not looked at again. */
const LOOK_BACK_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Nothing lost: asks the payment provider about every unpaid order that has an intent and
 * brings succeeded ones to paid (e.g. the process died between the charge and the order
 * update, and no webhook came). Safe to run at any time and from several processes.
 */
export async function reconcilePendingOrders(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ checked: number; paid: number; booked: number; cancelled: number }> {
  const pending = await listOrdersAwaitingPayment(
    ctx.db,
    UNPAID_STATUSES,
    new Date(now.getTime() - LOOK_BACK_MS),
  );
  let paid = 0;
  for (const order of pending) {
    try {
      const claimedBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
      if (await settleOrder(ctx, order.id, order.paymentIntentId!, claimedBefore)) paid++;
    } catch (err) {
      ctx.log.warn({ err, orderId: order.id }, 'reconcile: could not check the payment');
    }
  }
  if (pending.length) ctx.log.info({ checked: pending.length, paid }, 'payments reconciled');
  // Paid times on a partner's platform not booked there yet (a crash or an outage in between):
  // book them now, or refund when the platform says no.
  let booked = 0;
  for (const p of await listPendingPlatformBookings(ctx)) {
    try {
      if ((await bookOnPlatform(ctx, p.uuid, p.intentId!)) !== 'pending') booked++;
    } catch (err) {
      ctx.log.warn({ err, hold: p.uuid }, 'reconcile: could not book on the platform');
    }
  }
  // Refunded platform bookings the platform has not cancelled yet (it was down, or we crashed).
  const cancelled = await retryPlatformCancellations(ctx);
  return { checked: pending.length, paid, booked, cancelled };
}
