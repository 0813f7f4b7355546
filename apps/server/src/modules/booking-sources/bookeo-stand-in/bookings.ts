/**
 * Bookeo bookings: POST /bookings?previousHoldId (a new booking every time, externalRef or not:
 * the adapter must look first), GET /bookings?productId&startTime&endTime&itemsPerPage (bookings
 * starting in the window, paged like the slots) and DELETE /bookings/{bookingNumber}.
 */
import { randomUUID } from 'node:crypto';
import { toLocalIso } from '@jaunt/contract';
import { fail, json, type BookeoRequest, type BookeoRoute } from './http.ts';
import { claimSeats, event } from './seats.ts';
import type { BookeoStandInBooking, BookeoStandInProduct } from './state.ts';

type BookingSearch = { productId: string | null; from: number; to: number; per: number };

function bookingOut(b: BookeoStandInBooking, p: BookeoStandInProduct, at: Date) {
  return {
    bookingNumber: b.bookingNumber,
    eventId: b.eventId,
    productId: b.productId,
    productName: p.name,
    startTime: toLocalIso(at, p.timeZone),
    endTime: toLocalIso(new Date(at.getTime() + p.durationMinutes * 60_000), p.timeZone),
    externalRef: b.externalRef,
    canceled: b.canceled,
    participants: b.participants,
    customer: b.customer,
  };
}

async function book(r: BookeoRequest) {
  const claim = await claimSeats(r);
  if (claim === true) return true;
  const { body, p, ev, seats, ref, eventId } = claim;
  const booking: BookeoStandInBooking = {
    bookingNumber: String(r.nextSeq()),
    apiKey: r.account.apiKey,
    externalRef: ref,
    productId: p.productId,
    eventId,
    seats,
    canceled: false,
    participants: body.participants,
    customer: body.customer,
  };
  r.s.bookings.set(booking.bookingNumber, booking);
  return json(r.res, 201, bookingOut(booking, p, ev.at), {
    location: `/v2/bookings/${booking.bookingNumber}`,
  });
}

function list(
  { s, res, q, account, product }: BookeoRequest,
  bookingPages: Map<string, BookingSearch>,
) {
  let search = q.pageNavigationToken ? bookingPages.get(q.pageNavigationToken) : undefined;
  const pageNumber = Number(q.pageNumber ?? 1);
  if (q.pageNavigationToken && (!search || !Number.isInteger(pageNumber) || pageNumber < 1))
    return fail(res, 400, 'Invalid pageNavigationToken or pageNumber');
  if (!search) {
    const from = Date.parse(q.startTime ?? '');
    const to = Date.parse(q.endTime ?? '');
    if (Number.isNaN(from) || Number.isNaN(to))
      return fail(res, 400, 'startTime and endTime are required');
    const per = Math.max(1, Math.min(100, Number(q.itemsPerPage ?? 50) || 50));
    search = { productId: q.productId ?? null, from, to, per };
  }
  const { productId, from, to, per } = search;
  const all = [...s.bookings.values()].flatMap((b) => {
    const bp = product(b.productId);
    const at = bp ? event(bp, b.eventId)?.at : undefined;
    const t = at?.getTime() ?? NaN;
    return b.apiKey === account.apiKey &&
      (!productId || b.productId === productId) &&
      t >= from &&
      t <= to
      ? [bookingOut(b, bp!, at!)]
      : [];
  });
  const totalPages = Math.max(1, Math.ceil(all.length / per));
  const token = q.pageNavigationToken ?? randomUUID();
  if (totalPages > 1) bookingPages.set(token, search);
  return json(res, 200, {
    data: all.slice((pageNumber - 1) * per, pageNumber * per),
    info: {
      totalItems: all.length,
      totalPages,
      currentPage: pageNumber,
      ...(totalPages > 1 ? { pageNavigationToken: token } : {}),
    },
  });
}

/** The booking routes of one server, with its own page tokens. */
export function bookingRoutes(): BookeoRoute {
  const bookingPages = new Map<string, BookingSearch>();
  return (r) => {
    const { s, res, method, path, account } = r;
    if (method === 'POST' && path === '/bookings') return book(r);
    if (method === 'GET' && path === '/bookings') return list(r, bookingPages);
    const m = /^\/bookings\/([^/]+)$/.exec(path);
    if (m && method === 'DELETE') {
      const b = s.bookings.get(decodeURIComponent(m[1]));
      if (!b || b.apiKey !== account.apiKey) return fail(res, 404, 'Booking not found');
      b.canceled = true;
      res.writeHead(204).end();
      return true;
    }
    return false;
  };
}
