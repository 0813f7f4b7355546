/**
 * The booking on a partner's platform, made after the charge succeeded (issue 11: pay only
 * against a live hold; confirm the booking after the charge; if the platform refuses, refund
 * automatically and tell the consumer). The order is already paid and its local seats sold when
 * this runs; the hold's `platform_state` records the outcome so a retry (a second webhook,
 * reconcile after a crash) never books or refunds twice: the platform call itself is idempotent
 * on the booking uuid, the refund on its key.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { availabilityHolds, availabilitySlots, orders, variants } from '../../db/schema/index.ts';
import { SourceRefusedError } from '../booking-sources/booking-source.ts';
import { findBookable } from '../availability/availability.repo.ts';
import { platformOf } from '../availability/platform-calendar.ts';
import { PAID, statusInfo } from '../orders/order-states.ts';
import { toOrderDto } from '../orders/orders.presenter.ts';
import * as repo from '../orders/orders.repo.ts';
import { paymentProvider } from './provider-registry.ts';

const FULLY_REFUNDED = 700;

export const PLATFORM_REFUSED =
  'The booking system turned this time down after your payment, so it is not booked. Your payment has been refunded in full.';

export type PlatformOutcome = 'none' | 'confirmed' | 'refused' | 'pending';

/** A hold with its slot's platform id and the variant's sku. */
export async function holdWithSlot(ctx: AppContext, uuid: string) {
  const [row] = await ctx.db
    .select({
      hold: availabilityHolds,
      externalId: availabilitySlots.externalId,
      startUtc: availabilitySlots.startUtc,
      experienceSku: variants.experienceSku,
    })
    .from(availabilityHolds)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, availabilityHolds.slotId))
    .innerJoin(variants, eq(variants.id, availabilitySlots.variantId))
    .where(eq(availabilityHolds.id, uuid));
  return row ?? null;
}

const markPlatform = (
  ctx: AppContext,
  uuid: string,
  state: 'confirmed' | 'refused',
  bookingId?: string,
) =>
  ctx.db
    .update(availabilityHolds)
    .set({ platformState: state, platformBookingId: bookingId ?? null })
    .where(and(eq(availabilityHolds.id, uuid), isNull(availabilityHolds.platformState)))
    .returning({ id: availabilityHolds.id });

/**
 * Books the paid hold `uuid` on its platform: 'none' for a native time, 'confirmed' (the
 * platform's number is on the order), 'refused' (the order was refunded in full and ends 700
 * with PLATFORM_REFUSED), or 'pending' when the platform could not be reached (reconcile tries
 * again; the money stays until it answers).
 */
export async function bookOnPlatform(
  ctx: AppContext,
  uuid: string,
  intentId: string,
): Promise<PlatformOutcome> {
  const found = await holdWithSlot(ctx, uuid);
  if (!found?.externalId || !found.hold.orderId) return 'none';
  const state = found.hold.platformState;
  // A refunded booking ('cancel-pending', 'cancelled') is not booked again.
  if (state) return state === 'confirmed' || state === 'refused' ? state : 'none';
  const bookable = await findBookable(ctx.db, found.experienceSku);
  const platform = bookable ? platformOf(ctx, bookable) : null;
  if (!platform) return 'pending';
  const order = await repo.findOrderById(ctx.db, found.hold.orderId);
  if (!order) return 'none';
  try {
    const booked = await platform.source.confirm(
      platform.ref,
      { id: found.externalId, startUtc: found.startUtc.toISOString() },
      found.hold.units.map((u) => ({ id: u.id, quantity: u.quantity })),
      uuid,
      found.hold.reservationId,
      {
        name: order.name || `${order.firstName} ${order.lastName}`.trim(),
        email: order.email,
        phone: order.phone || undefined,
      },
    );
    await markPlatform(ctx, uuid, 'confirmed', booked.bookingId);
    const saved = await ctx.db
      .update(orders)
      .set({
        integration: sql`${orders.integration} || ${JSON.stringify({ bookingNumber: booked.bookingNumber })}::jsonb`,
        updated: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (saved[0]) ctx.realtime.save('order', toOrderDto(saved[0]), { users: [saved[0].userId] });
    return 'confirmed';
  } catch (err) {
    if (!(err instanceof SourceRefusedError)) {
      ctx.log.warn({ err, uuid, orderId: order.id }, 'paid, platform booking not made yet');
      return 'pending';
    }
    ctx.log.warn(
      { uuid, orderId: order.id, detail: err.detail },
      'platform refused a paid booking',
    );
    await refundRefused(ctx, order.id, intentId, uuid);
    return 'refused';
  }
}

/** The platform said no after the charge: refund once, give the seats back, tell the consumer. */
async function refundRefused(ctx: AppContext, orderId: string, intentId: string, uuid: string) {
  await paymentProvider(ctx).refund(intentId, undefined, `platform-refused-${intentId}`);
  await ctx.db.transaction(async (tx) => {
    const [hold] = await tx
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, uuid))
      .for('update');
    if (hold?.platformState) return;
    await tx
      .update(availabilitySlots)
      .set({ sold: sql`greatest(${availabilitySlots.sold} - ${hold.seats}, 0)` })
      .where(eq(availabilitySlots.id, hold.slotId));
    await tx
      .update(availabilityHolds)
      .set({ state: 'CANCELLED', platformState: 'refused' })
      .where(eq(availabilityHolds.id, uuid));
  });
  const refunded = await repo.updateOrderIfStatus(ctx.db, { id: orderId }, [PAID], {
    statusVal: FULLY_REFUNDED,
    status: statusInfo(FULLY_REFUNDED),
    error: PLATFORM_REFUSED,
    refundDate: new Date(),
  });
  if (refunded) ctx.realtime.save('order', toOrderDto(refunded), { users: [refunded.userId] });
}

/** Paid platform holds whose booking was never confirmed nor refused (a crash, a platform outage). */
export async function listPendingPlatformBookings(ctx: AppContext) {
  return ctx.db
    .select({ uuid: availabilityHolds.id, intentId: orders.paymentIntentId })
    .from(availabilityHolds)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, availabilityHolds.slotId))
    .innerJoin(orders, sql`${orders.id}::text = ${availabilityHolds.orderId}`)
    .where(
      and(
        eq(availabilityHolds.state, 'CONFIRMED'),
        isNull(availabilityHolds.platformState),
        sql`${availabilitySlots.externalId} is not null`,
      ),
    );
}
