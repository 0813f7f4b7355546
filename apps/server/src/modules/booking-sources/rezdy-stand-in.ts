/**
 * A Rezdy API v1 stand-in: a real HTTP server on a loopback port that answers the calls our
 * adapter makes with Rezdy's shapes and keeps its own seats (confirmed bookings take seats, so
 * overselling shows; Rezdy has no holds). Handles (under /v1):
 *   GET    /products?limit&offset (limit 1-100, default 100; a key sees every product here)
 *   GET    /products/{productCode}
 *   GET    /availability?productCode&startTimeLocal&endTimeLocal
 *   POST   /bookings/quote   POST /bookings   DELETE /bookings/{orderNumber}
 *   GET    /bookings?resellerReference (the bookings made with that reference)
 * Auth: the `apiKey` query parameter: none is 401, an unknown one 403. Every answer carries
 * `requestStatus { success, version, error? { errorCode, errorMessage } }`. Like Rezdy as far as
 * its documentation says, POST /bookings does not deduplicate: the same resellerReference posted
 * twice makes two bookings, so the adapter must look before it books. Test levers on `state`:
 * down (503).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { offsetMinutes, zonedToUtc } from '@jaunt/contract';
import { readJsonBody, sendJson, startStandInServer } from './stand-in-server.ts';

export interface RezdyStandInProduct {
  productCode: string;
  supplierId: number;
  name: string;
  timezone: string;
  currency: string;
  times: string[];
  durationMinutes: number;
  capacity: number;
  priceOptions: { id: number; label: string; priceCents: number; seatsUsed?: number }[];
}
export interface RezdyStandInBooking {
  orderNumber: string;
  resellerReference: string | null;
  productCode: string;
  startTime: string;
  seats: number;
  status: 'CONFIRMED' | 'CANCELLED';
  customer: unknown;
  totalCents: number;
}
export interface RezdyState {
  products: RezdyStandInProduct[];
  apiKeys: Set<string>;
  bookings: Map<string, RezdyStandInBooking>;
  down: boolean;
  requests: { method: string; path: string; query: Record<string, string> }[];
}

export function demoRezdyProducts(): RezdyStandInProduct[] {
  return [
    {
      productCode: 'PWQF1Y',
      supplierId: 14213,
      name: 'Harbour Bridge Sunset Sail',
      timezone: 'Australia/Sydney',
      currency: 'AUD',
      times: ['09:30', '17:00'],
      durationMinutes: 150,
      capacity: 16,
      priceOptions: [
        { id: 911, label: 'Adult', priceCents: 12900 },
        { id: 912, label: 'Child', priceCents: 7900 },
        { id: 913, label: 'Family Pass', priceCents: 39900, seatsUsed: 4 },
      ],
    },
  ];
}

export function createRezdyState(products = demoRezdyProducts()): RezdyState {
  return {
    products,
    apiKeys: new Set(['rezdy-demo-api-key']),
    bookings: new Map(),
    down: false,
    requests: [],
  };
}

const VERSION = 'v1';
const json = (res: ServerResponse, status: number, body: Record<string, unknown>) =>
  sendJson(res, status, { requestStatus: { success: true, version: VERSION }, ...body });
const fail = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) =>
  sendJson(res, status, {
    requestStatus: { success: false, version: VERSION, error: { errorCode, errorMessage } },
  });
const bodyOf = readJsonBody;

/** Rezdy's local time: "2026-12-01 09:00:00" (no offset). */
function rezdyLocal(at: Date, zone: string) {
  const wall = new Date(at.getTime() + offsetMinutes(at, zone) * 60_000).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}
const rezdyUtc = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** Session id: productCode's index * 10^9 + minutes since 2020 / 5. */
const EPOCH = Date.UTC(2020, 0, 1);

