import { eq } from 'drizzle-orm';
import {
  toDollars,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrdersQuery,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { statusInfo, wasPaid } from '../orders/order-states.ts';
import { chargeCentsOf, toOrderDto } from '../orders/orders.presenter.ts';
import { findOrderById, findOrderByTransaction, type OrderRow } from '../orders/orders.repo.ts';
import { deliverPurchaseMail } from '../orders/purchase-mail.ts';
import * as repo from './order-admin.repo.ts';

const row = (o: OrderRow) => ({
  _id: o.id,
  transactionId: o.transactionId,
  orderNo: o.orderNo,
  orderDate: o.orderDate.toISOString(),
  name: o.name || `${o.firstName} ${o.lastName}`.trim(),
  email: o.email,
  businessId: o.businessId,
  itemName: o.items[0]?.name ?? '',
  quantity: o.items.reduce((n, i) => n + i.quantity, 0),
  orderTotal: toDollars(chargeCentsOf(o)),
  currency: o.currency,
  bookingCode: o.bookingCode,
  status: { val: o.statusVal, name: toOrderDto(o).status.name },
});

export async function listOrders(ctx: AppContext, q: AdminOrdersQuery): Promise<AdminOrderPage> {
  const page = await repo.listAdminOrders(ctx.db, {
    search: q.search || undefined,
    filter: q.filter ?? 'all',
    cursor: q.cursor,
  });
  return { rows: page.rows.map(row), nextCursor: page.nextCursor };
}

async function orderOr404(ctx: AppContext, id: string) {
  const order = await findOrderById(ctx.db, id);
  if (!order) throw notFound('Order not found');
  return order;
}

/** The purchase with its refunds and every staff action on it. */
export async function orderDetail(ctx: AppContext, id: string): Promise<AdminOrderDetail> {
  const order = await orderOr404(ctx, id);
  const [refunds, events, reserved] = await Promise.all([
    repo.listRefunds(ctx.db, id),
    repo.listEvents(ctx.db, id),
    repo.reservedRefundCents(ctx.db, id),
  ]);
  return {
    order: toOrderDto(order),
    refunds: refunds.map((r) => ({
      id: r.id,
      key: r.requestKey,
      amount: toDollars(r.amountCents),
      lines: r.lines,
      state: r.state as 'pending' | 'processing' | 'succeeded' | 'failed',
      error: r.error,
      by: r.actorEmail,
      created: r.created.toISOString(),
    })),
    history: events.map((e) => ({
      action: e.action,
      detail: e.detail,
      by: e.actorEmail,
      created: e.created.toISOString(),
    })),
    refundable: toDollars(Math.max(0, chargeCentsOf(order) - reserved)),
  };
}

/** PUT /api/orders/admin/updateStatus/{transactionId}: one of the admin-settable codes. */
export async function setStatus(
  ctx: AppContext,
  actor: AuthUser,
  transactionId: string,
  status: number,
) {
  const before = await findOrderByTransaction(ctx.db, transactionId);
  if (!before) throw notFound('Order not found');
  const updated = await ctx.db.transaction(async (tx) => {
    const [o] = await tx
      .update(orders)
      .set({ statusVal: status, status: statusInfo(status), updated: new Date() })
      .where(eq(orders.id, before.id))
      .returning();
    await repo.addEvent(tx, o.id, actor, 'status', { from: before.statusVal, to: status });
    return o;
  });
  ctx.realtime.save('order', toOrderDto(updated), { users: [updated.userId] });
  return toOrderDto(updated);
}

/** Sends the purchase mail again (a paid order with an email), and notes who did. */
export async function resendMail(ctx: AppContext, actor: AuthUser, id: string) {
  const order = await orderOr404(ctx, id);
  if (!order.email) throw new AppError('CONFLICT', 'This order has no email address to send to.');
  if (!wasPaid(order.statusVal))
    throw new AppError('CONFLICT', 'Only a paid order has a purchase email to send.');
  await deliverPurchaseMail(ctx, order);
  await repo.addEvent(ctx.db, id, actor, 'mail-resent', { to: order.email });
  return { sent: true, to: order.email };
}
