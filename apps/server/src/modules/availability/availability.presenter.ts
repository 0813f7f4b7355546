import {
  availabilityStatus,
  toDollars,
  toLocalIso,
  vacanciesOf,
  type AvailabilityDto,
  type GeneratedSlot,
  type HoldDto,
  type Schedule,
  type UnitTypeDef,
} from '@jaunt/contract';
import type { findHoldView, SlotRow } from './availability.repo.ts';

/**
 * One slot as OCTO availability. Closed: a closed date of the schedule, closed by hand, or
 * past its cut-off (`now` is the caller's clock). Seats left count unexpired holds only.
 */
export function toAvailabilityDto(
  gen: GeneratedSlot,
  slot: SlotRow,
  liveHeld: number,
  schedule: Schedule,
  now: Date,
): AvailabilityDto {
  const start = new Date(gen.startUtc);
  const cutoffAt = new Date(start.getTime() - schedule.cutoffMinutes * 60_000);
  const closed = gen.closed || slot.closed || now >= cutoffAt;
  const vacancies = closed
    ? 0
    : vacanciesOf({
        capacity: slot.capacity,
        taken: slot.sold + liveHeld,
        exclusive: slot.exclusive,
      });
  const status = availabilityStatus({ capacity: slot.capacity, vacancies, closed });
  return {
    id: slot.id,
    localDateTimeStart: gen.localDateTimeStart,
    localDateTimeEnd: gen.localDateTimeEnd,
    startUtc: gen.startUtc,
    utcCutoffAt: cutoffAt.toISOString(),
    allDay: false,
    available: status === 'AVAILABLE' || status === 'LIMITED',
    status,
    vacancies,
    capacity: slot.capacity,
  };
}

export const toUnitDto = (u: UnitTypeDef) => ({
  id: u.id,
  type: u.type,
  label: u.label,
  price: toDollars(u.priceCents),
  minQuantity: u.minQuantity,
  maxQuantity: u.maxQuantity,
  paxCount: u.paxCount,
});

type HoldView = Omit<NonNullable<Awaited<ReturnType<typeof findHoldView>>>, 'market'> & {
  /** The start's local time in `zone` when the caller has it already (the schedule's slot). */
  localStart?: string;
};

/** A hold as the API shows it; a hold past its expiry reads EXPIRED even before it is released. */
export function toHoldDto(view: HoldView, fallbackZone: string): HoldDto {
  const { hold } = view;
  const zone = view.zone ?? fallbackZone;
  const lapsed = hold.state === 'ON_HOLD' && hold.expiresAt <= view.now;
  return {
    uuid: hold.id,
    status: lapsed ? 'EXPIRED' : hold.state,
    experienceSku: view.experienceSku,
    availabilityId: hold.slotId,
    localDateTimeStart: view.localStart ?? toLocalIso(view.startUtc, zone),
    startUtc: view.startUtc.toISOString(),
    timeZone: zone,
    utcCreatedAt: hold.created.toISOString(),
    utcExpiresAt: hold.expiresAt.toISOString(),
    pax: hold.seats,
    units: hold.units.map((u) => ({ id: u.id, quantity: u.quantity })),
    people: hold.units.map((u) => ({
      name: u.label,
      price: toDollars(u.priceCents),
      quantity: u.quantity,
    })),
    total: toDollars(hold.priceCents),
    orderId: hold.orderId,
  };
}
