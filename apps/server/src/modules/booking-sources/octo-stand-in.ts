/**
 * An OCTO stand-in: a real HTTP server on a loopback port that answers the OCTO calls our adapter
 * makes with OCTO's shapes and keeps its own seats: confirmed bookings and unexpired holds
 * (ON_HOLD until utcExpiresAt) take seats, an expired hold frees them, so overselling shows.
 * Handles: GET /products, GET /products/{id}, POST /availability, POST /bookings,
 * GET /bookings/{uuid}, POST /bookings/{uuid}/confirm, POST /bookings/{uuid}/cancel.
 * Every answer is checked against OCTO's own schemas (@octocloud/types) in octo-adapter.test.ts,
 * through `state.exchanges` (each request's method, path and body with the status and answer).
 * Auth: `Authorization: Bearer <token>`: none is 401 UNAUTHORIZED, an unknown token 403 FORBIDDEN.
 * Errors are OCTO's `{ error, errorMessage }` (400 INVALID_PRODUCT_ID, INVALID_OPTION_ID,
 * INVALID_UNIT_ID, INVALID_AVAILABILITY_ID, INVALID_BOOKING_UUID, UNPROCESSABLE_ENTITY).
 * The same uuid posted again answers the booking it already made. Confirming a hold that expired
 * confirms it only if its seats are still free. Test levers on `state`: down (503), tokens.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toLocalIso, zonedToUtc } from '@jaunt/contract';

export interface OctoStandInUnit {
  id: string;
  type: 'ADULT' | 'CHILD' | 'YOUTH' | 'SENIOR' | 'INFANT' | 'FAMILY' | 'STUDENT' | 'OTHER';
  internalName: string;
  retailCents: number;
  paxCount?: number;
}
export interface OctoStandInProduct {
  id: string;
  internalName: string;
  timeZone: string;
  currency: string;
  /** Local start times (HH:MM) every day. */
  times: string[];
  durationMinutes: number;
  capacity: number;
  cutoffMinutes: number;
  options: { id: string; internalName: string; units: OctoStandInUnit[] }[];
}
export interface OctoStandInBooking {
  uuid: string;
  id: string;
  supplierReference: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  status: 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED';
  /** Epoch ms the hold ends. */
  expiresAt: number;
  unitItems: { uuid: string; unitId: string }[];
  seats: number;
  contact: Record<string, unknown>;
  createdAt: number;
  confirmedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
}
export interface OctoExchange {
  method: string;
  path: string;
  body: unknown;
  status: number;
  answer: unknown;
}
export interface OctoState {
  products: OctoStandInProduct[];
  bookings: Map<string, OctoStandInBooking>;
  tokens: Set<string>;
  down: boolean;
  requests: { method: string; path: string }[];
  exchanges: OctoExchange[];
}

export function demoOctoProducts(): OctoStandInProduct[] {
  return [
    {
      id: 'octo-demo-lisbon-tram',
      internalName: 'Lisbon Hills Tram Tour',
      timeZone: 'Europe/Lisbon',
      currency: 'EUR',
      times: ['10:00', '16:00'],
      durationMinutes: 90,
      capacity: 20,
      cutoffMinutes: 60,
      options: [
        {
          id: 'DEFAULT',
          internalName: 'Standard',
          units: [
            { id: 'adult', type: 'ADULT', internalName: 'Adult', retailCents: 3500 },
            { id: 'child', type: 'CHILD', internalName: 'Child', retailCents: 1800 },
            {
              id: 'family',
              type: 'FAMILY',
              internalName: 'Family (4)',
              retailCents: 9900,
              paxCount: 4,
            },
          ],
        },
      ],
    },
  ];
}

export function createOctoState(products = demoOctoProducts()): OctoState {
  return {
    products,
    bookings: new Map(),
    tokens: new Set(['octo-demo-token']),
    down: false,
    requests: [],
    exchanges: [],
  };
}

