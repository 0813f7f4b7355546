import {
  PARTNER_ORDER_FILTERS,
  PAYOUT_TIME_ZONE,
  bookingCode as normaliseCode,
  bookingDateIssue,
  commissionPercent,
  findStatusFilter,
  isPaidUnredeemed,
  payoutAmountCents,
  redeemBookingDay,
  toDollars,
  type dailyPurchasesQuery,
  type partnerOrdersQuery,
  type redeemBody,
} from '@jaunt/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { statusInfo } from '../orders/order-states.ts';
import { toOrderDto } from '../orders/orders.presenter.ts';
import * as orderRepo from '../orders/orders.repo.ts';
import { findPayoutsByOrders, insertPayout } from '../payouts/payouts.repo.ts';
import { GROUP_PAYOUT_SCHEDULED, PAYOUT_SCHEDULED } from '../payouts/payouts.service.ts';
import {
  assertPartnerOrAdmin,
  assertPartnerSide,
  canRedeem,
  seesAllBusinesses,
} from './partner-orders.policy.ts';
import {
  isPaidThroughFareHarbor,
  partnerPayoutDate,
  toPartnerOrderDto,
} from './partner-orders.presenter.ts';
import * as repo from './partner-orders.repo.ts';

type ListQuery = z.output<typeof partnerOrdersQuery>;

