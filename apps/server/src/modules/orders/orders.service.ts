import {
  CUSTOMER_SETTABLE_STATUSES,
  NAME_REQUIRED,
  PLACED_ORDER_STATUS,
  TEXT,
  type createOrderBody,
  type updateStatusBody,
} from '@jaunt/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newCode, newToken, hashToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { paymentProvider } from '../payments/provider-registry.ts';
import { PAYABLE_STATUSES, isPayable, statusInfo, wasPaid } from './order-states.ts';
import { findBookable } from '../availability/availability.repo.ts';
import { platformOf } from '../availability/platform-calendar.ts';
import { liveHoldFor } from '../availability/holds.service.ts';
import { priceOrder, type PricedOrder } from './order-pricing.ts';
import { toOrderDto } from './orders.presenter.ts';
import { canReadOrder, findOwnedOrder, isOrderOwner, type OrderActor } from './orders.policy.ts';
import * as repo from './orders.repo.ts';
import { sendPurchaseCompleteMail } from './purchase-mail.ts';
import { bookedItemName } from './item-name.ts';

type CreateOrder = z.output<typeof createOrderBody>;

/** The money columns of an order from its priced line. */
function pricedColumns(p: PricedOrder, quantity: number) {
  const t = p.totals;
  const item = {
    sku: p.variant.experienceSku,
    name: `${p.product.name} - ${p.variant.name}`,
    image: p.variant.image || p.product.featuredImage,
    quantity,
    priceCents: p.variant.priceCents,
    partner: p.product.sku,
  };
  return {
    items: [item],
    people: [{ name: p.variant.name, priceCents: p.variant.priceCents, quantity }],
    shipping: {
      totalCents: t.totalCents,
      taxCents: t.taxCents,
      feeCents: t.feeCents,
      afterTaxCents: t.afterTaxCents,
      couponAmountCents: p.couponAmountCents,
    },
    tax: p.taxMultiplier,
    currency: p.currency,
    couponCode: p.couponCode,
  };
}

const HELD_OTHER_SKU = 'This hold is for another experience.';
const CHOOSE_A_TIME = 'Choose a date and time for this experience first.';

/**
 * The columns of an order that books a held time: one item and one people line per ticket type
 * (so a refund can be per ticket type), the slot's local date and time, and the hold's uuid as
 * the booking id (the payment confirms it).
 */
function bookedColumns(p: PricedOrder, held: Awaited<ReturnType<typeof liveHoldFor>>) {
  const start = held.view.localDateTimeStart;
  const units = held.row.units.filter((u) => u.quantity > 0);
  return {
    items: units.map((u) => ({
      sku: p.variant.experienceSku,
      name: bookedItemName(p.product.name, p.variant.name, u.label),
      image: p.variant.image || p.product.featuredImage,
      quantity: u.quantity,
      priceCents: u.priceCents,
      partner: p.product.sku,
    })),
    people: units.map((u) => ({ name: u.label, priceCents: u.priceCents, quantity: u.quantity })),
    entered: { status: false, bookingDate: start.slice(0, 10), bookingTime: start.slice(11, 16) },
    integration: { bookingId: held.row.id },
  };
}

/** True when the variant is sold by the seat: a native schedule or its platform's calendar. */
async function onCalendar(ctx: AppContext, sku: string) {
  const b = await findBookable(ctx.db, sku);
  return !!b && (!!b.schedule || !!platformOf(ctx, b));
}

/**
 * Places an order priced from the catalogue (status 150 'Stripe Checkout Incomplete'), saves the
 * phone, and opens its payment intent (idempotency key = order id).
 */
export async function createOrder(ctx: AppContext, user: AuthUser | null, body: CreateOrder) {
  // Every signed-in role buys with its account; a guest buys with an email (decision 039).
  if (!user && !body.email) throw badRequest(TEXT.enterValidEmail, { email: TEXT.enterValidEmail });
  if (!user && !body.name) throw badRequest(NAME_REQUIRED, { name: NAME_REQUIRED });
  const held = body.holdUuid ? await liveHoldFor(ctx.db, user, body.holdUuid) : null;
  // An experience on a calendar is sold by the seat: without a hold nothing would stop overselling.
  if (!held && (await onCalendar(ctx, body.sku)))
    throw badRequest(CHOOSE_A_TIME, { holdUuid: CHOOSE_A_TIME });
  if (held && held.view.experienceSku !== body.sku)
    throw badRequest(HELD_OTHER_SKU, { holdUuid: HELD_OTHER_SKU });
  const priced = await priceOrder(ctx.db, {
    ...body,
    ...(held ? { quantity: held.row.seats, subtotalCents: held.row.priceCents } : {}),
  });
  const access = newToken();
  const name = body.name ?? (user!.name || `${user!.firstName} ${user!.lastName}`.trim());
  const [first = '', ...rest] = name.split(/\s+/);
  const order = await repo.insertOrder(ctx.db, {
    transactionId: newCode(16),
    businessId: priced.product.businessId,
    userId: user?.id ?? null,
    name,
    firstName: user ? user.firstName : first,
    lastName: user ? user.lastName : rest.join(' '),
    email: user ? user.email : body.email!,
    phone: body.phone,
    statusVal: PLACED_ORDER_STATUS.val,
    status: statusInfo(PLACED_ORDER_STATUS.val),
    accessTokenHash: hashToken(access),
    stripe: priced.destination ? { destination: priced.destination } : {},
    ...pricedColumns(priced, body.quantity),
    ...(held ? bookedColumns(priced, held) : {}),
  });
  if (user) await repo.saveUserPhone(ctx.db, user.id, body.phone);
  let withIntent: repo.OrderRow;
  try {
    const intent = await paymentProvider(ctx).createIntent({
      amountCents: priced.totals.cardChargeCents,
      currency: priced.currency,
      idempotencyKey: order.id,
      metadata: {
        orderId: order.id,
        transactionId: order.transactionId,
        businessId: order.businessId ?? '',
      },
      destination: priced.destination,
    });
    withIntent = (await repo.setOrderIntent(ctx.db, order.id, intent.id, intent.clientSecret))!;
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'payment intent creation failed');
    throw new AppError('INTERNAL', TEXT.orderCreationFailed);
  }
  ctx.realtime.save('order', toOrderDto(withIntent), { users: [withIntent.userId] });
  return {
    order: toOrderDto(withIntent),
    clientSecret: withIntent.clientSecret ?? '',
    ...(paymentProvider(ctx).publishableKey
      ? { publishableKey: paymentProvider(ctx).publishableKey }
      : {}),
    access,
  };
}

