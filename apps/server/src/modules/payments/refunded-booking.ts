/**
 * A fully refunded order gives its time back (issue 11): its seats return to sale, and a booking
 * on the partner's platform is cancelled there. The seats are released inside the refund's own
 * transaction (under the slot's row lock, like every change of a slot's counters). The platform
 * is asked after that commits: a hold waits in platform_state 'cancel-pending' until the
 * platform has answered, and reconcile asks again after an outage or a crash. Cancelling twice
 * is fine on every platform, so a retry never does harm.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { availabilityHolds, availabilitySlots, orderEvents } from '../../db/schema/index.ts';
import { addToSlot, findBookable, lockSlot } from '../availability/availability.repo.ts';
import { platformOf } from '../availability/platform-calendar.ts';
import { SOURCE_LABEL } from '../booking-sources/booking-source.ts';
import { holdWithSlot } from './platform-booking.ts';

export interface ReleasedHold {
  uuid: string;
  seats: number;
  /** The time is on a partner's platform: its booking there is to be cancelled. */
  onPlatform: boolean;
}

/**
 * Inside the transaction that marks the order fully refunded: every confirmed hold of the order
 * turns CANCELLED and its seats leave the slot's `sold`. A second call finds nothing to release.
 */
export async function releaseRefundedHolds(tx: Tx, orderId: string): Promise<ReleasedHold[]> {
  const booked = await tx
    .select({ id: availabilityHolds.id, slotId: availabilityHolds.slotId })
    .from(availabilityHolds)
    .where(and(eq(availabilityHolds.orderId, orderId), eq(availabilityHolds.state, 'CONFIRMED')));
  const released: ReleasedHold[] = [];
  for (const { id, slotId } of booked) {
    // Lock order of every slot writer: the slot row first, then its hold.
    const slot = await lockSlot(tx, slotId);
    const [hold] = await tx
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, id))
      .for('update');
    if (!slot || hold?.state !== 'CONFIRMED') continue;
    const onPlatform = slot.externalId !== null;
    await tx
      .update(availabilityHolds)
      .set({ state: 'CANCELLED', ...(onPlatform ? { platformState: 'cancel-pending' } : {}) })
      .where(eq(availabilityHolds.id, id));
    await addToSlot(tx, slotId, { sold: -Math.min(hold.seats, slot.sold) });
    released.push({ uuid: id, seats: hold.seats, onPlatform });
  }
  return released;
}

export type CancelOutcome = 'cancelled' | 'pending';

/**
 * Cancels the platform booking of a released hold (by the platform's booking id, else its
 * reservation, else our uuid, which FareHarbor and OCTO use as theirs). 'pending' when the
 * platform could not be reached: reconcile asks again. The order's history records the answer.
 */
export async function cancelOnPlatform(
  ctx: AppContext,
  uuid: string,
  actor: { id: string | null; email: string } = { id: null, email: '' },
): Promise<CancelOutcome> {
  const found = await holdWithSlot(ctx, uuid);
  if (found?.hold.platformState !== 'cancel-pending') return 'cancelled';
  const bookable = await findBookable(ctx.db, found.experienceSku);
  const platform = bookable ? platformOf(ctx, bookable) : null;
  const orderId = found.hold.orderId!;
  const note = (action: string, detail: Record<string, unknown>) =>
    ctx.db
      .insert(orderEvents)
      .values({ orderId, action, detail, actorId: actor.id, actorEmail: actor.email });
  if (!platform) return 'pending';
  const bookingId = found.hold.platformBookingId ?? found.hold.reservationId ?? uuid;
  try {
    await platform.source.cancel(platform.ref, bookingId);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ err, uuid, orderId }, 'refunded booking not cancelled on the platform yet');
    await note('platform-cancel-failed', {
      platform: SOURCE_LABEL[platform.source.name],
      message,
    });
    return 'pending';
  }
  const [done] = await ctx.db
    .update(availabilityHolds)
    .set({ platformState: 'cancelled' })
    .where(
      and(eq(availabilityHolds.id, uuid), eq(availabilityHolds.platformState, 'cancel-pending')),
    )
    .returning({ id: availabilityHolds.id });
  if (done)
    await note('platform-cancelled', { platform: SOURCE_LABEL[platform.source.name], bookingId });
  return 'cancelled';
}

/** Refunded platform bookings still waiting for the platform's cancellation. */
const listPendingPlatformCancellations = (ctx: AppContext) =>
  ctx.db
    .select({ uuid: availabilityHolds.id })
    .from(availabilityHolds)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, availabilityHolds.slotId))
    .where(
      and(
        eq(availabilityHolds.platformState, 'cancel-pending'),
        sql`${availabilitySlots.externalId} is not null`,
      ),
    );

/**
 * Asks the platforms again for every refunded booking still 'cancel-pending' (run on start-up by
 * reconcile and on the poll period); returns how many were cancelled.
 */
export async function retryPlatformCancellations(ctx: AppContext): Promise<number> {
  let cancelled = 0;
  for (const p of await listPendingPlatformCancellations(ctx)) {
    try {
      if ((await cancelOnPlatform(ctx, p.uuid)) === 'cancelled') cancelled++;
    } catch (err) {
      ctx.log.warn({ err, hold: p.uuid }, 'could not cancel a refunded booking on its platform');
    }
  }
  return cancelled;
}
