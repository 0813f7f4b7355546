/**
 * OCTO bookings: POST /bookings (an ON_HOLD booking until utcExpiresAt; the same uuid answers the
 * booking it already made), GET /bookings/{uuid}, POST /bookings/{uuid}/confirm and /cancel.
 */
import { randomUUID } from 'node:crypto';
import { seatsTaken, slotOf } from './availability.ts';
import { json, octoError, type OctoRequest, type OctoRoute } from './http.ts';
import { productById, type OctoStandInBooking, type OctoState } from './state.ts';

/** A Contact as OCTO answers it: every field present, null when unknown. */
function contactOut(c: Record<string, unknown> = {}) {
  const text = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : null);
  return {
    fullName: text('fullName'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    emailAddress: text('emailAddress'),
    phoneNumber: text('phoneNumber'),
    locales: Array.isArray(c.locales) ? c.locales.map(String) : [],
    postalCode: text('postalCode'),
    country: text('country'),
    notes: text('notes'),
  };
}

function bookingOut(s: OctoState, b: OctoStandInBooking) {
  const p = s.products.find((x) => x.id === b.productId)!;
  const availability = slotOf(
    s,
    p,
    b.optionId,
    b.availabilityId.slice(0, 10),
    b.availabilityId.slice(11, 16),
  );
  return {
    id: b.id,
    uuid: b.uuid,
    testMode: true,
    resellerReference: null,
    supplierReference: b.supplierReference,
    status: b.status,
    utcCreatedAt: new Date(b.createdAt).toISOString(),
    utcUpdatedAt: new Date().toISOString(),
    utcExpiresAt: b.status === 'ON_HOLD' ? new Date(b.expiresAt).toISOString() : null,
    utcRedeemedAt: null,
    utcConfirmedAt: b.confirmedAt ? new Date(b.confirmedAt).toISOString() : null,
    productId: b.productId,
    optionId: b.optionId,
    cancellable: b.status !== 'CANCELLED',
    cancellation:
      b.status === 'CANCELLED'
        ? {
            refund: 'FULL',
            reason: b.cancelReason,
            utcCancelledAt: new Date(b.cancelledAt ?? Date.now()).toISOString(),
          }
        : null,
    freesale: false,
    availabilityId: b.availabilityId,
    availability,
    contact: contactOut(b.contact),
    notes: null,
    deliveryMethods: ['TICKET'],
    voucher: null,
    unitItems: b.unitItems.map((u) => ({
      uuid: u.uuid,
      unitId: u.unitId,
      resellerReference: null,
      supplierReference: null,
      status: b.status,
      utcRedeemedAt: null,
      contact: contactOut(),
      ticket: null,
    })),
  };
}

