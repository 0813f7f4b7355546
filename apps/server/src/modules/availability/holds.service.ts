/**
 * Seat holds. Every change of a slot's counters happens inside a transaction that first locks
 * the slot row (SELECT ... FOR UPDATE), then releases the slot's expired holds (state EXPIRED,
 * held -= their seats) and only then checks capacity: seats left = capacity - sold - held,
 * where held now counts unexpired holds only. Reads (getAvailability) count unexpired holds
 * directly, so an expired hold frees its seats at once, with no job having to run.
 */
import {
  checkUnits,
  localDateOf,
  marketTimeZone,
  type UnitTypeDef,
  vacanciesOf,
  type HoldDto,
  type HoldSlotBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toHoldDto } from './availability.presenter.ts';
import * as repo from './availability.repo.ts';
import { takeHold } from './hold-batches.ts';
import { SourceRefusedError } from '../booking-sources/booking-source.ts';
import {
  platformAvailability,
  platformDown,
  platformOf,
  unitsOf,
  type PlatformBookable,
} from './platform-calendar.ts';
import {
  findBookableOr404,
  materialise,
  scheduledSlotAt,
  type ScheduledBookable,
} from './availability.service.ts';

export const HOLD_TEXT = {
  noSchedule: 'This experience has no times to book.',
  notOnSchedule: 'That time is not on this experience’s schedule.',
  closed: 'This time is closed for booking.',
  cutoff: 'Booking for this time has closed.',
  soldOut: 'Sorry, this time is sold out.',
  onlyLeft: (n: number) => `Only ${n} ${n === 1 ? 'seat is' : 'seats are'} left at this time.`,
  uuidTaken: 'This booking uuid is already in use.',
  notFound: 'Hold not found',
  expired: 'This hold has expired. Choose the time again.',
  expiredGone: 'This hold has expired and its seats have been taken.',
  cancelled: 'This hold was cancelled.',
  confirmed: 'This booking is confirmed; cancel it through its order.',
  otherOrder: 'This hold is confirmed for another order.',
} as const;

const conflict = (message: string) => new AppError('CONFLICT', message);
const holdMinutes = (ctx: AppContext) => ctx.config.HOLD_MINUTES;

async function holdView(db: Db | Tx, uuid: string): Promise<HoldDto> {
  const view = await repo.findHoldView(db, uuid);
  if (!view) throw notFound(HOLD_TEXT.notFound);
  return toHoldDto(view, marketTimeZone(view.market));
}

/** The hold with this uuid if the caller may see it: its user, or anyone for a guest's hold. */
async function ownedHold(db: Db, user: AuthUser | null, uuid: string) {
  const found = await repo.findHold(db, uuid);
  if (!found || (found.hold.userId && found.hold.userId !== user?.id))
    throw notFound(HOLD_TEXT.notFound);
  return found;
}

/**
 * A live hold the caller may book with (its user's, or a guest's by uuid): ON_HOLD and not
 * expired, else 409 with the reason. For the order that books it.
 */
export async function liveHoldFor(db: Db, user: AuthUser | null, uuid: string) {
  const found = await ownedHold(db, user, uuid);
  if (found.hold.state === 'CONFIRMED') throw conflict(HOLD_TEXT.confirmed);
  if (found.hold.state === 'CANCELLED') throw conflict(HOLD_TEXT.cancelled);
  if (found.hold.state !== 'ON_HOLD' || found.expired) throw conflict(HOLD_TEXT.expired);
  return { row: found.hold, view: await holdView(db, uuid) };
}