function handler(s: RezdyState) {
  let seq = 100_000;
  const seatsTaken = (productCode: string, startTime: string) => {
    let seats = 0;
    for (const b of s.bookings.values())
      if (b.productCode === productCode && b.startTime === startTime && b.status === 'CONFIRMED')
        seats += b.seats;
    return seats;
  };
  const sessionOf = (p: RezdyStandInProduct, at: Date) => {
    const startTime = rezdyUtc(at);
    const end = new Date(at.getTime() + p.durationMinutes * 60_000);
    return {
      id: s.products.indexOf(p) * 1_000_000_000 + Math.round((at.getTime() - EPOCH) / 300_000),
      productCode: p.productCode,
      startTime,
      endTime: rezdyUtc(end),
      startTimeLocal: rezdyLocal(at, p.timezone),
      endTimeLocal: rezdyLocal(end, p.timezone),
      allDay: false,
      seats: p.capacity,
      seatsAvailable: Math.max(0, p.capacity - seatsTaken(p.productCode, startTime)),
      priceOptions: p.priceOptions.map((o) => ({
        id: o.id,
        label: o.label,
        price: o.priceCents / 100,
        seatsUsed: o.seatsUsed ?? 1,
        minQuantity: 0,
        maxQuantity: 0,
        productCode: p.productCode,
      })),
    };
  };
  const productOut = (p: RezdyStandInProduct) => ({
    productCode: p.productCode,
    name: p.name,
    supplierId: p.supplierId,
    timezone: p.timezone,
    currency: p.currency,
    productType: 'DAYTOUR',
    bookingMode: 'INVENTORY',
    durationMinutes: p.durationMinutes,
    priceOptions: sessionOf(p, new Date()).priceOptions,
  });

  /** The party of a booking body: its session, seats and total, or a failure to answer. */
  function partyOf(body: Record<string, unknown>) {
    const item = (Array.isArray(body.items) ? body.items[0] : null) as {
      productCode?: unknown;
      startTime?: unknown;
      startTimeLocal?: unknown;
      quantities?: { optionId?: unknown; optionLabel?: unknown; value?: unknown }[];
    } | null;
    const p = s.products.find((x) => x.productCode === item?.productCode);
    if (!item || !p) return { error: ['PRODUCT_NOT_FOUND', 'Product not found'] as const };
    const at = new Date(String(item.startTime ?? ''));
    const isSession =
      !Number.isNaN(at.getTime()) &&
      p.times.some((t) => {
        const local = rezdyLocal(at, p.timezone);
        return zonedToUtc(local.slice(0, 10), t, p.timezone)?.getTime() === at.getTime();
      });
    if (!isSession)
      return { error: ['SESSION_NOT_FOUND', 'No session found for this start time'] as const };
    let seats = 0;
    let totalCents = 0;
    for (const q of item.quantities ?? []) {
      const option = p.priceOptions.find((o) => o.id === q.optionId || o.label === q.optionLabel);
      const value = Number(q.value);
      if (!option) return { error: ['INVALID_PRICE_OPTION', 'Invalid price option'] as const };
      if (!Number.isInteger(value) || value < 0)
        return { error: ['INVALID_QUANTITY', 'Invalid quantity'] as const };
      seats += value * (option.seatsUsed ?? 1);
      totalCents += value * option.priceCents;
    }
    if (seats < 1) return { error: ['INVALID_QUANTITY', 'At least one participant'] as const };
    const session = sessionOf(p, at);
    if (seats > session.seatsAvailable)
      return {
        error: [
          'NOT_ENOUGH_SEATS',
          `Not enough seats available: ${session.seatsAvailable} left, ${seats} requested`,
        ] as const,
      };
    return { p, session, seats, totalCents };
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v1/, '').replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const q = Object.fromEntries(url.searchParams);
    s.requests.push({ method, path, query: q });
    if (s.down) return fail(res, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
    if (!q.apiKey) return fail(res, 401, 'UNAUTHORIZED', 'Missing apiKey');
    if (!s.apiKeys.has(q.apiKey)) return fail(res, 403, 'FORBIDDEN', 'Invalid apiKey');

    if (method === 'GET' && path === '/products') {
      const limit = Number(q.limit ?? 100);
      const offset = Number(q.offset ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return fail(res, 400, 'INVALID_PARAMETER', 'limit must be between 1 and 100');
      if (!Number.isInteger(offset) || offset < 0)
        return fail(res, 400, 'INVALID_PARAMETER', 'offset must not be negative');
      return json(res, 200, {
        products: s.products.slice(offset, offset + limit).map(productOut),
      });
    }
    let m = /^\/products\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const p = s.products.find((x) => x.productCode === decodeURIComponent(m![1]));
      if (!p) return fail(res, 404, 'PRODUCT_NOT_FOUND', 'Product not found');
      return json(res, 200, { product: productOut(p) });
    }
    if (method === 'GET' && path === '/availability') {
      const p = s.products.find((x) => x.productCode === q.productCode);
      if (!p) return fail(res, 404, 'PRODUCT_NOT_FOUND', 'Product not found');
      const from = (q.startTimeLocal ?? '').slice(0, 10);
      const to = (q.endTimeLocal ?? '').slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
        return fail(res, 400, 'INVALID_PARAMETER', 'startTimeLocal and endTimeLocal are required');
      const sessions = [];
      for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`);) {
        const date = new Date(d).toISOString().slice(0, 10);
        for (const t of p.times) {
          const at = zonedToUtc(date, t, p.timezone);
          if (at) sessions.push(sessionOf(p, at));
        }
        d += 86_400_000;
      }
      return json(res, 200, { sessions });
    }
    if (method === 'POST' && (path === '/bookings/quote' || path === '/bookings')) {
      const body = await bodyOf(req);
      const ref = typeof body.resellerReference === 'string' ? body.resellerReference : null;
      const party = partyOf(body);
      if (party.error) return fail(res, 400, party.error[0], party.error[1]);
      const totalAmount = party.totalCents / 100;
      if (path === '/bookings/quote')
        return json(res, 200, {
          booking: {
            status: 'PROCESSING',
            totalAmount,
            totalCurrency: party.p.currency,
            items: body.items,
          },
        });
      const booking: RezdyStandInBooking = {
        orderNumber: `R${++seq}`,
        resellerReference: ref,
        productCode: party.p.productCode,
        startTime: party.session.startTime,
        seats: party.seats,
        status: 'CONFIRMED',
        customer: body.customer,
        totalCents: party.totalCents,
      };
      s.bookings.set(booking.orderNumber, booking);
      return json(res, 201, { booking: bookingOut(booking) });
    }
    if (method === 'GET' && path === '/bookings') {
      const found = [...s.bookings.values()].filter(
        (b) => q.resellerReference && b.resellerReference === q.resellerReference,
      );
      return json(res, 200, { bookings: found.map(bookingOut) });
    }
    m = /^\/bookings\/([^/]+)$/.exec(path);
    if (m && method === 'DELETE') {
      const b = s.bookings.get(decodeURIComponent(m[1]));
      if (!b) return fail(res, 404, 'BOOKING_NOT_FOUND', 'Booking not found');
      b.status = 'CANCELLED';
      return json(res, 200, { booking: bookingOut(b) });
    }
    return fail(res, 404, 'NOT_FOUND', 'Not found');
  };
}

function bookingOut(b: RezdyStandInBooking) {
  return {
    orderNumber: b.orderNumber,
    resellerReference: b.resellerReference,
    status: b.status,
    totalAmount: b.totalCents / 100,
    customer: b.customer,
    items: [{ productCode: b.productCode, startTime: b.startTime, totalQuantity: b.seats }],
  };
}

/** Starts a Rezdy stand-in on 127.0.0.1 (a free port); its URL ends with /v1. */
export function startRezdyStandIn(state = createRezdyState()) {
  return startStandInServer({
    state,
    basePath: '/v1',
    handle: handler(state),
    onError: (res) => fail(res, 500, 'INTERNAL_ERROR', 'stand-in error'),
  });
}