/** POST /bookings: a hold on the seats of one availability, numbered OCTO-<seq>. */
function book({ s, res, body }: OctoRequest, nextSeq: () => number) {
  const uuid = typeof body.uuid === 'string' && body.uuid ? body.uuid : null;
  if (!uuid) return octoError(res, 400, 'BAD_REQUEST', 'uuid is required');
  const again = s.bookings.get(uuid);
  if (again) {
    seatsTaken(s, again.productId, again.optionId, again.availabilityId);
    return json(res, 200, bookingOut(s, again));
  }
  const p = productById(s, body.productId);
  if (!p)
    return octoError(res, 400, 'INVALID_PRODUCT_ID', 'The productId was not recognised', {
      productId: String(body.productId),
    });
  const option = p.options.find((o) => o.id === body.optionId);
  if (!option)
    return octoError(res, 400, 'INVALID_OPTION_ID', 'The optionId was not recognised', {
      optionId: String(body.optionId),
    });
  const availabilityId = String(body.availabilityId ?? '');
  const start = new Date(availabilityId);
  const date = availabilityId.slice(0, 10);
  const slot = Number.isNaN(start.getTime())
    ? null
    : p.times.map((t) => slotOf(s, p, option.id, date, t)).find((x) => x?.id === availabilityId);
  if (!slot)
    return octoError(res, 400, 'INVALID_AVAILABILITY_ID', 'The availabilityId was not recognised', {
      availabilityId,
    });
  const items = Array.isArray(body.unitItems) ? (body.unitItems as { unitId?: unknown }[]) : [];
  if (!items.length) return octoError(res, 400, 'BAD_REQUEST', 'unitItems is required');
  let seats = 0;
  for (const item of items) {
    const unit = option.units.find((u) => u.id === item?.unitId);
    if (!unit)
      return octoError(
        res,
        400,
        'INVALID_UNIT_ID',
        `The unitId ${String(item?.unitId)} was not recognised`,
        { unitId: String(item?.unitId) },
      );
    seats += unit.paxCount ?? 1;
  }
  if (seats > slot.vacancies)
    return octoError(
      res,
      400,
      'UNPROCESSABLE_ENTITY',
      `Not enough vacancies: ${slot.vacancies} left, ${seats} requested`,
    );
  const minutes = Number(body.expirationMinutes);
  const booking: OctoStandInBooking = {
    uuid,
    id: randomUUID(),
    supplierReference: `OCTO-${nextSeq()}`,
    productId: p.id,
    optionId: option.id,
    availabilityId,
    status: 'ON_HOLD',
    expiresAt: Date.now() + (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60_000,
    unitItems: items.map((i) => ({ uuid: randomUUID(), unitId: String(i.unitId) })),
    seats,
    contact: {},
    createdAt: Date.now(),
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
  };
  s.bookings.set(uuid, booking);
  return json(res, 200, bookingOut(s, booking));
}

/**
 * GET /bookings/{uuid}, POST .../confirm (a hold that expired is confirmed only if its seats are
 * still free) and POST .../cancel; false for any other method on a known booking.
 */
function oneBooking({ s, res, method, body }: OctoRequest, uuid: string, action?: string) {
  const b = s.bookings.get(uuid);
  if (!b)
    return octoError(res, 400, 'INVALID_BOOKING_UUID', 'The booking uuid was not recognised', {
      uuid,
    });
  seatsTaken(s, b.productId, b.optionId, b.availabilityId);
  if (method === 'GET' && !action) return json(res, 200, bookingOut(s, b));
  if (method === 'POST' && action === '/confirm') {
    if (b.status === 'CONFIRMED') return json(res, 200, bookingOut(s, b));
    if (b.status === 'CANCELLED')
      return octoError(res, 400, 'UNPROCESSABLE_ENTITY', 'Booking has been cancelled');
    if (b.status === 'EXPIRED') {
      const p = productById(s, b.productId)!;
      const left = p.capacity - seatsTaken(s, b.productId, b.optionId, b.availabilityId);
      if (b.seats > left)
        return octoError(
          res,
          400,
          'UNPROCESSABLE_ENTITY',
          'Booking has expired and the availability is no longer available',
        );
    }
    b.status = 'CONFIRMED';
    b.confirmedAt = Date.now();
    b.contact = (body.contact as Record<string, unknown>) ?? {};
    return json(res, 200, bookingOut(s, b));
  }
  if (method === 'POST' && action === '/cancel') {
    if (b.status !== 'CANCELLED') {
      b.status = 'CANCELLED';
      b.cancelledAt = Date.now();
      b.cancelReason = typeof body.reason === 'string' ? body.reason : null;
    }
    return json(res, 200, bookingOut(s, b));
  }
  return false;
}

/** The booking routes of one server; its supplier references count up from OCTO-5001. */
export function bookingRoutes(): OctoRoute {
  let seq = 5000;
  return (r) => {
    if (r.method === 'POST' && r.path === '/bookings') return book(r, () => ++seq);
    const m = /^\/bookings\/([^/]+)(\/confirm|\/cancel)?$/.exec(r.path);
    return m ? oneBooking(r, decodeURIComponent(m[1]), m[2]) : false;
  };
}