/** The slot a hold asks for, materialised if needed, and the schedule's view of it. */
async function resolveSlot(db: Db, b: ScheduledBookable, body: HoldSlotBody) {
  // An availabilityId was looked up with the variant (findBookableOr404's slotId).
  const existing =
    body.availabilityId && b.slotStartUtc
      ? { id: body.availabilityId, startUtc: new Date(b.slotStartUtc) }
      : null;
  if (body.availabilityId && !existing) throw notFound(HOLD_TEXT.notOnSchedule);
  const startUtc = existing?.startUtc ?? new Date(body.startUtc!);
  const gen = scheduledSlotAt(b, startUtc);
  if (!gen) throw notFound(HOLD_TEXT.notOnSchedule);
  if (existing) return { slotId: existing.id, gen };
  const [row] = await materialise(db, b, gen.localDate, gen.localDate).then((rows) =>
    rows.filter((r) => r.slot.startUtc.getTime() === startUtc.getTime()),
  );
  return { slotId: row.slot.id, gen };
}

/**
 * POST /api/bookings/holdSlot: reserves seats for HOLD_MINUTES. Capacity is checked under the
 * slot's row lock; the same uuid again answers the same hold.
 */
export async function holdSlot(ctx: AppContext, user: AuthUser | null, body: HoldSlotBody) {
  try {
    return await newHold(ctx, user, body);
  } catch (e) {
    // A retry of a hold already taken (a double click, a lost answer) gets that hold, even when
    // its time has closed since; the statement itself answers repeats that reach it.
    if (!(e instanceof AppError)) throw e;
    const repeat = await repo.findHold(ctx.db, body.uuid);
    if (repeat) return sameHold(ctx.db, user, repeat.hold);
    throw e;
  }
}

async function newHold(ctx: AppContext, user: AuthUser | null, body: HoldSlotBody) {
  const b = await findBookableOr404(ctx.db, body.experienceSku, body.availabilityId, {
    inTurns: true,
  });
  const platform = platformOf(ctx, b);
  if (platform) return holdOnPlatform(ctx, user, platform, body);
  if (!b.schedule) throw notFound(HOLD_TEXT.noSchedule);
  const scheduled = b as ScheduledBookable;
  const { units, schedule } = scheduled.schedule;
  checkedUnits(units, body); // a bad ticket choice is named before the time is looked at
  const { slotId, gen } = await resolveSlot(ctx.db, scheduled, body);
  if (gen.closed) throw conflict(HOLD_TEXT.closed);
  if (Date.now() >= Date.parse(gen.startUtc) - schedule.cutoffMinutes * 60_000)
    throw conflict(HOLD_TEXT.cutoff);
  const { hold } = await take(ctx, user, body, units, {
    slotId,
    startUtc: new Date(gen.startUtc),
    experienceSku: scheduled.experienceSku,
    zone: scheduled.schedule.zone,
    localStart: gen.localDateTimeStart,
  });
  return hold;
}

/** The tickets chosen, checked against the unit types (400 naming the field otherwise). */
function checkedUnits(units: UnitTypeDef[], body: HoldSlotBody) {
  const check = checkUnits(units, body.units);
  if (!check.ok) throw fieldError(check.field, check.message);
  return check;
}

interface TakeAt {
  slotId: string;
  startUtc: Date;
  experienceSku: string;
  zone: string;
  /** The start's local time in `zone`, when the schedule gave it already. */
  localStart?: string;
}

/**
 * Checks the tickets and takes the seats of one local slot (native or a platform's mirror).
 * `isNew` is false when the uuid was already held (the answer is that hold).
 */