/** Orders with their businesses and payouts, as the partner sees them. */
async function present(ctx: AppContext, rows: orderRepo.OrderRow[]) {
  const ids = [...new Set(rows.map((r) => r.businessId).filter((b): b is string => !!b))];
  const [businesses, payouts] = await Promise.all([
    repo.findBusinesses(ctx.db, ids),
    findPayoutsByOrders(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const byBusiness = new Map(businesses.map((b) => [b.businessId, b]));
  const byOrder = new Map(payouts.map((p) => [p.orderId, p]));
  return rows.map((o) =>
    toPartnerOrderDto(o, byBusiness.get(o.businessId ?? ''), byOrder.get(o.id)),
  );
}

async function list(ctx: AppContext, businessIds: string[] | null, q: ListQuery, code?: string) {
  const rows = await repo.listBusinessOrders(ctx.db, {
    businessIds,
    filter: findStatusFilter(PARTNER_ORDER_FILTERS, q.filter),
    bookingCode: code,
    limit: q.limit,
    offset: q.offset,
  });
  return present(ctx, rows);
}

/** The business codes a user belongs to (null for staff: every business). */
async function memberIds(ctx: AppContext, user: AuthUser): Promise<string[] | null> {
  if (seesAllBusinesses(user)) return null;
  const rows = await repo.findMemberBusinesses(ctx.db, user.id, user.email);
  return rows.map((b) => b.businessId);
}

/** GET /api/orders/partner/{id}: the orders of the businesses partner {id} owns (partner-only). */
export async function listForPartner(
  ctx: AppContext,
  user: AuthUser,
  partnerId: string,
  q: ListQuery,
) {
  assertPartnerOrAdmin(user);
  if (user.role !== 'admin' && partnerId !== user.id) throw forbidden();
  const owned = await repo.findBusinessesOwnedBy(ctx.db, partnerId).catch(() => []);
  return list(
    ctx,
    owned.map((b) => b.businessId),
    q,
  );
}

/** GET /api/orders/staff/: the orders of every business the caller belongs to (staff: all). */
export async function listForStaff(ctx: AppContext, user: AuthUser, q: ListQuery) {
  assertPartnerSide(user);
  return list(ctx, await memberIds(ctx, user), q);
}

/** A business the caller may read: a member's own, or any for staff; 403 otherwise. */
async function readableBusiness(ctx: AppContext, user: AuthUser, businessId: string) {
  assertPartnerSide(user);
  const ids = await memberIds(ctx, user);
  if (ids && !ids.includes(businessId)) throw forbidden();
  const [business] = await repo.findBusinesses(ctx.db, [businessId]);
  if (!business) throw notFound('Business not found');
  return business;
}

/** GET /api/orders/business/{businessId}. */
export async function listForBusiness(
  ctx: AppContext,
  user: AuthUser,
  businessId: string,
  q: ListQuery,
) {
  const business = await readableBusiness(ctx, user, businessId);
  return list(ctx, [business.businessId], q);
}

/** GET /api/orders/bookingCode/{code}: the caller's orders with that booking code. */
export async function listByBookingCode(ctx: AppContext, user: AuthUser, code: string) {
  assertPartnerSide(user);
  const q: ListQuery = { filter: 'all', limit: 50, offset: 0 };
  return list(ctx, await memberIds(ctx, user), q, normaliseCode(code));
}

/** GET /api/orders/staff/businesses: the businesses the caller belongs to. */
export async function myBusinesses(ctx: AppContext, user: AuthUser) {
  assertPartnerSide(user);
  const rows = await repo.findMemberBusinesses(ctx.db, user.id, user.email);
  return Promise.all(
    rows.map(async (b) => ({
      businessId: b.businessId,
      name: b.name,
      market: b.market,
      currency: await repo.marketCurrency(ctx.db, b.market),
      owner: b.userId === user.id,
    })),
  );
}

/** GET /api/orders/business/{businessId}/daily: counted purchases per day of a month. */
export async function dailyPurchases(
  ctx: AppContext,
  user: AuthUser,
  businessId: string,
  q: z.output<typeof dailyPurchasesQuery>,
) {
  const business = await readableBusiness(ctx, user, businessId);
  const rows = await repo.dailyPurchases(
    ctx.db,
    business.businessId,
    q.year,
    q.month,
    PAYOUT_TIME_ZONE,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daysInMonth = new Date(Date.UTC(q.year, q.month, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, i) => {
    const row = byDay.get(i + 1);
    const value = !row ? 0 : q.type === 'Purchases' ? row.count : toDollars(Number(row.cents));
    return { day: i + 1, value };
  });
  const currency = await repo.marketCurrency(ctx.db, business.market);
  return { year: q.year, month: q.month, type: q.type, currency, days };
}

/**
 * PUT /api/stripe/transfer/{id} (redeem): a paid, unredeemed order (290 or 500) of the caller's
 * business gets its booking code and date, entered.status true and status 800 (900 for a group
 * booking), and its payout is scheduled for the payout date, all in one transaction with a
 * compare-and-set on the status: of many concurrent redeems exactly one succeeds.
 */
export async function redeem(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  body: z.output<typeof redeemBody>,
) {
  assertPartnerSide(user);
  const order = await orderRepo.findOrderById(ctx.db, orderId);
  const ids = user.role === 'admin' ? [] : ((await memberIds(ctx, user)) ?? []);
  if (!order || !canRedeem(user, ids, order.businessId)) throw notFound('Order not found');
  if (!isPaidUnredeemed(order.statusVal)) {
    throw new AppError(
      'CONFLICT',
      order.entered.status
        ? 'This order has already been redeemed.'
        : 'Only a paid order that is not yet redeemed can be redeemed.',
    );
  }
  const bookingDay = redeemBookingDay(body.bookingDate);
  const dateIssue = bookingDateIssue(bookingDay, order.orderDate);
  if (dateIssue) throw badRequest(dateIssue, { bookingDate: dateIssue });
  const [business] = await repo.findBusinesses(ctx.db, [order.businessId!]);
  const group = await repo.isGroupSku(ctx.db, order.items[0]?.sku);
  const target = group ? GROUP_PAYOUT_SCHEDULED : PAYOUT_SCHEDULED;
  const amount = payoutAmountCents(
    order.shipping.afterTaxCents,
    business ? commissionPercent(business) : 0,
  );
  const redeemed = await ctx.db.transaction(async (tx) => {
    const row = await orderRepo.updateOrderIfStatus(tx, { id: order.id }, [290, 500], {
      statusVal: target,
      status: statusInfo(target),
      bookingCode: body.bookingCode,
      entered: { status: true, bookingDate: bookingDay },
      error: null,
      partnerInput: `${user.email} redeemed ${new Date().toISOString()}`,
    });
    if (!row) return null;
    // FareHarbor pays a business it takes payments for; our run would send it nothing to a
    // bank account it never gave (decision 040).
    if (amount !== 'manual' && amount > 0 && !isPaidThroughFareHarbor(business)) {
      await insertPayout(tx, {
        orderId: row.id,
        businessId: order.businessId!,
        amountCents: amount,
        currency: row.currency,
        dueDate: partnerPayoutDate(row, business),
      });
    }
    return row;
  });
  if (!redeemed) throw new AppError('CONFLICT', 'This order has already been redeemed.');
  ctx.realtime.save('order', toOrderDto(redeemed), { users: [redeemed.userId] });
  const [dto] = await present(ctx, [redeemed]);
  return dto;
}