/** Where each answer is written down (state.exchanges), per response. */
const recorders = new WeakMap<ServerResponse, (status: number, answer: unknown) => void>();
const json = (res: ServerResponse, status: number, body: unknown) => {
  recorders.get(res)?.(status, body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
/** OCTO's error body; the INVALID_*_ID errors also name the id they did not recognise. */
const octoError = (
  res: ServerResponse,
  status: number,
  error: string,
  errorMessage: string,
  named: Record<string, string> = {},
) => json(res, status, { error, errorMessage, ...named });

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

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const seatsTaken = (s: OctoState, productId: string, optionId: string, availabilityId: string) => {
  const now = Date.now();
  let taken = 0;
  for (const b of s.bookings.values()) {
    if (b.productId !== productId || b.optionId !== optionId || b.availabilityId !== availabilityId)
      continue;
    if (b.status === 'ON_HOLD' && b.expiresAt <= now) b.status = 'EXPIRED';
    if (b.status === 'CONFIRMED' || b.status === 'ON_HOLD') taken += b.seats;
  }
  return taken;
};

/** The product's availability on one local date and time, or null when that time does not exist. */
function slotOf(s: OctoState, p: OctoStandInProduct, optionId: string, date: string, time: string) {
  const at = zonedToUtc(date, time, p.timeZone);
  if (!at) return null;
  const id = toLocalIso(at, p.timeZone);
  const vacancies = Math.max(0, p.capacity - seatsTaken(s, p.id, optionId, id));
  const option = p.options.find((o) => o.id === optionId)!;
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: toLocalIso(new Date(at.getTime() + p.durationMinutes * 60_000), p.timeZone),
    allDay: false,
    available: vacancies > 0,
    status: vacancies <= 0 ? 'SOLD_OUT' : vacancies <= p.capacity / 4 ? 'LIMITED' : 'AVAILABLE',
    vacancies,
    capacity: p.capacity,
    maxUnits: vacancies,
    utcCutoffAt: new Date(at.getTime() - p.cutoffMinutes * 60_000).toISOString(),
    openingHours: [],
    unitPricing: option.units.map((u) => ({
      unitId: u.id,
      original: u.retailCents,
      retail: u.retailCents,
      net: Math.round(u.retailCents * 0.8),
      currency: p.currency,
      currencyPrecision: 2,
      includedTaxes: [],
    })),
  };
}

function productOut(p: OctoStandInProduct) {
  return {
    id: p.id,
    internalName: p.internalName,
    reference: null,
    locale: 'en',
    timeZone: p.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    defaultCurrency: p.currency,
    availableCurrencies: [p.currency],
    pricingPer: 'UNIT',
    options: p.options.map((o) => ({
      id: o.id,
      default: o.id === 'DEFAULT',
      internalName: o.internalName,
      reference: null,
      availabilityLocalStartTimes: p.times,
      cancellationCutoff: '1 hour',
      cancellationCutoffAmount: 1,
      cancellationCutoffUnit: 'hour',
      requiredContactFields: [],
      restrictions: { minUnits: 1, maxUnits: null },
      units: o.units.map((u) => ({
        id: u.id,
        internalName: u.internalName,
        reference: null,
        type: u.type,
        requiredContactFields: [],
        restrictions: {
          minAge: 0,
          maxAge: 100,
          idRequired: false,
          minQuantity: null,
          maxQuantity: null,
          paxCount: u.paxCount ?? 1,
          accompaniedBy: [],
        },
      })),
    })),
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

function handler(s: OctoState) {
  let seq = 5000;
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/octo/, '').replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    s.requests.push({ method, path });
    const body = method === 'GET' ? {} : await bodyOf(req);
    recorders.set(res, (status, answer) =>
      s.exchanges.push({ method, path, body: method === 'GET' ? undefined : body, status, answer }),
    );
    if (s.down) return octoError(res, 503, 'INTERNAL_SERVER_ERROR', 'Service unavailable');
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) return octoError(res, 401, 'UNAUTHORIZED', 'Missing or invalid Bearer token');
    if (!s.tokens.has(token)) return octoError(res, 403, 'FORBIDDEN', 'Invalid API key');
    const product = (id: unknown) => s.products.find((p) => p.id === id);

    if (method === 'GET' && path === '/products') return json(res, 200, s.products.map(productOut));
    let m = /^\/products\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const productId = decodeURIComponent(m[1]);
      const p = product(productId);
      if (!p)
        return octoError(res, 400, 'INVALID_PRODUCT_ID', 'The productId was not recognised', {
          productId,
        });
      return json(res, 200, productOut(p));
    }
    if (method === 'POST' && path === '/availability') {
      const p = product(body.productId);
      if (!p)
        return octoError(res, 400, 'INVALID_PRODUCT_ID', 'The productId was not recognised', {
          productId: String(body.productId),
        });
      if (!p.options.some((o) => o.id === body.optionId))
        return octoError(res, 400, 'INVALID_OPTION_ID', 'The optionId was not recognised', {
          optionId: String(body.optionId),
        });
      const from = String(body.localDateStart ?? '');
      const to = String(body.localDateEnd ?? '');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
        return octoError(res, 400, 'BAD_REQUEST', 'localDateStart and localDateEnd are required');
      const out = [];
      for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`);) {
        const date = new Date(d).toISOString().slice(0, 10);
        for (const time of p.times) {
          const slot = slotOf(s, p, String(body.optionId), date, time);
          if (slot) out.push(slot);
        }
        d += 86_400_000;
      }
      return json(res, 200, out);
    }
    if (method === 'POST' && path === '/bookings') {
      const uuid = typeof body.uuid === 'string' && body.uuid ? body.uuid : null;
      if (!uuid) return octoError(res, 400, 'BAD_REQUEST', 'uuid is required');
      const again = s.bookings.get(uuid);
      if (again) {
        seatsTaken(s, again.productId, again.optionId, again.availabilityId);
        return json(res, 200, bookingOut(s, again));
      }
      const p = product(body.productId);
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
        : p.times
            .map((t) => slotOf(s, p, option.id, date, t))
            .find((x) => x?.id === availabilityId);
      if (!slot)
        return octoError(
          res,
          400,
          'INVALID_AVAILABILITY_ID',
          'The availabilityId was not recognised',
          { availabilityId },
        );
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
        supplierReference: `OCTO-${++seq}`,
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
    m = /^\/bookings\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    if (m) {
      const uuid = decodeURIComponent(m[1]);
      const b = s.bookings.get(uuid);
      if (!b)
        return octoError(res, 400, 'INVALID_BOOKING_UUID', 'The booking uuid was not recognised', {
          uuid,
        });
      seatsTaken(s, b.productId, b.optionId, b.availabilityId);
      if (method === 'GET' && !m[2]) return json(res, 200, bookingOut(s, b));
      if (method === 'POST' && m[2] === '/confirm') {
        if (b.status === 'CONFIRMED') return json(res, 200, bookingOut(s, b));
        if (b.status === 'CANCELLED')
          return octoError(res, 400, 'UNPROCESSABLE_ENTITY', 'Booking has been cancelled');
        if (b.status === 'EXPIRED') {
          const p = product(b.productId)!;
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
      if (method === 'POST' && m[2] === '/cancel') {
        if (b.status !== 'CANCELLED') {
          b.status = 'CANCELLED';
          b.cancelledAt = Date.now();
          b.cancelReason = typeof body.reason === 'string' ? body.reason : null;
        }
        return json(res, 200, bookingOut(s, b));
      }
    }
    return octoError(res, 404, 'BAD_REQUEST', 'Not found');
  };
}

/** Starts an OCTO stand-in on 127.0.0.1 (a free port); its URL ends with /octo. */
export async function startOctoStandIn(state = createOctoState()) {
  const handle = handler(state);
  const server = createServer((req, res) => {
    void handle(req, res).catch(() =>
      octoError(res, 500, 'INTERNAL_SERVER_ERROR', 'stand-in error'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/octo`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