async function take(
  ctx: AppContext,
  user: AuthUser | null,
  body: HoldSlotBody,
  units: UnitTypeDef[],
  at: TakeAt,
): Promise<{ hold: HoldDto; isNew: boolean }> {
  const check = checkedUnits(units, body);
  const held = units.flatMap((u) => {
    const q = check.chosen.find((c) => c.id === u.id)?.quantity ?? 0;
    return q
      ? [
          {
            id: u.id,
            type: u.type,
            label: u.label,
            quantity: q,
            priceCents: u.priceCents,
            paxCount: u.paxCount,
          },
        ]
      : [];
  });
  const row = {
    id: body.uuid,
    userId: user?.id ?? null,
    seats: check.pax,
    units: held,
    priceCents: check.priceCents,
  };
  const took = await takeHold(ctx.db, at.slotId, row, holdMinutes(ctx));
  switch (took.outcome) {
    case 'no-slot':
      throw notFound(HOLD_TEXT.notOnSchedule);
    case 'closed':
      throw conflict(HOLD_TEXT.closed);
    case 'full': {
      const left = vacanciesOf(took);
      throw conflict(left === 0 ? HOLD_TEXT.soldOut : HOLD_TEXT.onlyLeft(left));
    }
    case 'repeat': {
      // The same uuid again (a double click, a retry): its hold, if it is the caller's.
      const again = await repo.findHold(ctx.db, body.uuid);
      if (!again) throw conflict(HOLD_TEXT.uuidTaken);
      return { hold: await sameHold(ctx.db, user, again.hold), isNew: false };
    }
    case 'held': {
      // Answered from what we know: no read after the write.
      const hold = toHoldDto(
        {
          hold: {
            ...row,
            slotId: at.slotId,
            state: 'ON_HOLD',
            expiresAt: took.expiresAt!,
            orderId: null,
            reservationId: null,
            platformState: null,
            platformBookingId: null,
            created: took.created!,
          },
          startUtc: at.startUtc,
          experienceSku: at.experienceSku,
          zone: at.zone,
          localStart: at.localStart,
          now: took.created!,
        },
        'UTC',
      );
      return { hold, isNew: true };
    }
  }
}

/**
 * A hold on a platform's time: the time is read from the platform (seats and prices of now;
 * FareHarbor, Bookeo and Rezdy answers may be up to 30 s old), held here under the slot lock
 * like a native one, then validated (FareHarbor), quoted (Rezdy) or reserved (Bookeo, OCTO)
 * there. When the platform says no or cannot answer, the local hold is cancelled at once and
 * the consumer gets the reason; nothing is charged.
 */
