/** Pure helpers of the booking widget: days, months, the chosen tickets' seats and total. */
import { localDateOf, MAX_AVAILABILITY_DAYS, toCents, type AvailabilityDto } from '@jaunt/contract';
import { formatMinutes, slotDate } from '../../../lib/slot-time.ts';
import type { BookingUnit } from './api/get-booking-details.ts';

export type Quantities = Record<string, number>;

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic on the date itself, no zone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today and the last day of the window the widget asks for, in the listing's zone. */
export function bookingWindow(zone: string, now = new Date()): { from: string; to: string } {
  let from: string;
  try {
    from = localDateOf(now, zone);
  } catch {
    from = now.toISOString().slice(0, 10);
  }
  return { from, to: addDays(from, MAX_AVAILABILITY_DAYS - 1) };
}

export const isOpen = (s: AvailabilityDto) => s.status === 'AVAILABLE' || s.status === 'LIMITED';

/** Slots by local date, each day's sorted by start. */
export function slotsByDate(slots: AvailabilityDto[]): Map<string, AvailabilityDto[]> {
  const map = new Map<string, AvailabilityDto[]>();
  for (const s of [...slots].sort((a, b) => a.startUtc.localeCompare(b.startUtc))) {
    const day = slotDate(s.localDateTimeStart);
    map.set(day, [...(map.get(day) ?? []), s]);
  }
  return map;
}

/** A slot's length in minutes from its own start and end; null for an all-day or endless one. */
export function slotMinutes(s: AvailabilityDto): number | null {
  const ms = Date.parse(s.localDateTimeEnd) - Date.parse(s.localDateTimeStart);
  return !s.allDay && ms > 0 ? Math.round(ms / 60_000) : null;
}

/**
 * How long the times last, from their own start and end (a booking platform's, or the
 * schedule's): 'Each time lasts 2 hours.', or the shortest to the longest; null without lengths.
 */
export function lengthNote(slots: AvailabilityDto[]): string | null {
  const lengths = slots.flatMap((s) => slotMinutes(s) ?? []);
  if (!lengths.length) return null;
  const [min, max] = [Math.min(...lengths), Math.max(...lengths)];
  return min === max
    ? `Each time lasts ${formatMinutes(min)}.`
    : `Times last ${formatMinutes(min)} to ${formatMinutes(max)}.`;
}

/** The dates with at least one open slot, sorted. */
export const openDates = (byDate: Map<string, AvailabilityDto[]>): string[] =>
  [...byDate.entries()]
    .filter(([, list]) => list.some(isOpen))
    .map(([d]) => d)
    .sort();

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The next or previous month 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The weeks of a month, Sunday first; null pads the days of other months. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Starting quantities: each unit's minimum, and one of the first unit when that is 0. */
export function initialQuantities(units: BookingUnit[]): Quantities {
  return Object.fromEntries(
    units.map((u, i) => [u.id, i === 0 ? Math.max(1, u.minQuantity) : u.minQuantity]),
  );
}

/** Seats the chosen tickets take (a family ticket counts its paxCount). */
export const seatsOf = (units: BookingUnit[], q: Quantities): number =>
  units.reduce((sum, u) => sum + (q[u.id] ?? 0) * u.paxCount, 0);

/** The chosen tickets' total in cents: the sum of each unit's price x its quantity. */
export const totalCentsOf = (units: BookingUnit[], q: Quantities): number =>
  units.reduce((sum, u) => sum + toCents(u.price) * (q[u.id] ?? 0), 0);

/** Why the choice cannot be booked yet (null when it can). */
export function choiceProblem(
  units: BookingUnit[],
  q: Quantities,
  slot: AvailabilityDto | null,
): string | null {
  if (!slot) return 'Choose a time.';
  for (const u of units) {
    const n = q[u.id] ?? 0;
    if (n === 0 && u.minQuantity === 0) continue;
    if (n < u.minQuantity) return `Choose at least ${u.minQuantity} ${u.label}.`;
    if (n > u.maxQuantity) return `Choose at most ${u.maxQuantity} ${u.label}.`;
  }
  const seats = seatsOf(units, q);
  if (seats < 1) return 'Choose at least one ticket.';
  if (seats > slot.vacancies)
    return `Only ${slot.vacancies} ${slot.vacancies === 1 ? 'seat is' : 'seats are'} left at this time.`;
  return null;
}
