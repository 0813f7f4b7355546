import { formatPrice } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { chargeCentsOf } from './orders.presenter.ts';
import {
  claimPurchaseMail,
  findBusinessNotes,
  releasePurchaseMail,
  type OrderRow,
} from './orders.repo.ts';

/** Composes and sends the purchase-complete mail of an order (no once-only claim). */
export async function deliverPurchaseMail(ctx: AppContext, order: OrderRow): Promise<void> {
  const business = await findBusinessNotes(ctx.db, order.businessId);
  const item = order.items[0];
  const link = `${ctx.config.publicUrl}/purchase-complete?transactionId=${order.transactionId}`;
  const lines = [
    `Hi ${order.firstName || order.name || 'there'},`,
    '',
    `Thank you for your purchase with ${ctx.config.BRAND_NAME}!`,
    '',
    `Experience: ${item?.name ?? ''}`,
    ...(order.entered.bookingDate
      ? [`When: ${order.entered.bookingDate} at ${order.entered.bookingTime ?? ''} (local time)`]
      : []),
    ...(order.integration.bookingId
      ? [`Tickets: ${order.people.map((p) => `${p.quantity} x ${p.name}`).join(', ')}`]
      : [`Quantity: ${item?.quantity ?? 0}`]),
    `Total charged: ${formatPrice(chargeCentsOf(order), order.currency)}`,
    `Transaction code: ${order.transactionId}`,
    ...(business?.name ? [`Provided by: ${business.name}`] : []),
    ...(business?.notes ? ['', 'How to redeem:', business.notes] : []),
    '',
    `Your purchase: ${link}`,
  ];
  await ctx.mailer.send({
    to: order.email,
    subject: `Your ${ctx.config.BRAND_NAME} purchase: ${item?.name ?? order.transactionId}`,
    text: lines.join('\n'),
    kind: 'purchase-complete',
    link,
  });
}

/**
 * Sends the purchase-complete mail of a paid order once: the first caller claims it (a
 * conditional update), everyone after gets false. A failed send releases the claim.
 */
export async function sendPurchaseCompleteMail(ctx: AppContext, order: OrderRow): Promise<boolean> {
  if (!order.email) return false;
  const claimed = await claimPurchaseMail(ctx.db, order.id);
  if (!claimed) return false;
  try {
    await deliverPurchaseMail(ctx, order);
    return true;
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'purchase-complete mail failed');
    await releasePurchaseMail(ctx.db, order.id);
    throw err;
  }
}