async function holdOnPlatform(
  ctx: AppContext,
  user: AuthUser | null,
  p: PlatformBookable,
  body: HoldSlotBody,
): Promise<HoldDto> {
  const known = body.availabilityId
    ? await repo.findSlot(ctx.db, p.b.variantId, { id: body.availabilityId })
    : null;
  if (body.availabilityId && !known) throw notFound(HOLD_TEXT.notOnSchedule);
  const startUtc = known?.startUtc ?? new Date(body.startUtc!);
  // The day around the time (the platform's zone may not be the market's).
  const day = localDateOf(startUtc, marketTimeZone(p.b.market));
  const near = (n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const fresh = await platformAvailability(ctx, p, near(-1), near(1));
  const match = fresh.find((s) => Date.parse(s.slot.startUtc) === startUtc.getTime());
  if (!match) throw notFound(HOLD_TEXT.notOnSchedule);
  if (Date.now() >= Date.parse(match.slot.utcCutoffAt)) throw conflict(HOLD_TEXT.cutoff);
  if (match.slot.status === 'CLOSED') throw conflict(HOLD_TEXT.closed);
  const { hold, isNew } = await take(ctx, user, body, unitsOf(match.slot), {
    slotId: match.local.id,
    startUtc,
    experienceSku: p.b.experienceSku,
    // The platform's own clock, as the mirrored slot keeps it.
    zone: match.local.time_zone,
  });
  if (!isNew) return hold;
  try {
    const r = await p.source.hold(
      p.ref,
      { id: match.slot.id, startUtc: match.slot.startUtc },
      hold.units.filter((u) => u.quantity > 0),
      hold.uuid,
      ctx.config.HOLD_MINUTES,
    );
    if (r.reservationId) await repo.setReservation(ctx.db, hold.uuid, r.reservationId);
    return hold;
  } catch (e) {
    await releaseHold(ctx.db, hold.uuid);
    if (e instanceof SourceRefusedError) throw conflict(e.message);
    throw platformDown(e);
  }
}

/** A repeated uuid: the same hold for the same caller (or anyone, for a guest's hold). */
async function sameHold(db: Db, user: AuthUser | null, hold: repo.HoldRow) {
  if (hold.userId && hold.userId !== user?.id) throw conflict(HOLD_TEXT.uuidTaken);
  return holdView(db, hold.id);
}

/** POST /api/bookings/extendHold/:uuid: another HOLD_MINUTES for a live hold. */
export async function extendHold(ctx: AppContext, user: AuthUser | null, uuid: string) {
  const { hold, expired } = await ownedHold(ctx.db, user, uuid);
  if (hold.state === 'CANCELLED') throw conflict(HOLD_TEXT.cancelled);
  if (hold.state === 'CONFIRMED') throw conflict(HOLD_TEXT.confirmed);
  if (hold.state === 'EXPIRED' || expired) throw conflict(HOLD_TEXT.expired);
  const extended = await repo.extendLiveHold(ctx.db, uuid, holdMinutes(ctx));
  if (!extended) throw conflict(HOLD_TEXT.expired);
  return holdView(ctx.db, uuid);
}

/** POST /api/bookings/cancelHold/:uuid: gives the seats back; cancelling twice is fine. */
export async function cancelHold(ctx: AppContext, user: AuthUser | null, uuid: string) {
  const { hold } = await ownedHold(ctx.db, user, uuid);
  if (hold.state === 'CONFIRMED') throw conflict(HOLD_TEXT.confirmed);
  if (hold.state === 'ON_HOLD') await releaseHold(ctx.db, uuid);
  return holdView(ctx.db, uuid);
}

/** Cancels a live hold and gives its seats back, under the slot's lock; twice is fine. */
async function releaseHold(db: Db, uuid: string) {
  await db.transaction(async (tx) => {
    const found = await repo.findHold(tx, uuid);
    if (!found) return;
    await repo.lockSlot(tx, found.hold.slotId);
    const locked = await repo.findHold(tx, uuid, { lock: true });
    // Still counted in `held` only while ON_HOLD (an expiry release may have come first).
    if (locked?.hold.state !== 'ON_HOLD') return;
    await repo.setHoldState(tx, uuid, 'CANCELLED');
    await repo.addToSlot(tx, locked.hold.slotId, { held: -locked.hold.seats });
  });
}

/**
 * Turns a hold into a sale (sold += seats, held -= seats) for the payment flow, inside its
 * transaction. A hold that expired still confirms while its seats are free; once they are
 * taken it fails with 409. Confirming again for the same order is a no-op.
 */
export async function confirmHold(tx: Tx, uuid: string, orderId: string): Promise<HoldDto> {
  const first = await repo.findHold(tx, uuid);
  if (!first) throw notFound(HOLD_TEXT.notFound);
  const slot = await repo.lockSlot(tx, first.hold.slotId);
  if (!slot) throw notFound(HOLD_TEXT.notFound);
  const freed = await repo.releaseExpired(tx, slot.id);
  const { hold } = (await repo.findHold(tx, uuid, { lock: true }))!;
  if (hold.state === 'CONFIRMED') {
    if (hold.orderId !== orderId) throw conflict(HOLD_TEXT.otherOrder);
    if (freed) await repo.addToSlot(tx, slot.id, { held: -freed });
    return holdView(tx, uuid);
  }
  if (hold.state === 'CANCELLED') throw conflict(HOLD_TEXT.cancelled);
  let held = slot.held - freed;
  if (hold.state === 'EXPIRED') {
    // Seats left without this hold: take them again if there are enough.
    const left = vacanciesOf({
      capacity: slot.capacity,
      taken: held + slot.sold,
      exclusive: slot.exclusive,
    });
    if (left < hold.seats) {
      if (freed) await repo.addToSlot(tx, slot.id, { held: -freed });
      throw conflict(HOLD_TEXT.expiredGone);
    }
  } else {
    held -= hold.seats;
  }
  await repo.setHoldState(tx, uuid, 'CONFIRMED', orderId);
  await repo.addToSlot(tx, slot.id, { held: held - slot.held, sold: hold.seats });
  return holdView(tx, uuid);
}