export async function listMyOrders(ctx: AppContext, user: AuthUser, q?: string) {
  const rows = await repo.listUserOrders(ctx.db, user.id, q || undefined);
  return rows.map(toOrderDto);
}

/** One order by transaction code for its owner, staff or the holder of its access token. */
export async function getByTransaction(
  ctx: AppContext,
  user: AuthUser | null,
  transactionId: string,
  accessToken?: string,
) {
  const order = await repo.findOrderByTransaction(ctx.db, transactionId);
  if (!order || !canReadOrder(user, order, accessToken)) throw notFound('Order not found');
  return toOrderDto(order);
}

/** The caller's own order by id (404 for anybody else's). */
const NOT_CHANGEABLE = 'This order can no longer be changed.';

/** New quantity of an unpaid placed order: totals recomputed, intent amount updated. */
export async function updateQuantity(
  ctx: AppContext,
  actor: OrderActor,
  id: string,
  quantity: number,
) {
  const order = await findOwnedOrder(actor, () => repo.findOrderById(ctx.db, id));
  if (order.statusVal !== PLACED_ORDER_STATUS.val) throw new AppError('CONFLICT', NOT_CHANGEABLE);
  if (order.integration.bookingId)
    throw new AppError('CONFLICT', 'Change the tickets of a booked time on the experience page.');
  const sku = order.items[0]?.sku ?? '';
  const priced = await priceOrder(ctx.db, { sku, quantity, couponCode: order.couponCode });
  const updated = await repo.updateOrderIfStatus(
    ctx.db,
    { id: order.id },
    [PLACED_ORDER_STATUS.val],
    {
      ...pricedColumns(priced, quantity),
    },
  );
  if (!updated) throw new AppError('CONFLICT', NOT_CHANGEABLE);
  if (updated.paymentIntentId) {
    // A confirm re-checks the amount before charging, so a failure here is not fatal.
    await paymentProvider(ctx)
      .updateIntentAmount(updated.paymentIntentId, priced.totals.cardChargeCents)
      .catch((err) => ctx.log.warn({ err, orderId: id }, 'intent amount update failed'));
  }
  ctx.realtime.save('order', toOrderDto(updated), { users: [updated.userId] });
  return toOrderDto(updated);
}

/** The consumer's own pre-payment steps (e.g. back to 150 with a phone); never paid. */
export async function updateCustomerStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  body: z.output<typeof updateStatusBody>,
) {
  const val = typeof body.status === 'number' ? body.status : body.status.val;
  if (!(CUSTOMER_SETTABLE_STATUSES as readonly number[]).includes(val)) {
    throw badRequest('This status cannot be set.', { status: 'This status cannot be set.' });
  }
  const order = await findOwnedOrder({ user }, () => repo.findOrderById(ctx.db, id));
  if (!isPayable(order.statusVal)) throw new AppError('CONFLICT', NOT_CHANGEABLE);
  const updated = await repo.updateOrderIfStatus(ctx.db, { id: order.id }, PAYABLE_STATUSES, {
    statusVal: val,
    status: statusInfo(val),
    phone: body.phone,
  });
  if (!updated) throw new AppError('CONFLICT', NOT_CHANGEABLE);
  ctx.realtime.save('order', toOrderDto(updated), { users: [updated.userId] });
  return toOrderDto(updated);
}

/** POST /api/email-service/customer/purchase-complete: the owner's paid order, mailed once. */
export async function requestPurchaseMail(ctx: AppContext, user: AuthUser, transactionId: string) {
  const order = await repo.findOrderByTransaction(ctx.db, transactionId);
  if (!order || !isOrderOwner(user, order)) throw notFound('Order not found');
  if (!wasPaid(order.statusVal)) throw new AppError('CONFLICT', 'This order is not paid yet.');
  return { sent: await sendPurchaseCompleteMail(ctx, order) };
}

/**
 * POST /api/orders/claim/{transactionId}: a guest who made an account after buying takes the
 * purchase into it, proving it with the order's access token. Only an order without an account
 * can be claimed, and only once (compare-and-set on user_id).
 */
export async function claimGuestOrder(ctx: AppContext, actor: OrderActor, transactionId: string) {
  const user = actor.user!;
  const order = await findOwnedOrder(actor, () =>
    repo.findOrderByTransaction(ctx.db, transactionId),
  );
  if (order.userId) return toOrderDto(order);
  const claimed = await repo.claimGuestOrder(ctx.db, order.id, user.id);
  if (!claimed) throw notFound('Order not found');
  ctx.realtime.save('order', toOrderDto(claimed), { users: [user.id] });
  return toOrderDto(claimed);
}
