/**
 * Bookeo seats: events (productId_YYYY-MM-DD_HHMM), the seats bookings and unexpired holds take
 * (an expired hold is dropped), and the checks POST /holds and POST /bookings share.
 */
import { zonedToUtc } from '@jaunt/contract';
import { bodyOf, fail, type BookeoRequest } from './http.ts';
import type { BookeoStandInProduct, BookeoState } from './state.ts';

/** eventId: productId_YYYY-MM-DD_HHMM. */
export const eventIdOf = (p: BookeoStandInProduct, date: string, time: string) =>
  `${p.productId}_${date}_${time.replace(':', '')}`;

/** The event's start, or null when the product has no such event. */
export function event(p: BookeoStandInProduct, eventId: string) {
  const m = /^(.*)_(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})$/.exec(eventId);
  if (!m || m[1] !== p.productId) return null;
  const time = `${m[3]}:${m[4]}`;
  if (!p.times.includes(time)) return null;
  const at = zonedToUtc(m[2], time, p.timeZone);
  return at ? { at, time, date: m[2] } : null;
}

/** Seats the event's unexpired holds (but exceptHold) and bookings take; drops expired holds. */
export const taken = (s: BookeoState, eventId: string, exceptHold?: string) => {
  const now = Date.now();
  let seats = 0;
  for (const h of s.holds.values()) {
    if (h.expiresAt <= now) s.holds.delete(h.id);
    else if (h.eventId === eventId && h.id !== exceptHold) seats += h.seats;
  }
  for (const b of s.bookings.values()) if (b.eventId === eventId && !b.canceled) seats += b.seats;
  return seats;
};

/** Seats of a booking body: the sum of its participants' numbers, or an error message. */
function seatsOf(p: BookeoStandInProduct, body: Record<string, unknown>) {
  const numbers = (body.participants as { numbers?: unknown } | undefined)?.numbers;
  if (!Array.isArray(numbers) || !numbers.length) return 'participants.numbers is required';
  let seats = 0;
  for (const n of numbers as { peopleCategoryId?: unknown; number?: unknown }[]) {
    if (!(String(n?.peopleCategoryId) in p.rates))
      return `Invalid peopleCategoryId ${String(n?.peopleCategoryId)}`;
    const count = Number(n?.number);
    if (!Number.isInteger(count) || count < 0) return 'Invalid number of participants';
    seats += count;
  }
  return seats > 0 ? seats : 'At least one participant is required';
}

/**
 * A hold's or booking's body checked and its seats found free (the previousHoldId's own seats
 * count as free on its event, and that hold is dropped): what to make, or true when refused.
 */
export async function claimSeats({ s, req, res, q, account, product }: BookeoRequest) {
  const body = await bodyOf(req);
  const p = product(body.productId);
  if (!p) return fail(res, 400, `Invalid productId ${String(body.productId)}`);
  const ev = event(p, String(body.eventId ?? ''));
  if (!ev) return fail(res, 400, `Invalid eventId ${String(body.eventId)}`);
  const seats = seatsOf(p, body);
  if (typeof seats === 'string') return fail(res, 400, seats);
  const ref = typeof body.externalRef === 'string' ? body.externalRef : null;
  const eventId = String(body.eventId);
  taken(s, eventId); // drops expired holds
  const replaced = [...s.holds.values()].find(
    (h) => h.apiKey === account.apiKey && h.id === q.previousHoldId,
  );
  const left =
    p.capacity - taken(s, eventId, replaced?.eventId === eventId ? replaced.id : undefined);
  if (seats > left)
    return fail(
      res,
      409,
      left > 0
        ? `Not enough seats available: only ${left} left for this event`
        : 'This event is fully booked',
    );
  if (replaced) s.holds.delete(replaced.id);
  return { body, p, ev, seats, ref, eventId };
}
