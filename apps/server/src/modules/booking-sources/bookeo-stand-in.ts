/**
 * A Bookeo API v2 stand-in: a real HTTP server on a loopback port that answers the calls our
 * adapter makes with Bookeo's shapes and keeps its own seats: bookings and unexpired holds take
 * seats, an expired hold frees them, so overselling shows. Handles (under /v2):
 *   GET    /settings/products, GET /settings/peoplecategories
 *   GET    /availability/slots?productId&startTime&endTime&itemsPerPage
 *          (later pages: ?pageNavigationToken&pageNumber; lists {data, info})
 *   POST   /holds?holdDurationSeconds[&previousHoldId]   DELETE /holds/{id}
 *   POST   /bookings?previousHoldId                      DELETE /bookings/{bookingNumber}
 *   GET    /bookings?productId&startTime&endTime&itemsPerPage (bookings starting in the window,
 *          paged like the slots)
 * Auth: `apiKey` (names the account) and `secretKey` query parameters: a missing one is 401,
 * an unknown one 403. Errors are `{ httpStatus, message, errorId }`. Full events are left out
 * of the slots (Bookeo lists bookable slots). A new hold replaces only its previousHoldId, and
 * POST /bookings makes a new booking every time, externalRef or not: the adapter must look first.
 * Test levers on `state`: down (503).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toLocalIso, zonedToUtc } from '@jaunt/contract';

export interface BookeoStandInProduct {
  productId: string;
  name: string;
  timeZone: string;
  currency: string;
  /** Local start times (HH:MM) every day. */
  times: string[];
  durationMinutes: number;
  capacity: number;
  /** Price in cents per people category id. */
  rates: Record<string, number>;
}
export interface BookeoStandInAccount {
  apiKey: string;
  name: string;
  products: BookeoStandInProduct[];
}
export interface BookeoStandInHold {
  id: string;
  apiKey: string;
  externalRef: string | null;
  eventId: string;
  seats: number;
  /** Epoch ms. */
  expiresAt: number;
}
export interface BookeoStandInBooking {
  bookingNumber: string;
  apiKey: string;
  externalRef: string | null;
  productId: string;
  eventId: string;
  seats: number;
  canceled: boolean;
  participants: unknown;
  customer: unknown;
}
export interface BookeoState {
  accounts: BookeoStandInAccount[];
  secretKeys: Set<string>;
  peopleCategories: { id: string; name: string }[];
  holds: Map<string, BookeoStandInHold>;
  bookings: Map<string, BookeoStandInBooking>;
  down: boolean;
  requests: { method: string; path: string; query: Record<string, string> }[];
}

export function demoBookeoAccounts(): BookeoStandInAccount[] {
  return [
    {
      apiKey: 'bookeo-demo-api-key',
      name: 'Hudson River Paddle Co.',
      products: [
        {
          productId: '41560PWEAP1744EA7A4B5F',
          name: 'Sunrise Kayak on the Hudson',
          timeZone: 'America/New_York',
          currency: 'USD',
          times: ['09:00', '11:00', '13:00', '15:00'],
          durationMinutes: 120,
          capacity: 10,
          rates: { Cadults: 6500, Cchildren: 4000 },
        },
      ],
    },
  ];
}

export function createBookeoState(accounts = demoBookeoAccounts()): BookeoState {
  return {
    accounts,
    secretKeys: new Set(['bookeo-demo-secret']),
    peopleCategories: [
      { id: 'Cadults', name: 'Adults' },
      { id: 'Cchildren', name: 'Children' },
      { id: 'Cinfants', name: 'Infants' },
    ],
    holds: new Map(),
    bookings: new Map(),
    down: false,
    requests: [],
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const fail = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { httpStatus: status, message, errorId: randomUUID().slice(0, 8) });
const money = (cents: number, currency: string) => ({
  amount: (cents / 100).toFixed(2),
  currency,
});

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** eventId: productId_YYYY-MM-DD_HHMM. */
const eventIdOf = (p: BookeoStandInProduct, date: string, time: string) =>
  `${p.productId}_${date}_${time.replace(':', '')}`;

function handler(s: BookeoState) {
  let seq = 1_250_000;
  const pages = new Map<string, { productId: string; from: string; to: string; per: number }>();
  const bookingPages = new Map<
    string,
    { productId: string | null; from: number; to: number; per: number }
  >();

  const taken = (eventId: string, exceptHold?: string) => {
    const now = Date.now();
    let seats = 0;
    for (const h of s.holds.values()) {
      if (h.expiresAt <= now) s.holds.delete(h.id);
      else if (h.eventId === eventId && h.id !== exceptHold) seats += h.seats;
    }
    for (const b of s.bookings.values()) if (b.eventId === eventId && !b.canceled) seats += b.seats;
    return seats;
  };

  function event(p: BookeoStandInProduct, eventId: string) {
    const m = /^(.*)_(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})$/.exec(eventId);
    if (!m || m[1] !== p.productId) return null;
    const time = `${m[3]}:${m[4]}`;
    if (!p.times.includes(time)) return null;
    const at = zonedToUtc(m[2], time, p.timeZone);
    return at ? { at, time, date: m[2] } : null;
  }

  function slotsOf(p: BookeoStandInProduct, from: string, to: string) {
    const out = [];
    for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`);) {
      const date = new Date(d).toISOString().slice(0, 10);
      for (const time of p.times) {
        const at = zonedToUtc(date, time, p.timeZone);
        if (!at) continue;
        const eventId = eventIdOf(p, date, time);
        const left = Math.max(0, p.capacity - taken(eventId));
        if (left > 0)
          out.push({
            eventId,
            productId: p.productId,
            startTime: toLocalIso(at, p.timeZone),
            endTime: toLocalIso(new Date(at.getTime() + p.durationMinutes * 60_000), p.timeZone),
            numSeatsAvailable: left,
          });
      }
      d += 86_400_000;
    }
    return out;
  }

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

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v2/, '').replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const q = Object.fromEntries(url.searchParams);
    s.requests.push({ method, path, query: q });
    if (s.down) return fail(res, 503, 'Service temporarily unavailable');
    if (!q.apiKey || !q.secretKey) return fail(res, 401, 'Missing apiKey or secretKey');
    const account = s.accounts.find((a) => a.apiKey === q.apiKey);
    if (!account || !s.secretKeys.has(q.secretKey))
      return fail(res, 403, 'Invalid apiKey or secretKey, or the API key has been revoked');
    const product = (id: unknown) => account.products.find((p) => p.productId === id);
    const info = (total: number) => ({ totalItems: total, totalPages: 1, currentPage: 1 });

    if (method === 'GET' && path === '/settings/products') {
      const data = account.products.map((p) => ({
        productId: p.productId,
        name: p.name,
        type: 'fixed',
        defaultRates: Object.entries(p.rates).map(([peopleCategoryId, cents]) => ({
          peopleCategoryId,
          price: money(cents, p.currency),
        })),
      }));
      return json(res, 200, { data, info: info(data.length) });
    }
    if (method === 'GET' && path === '/settings/peoplecategories')
      return json(res, 200, { data: s.peopleCategories, info: info(s.peopleCategories.length) });

    if (method === 'GET' && path === '/availability/slots') {
      let search;
      let pageNumber = 1;
      if (q.pageNavigationToken) {
        search = pages.get(q.pageNavigationToken);
        pageNumber = Number(q.pageNumber ?? 1);
        if (!search || !Number.isInteger(pageNumber) || pageNumber < 1)
          return fail(res, 400, 'Invalid pageNavigationToken or pageNumber');
      } else {
        const from = (q.startTime ?? '').slice(0, 10);
        const to = (q.endTime ?? '').slice(0, 10);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
          return fail(res, 400, 'startTime and endTime are required');
        if (Date.parse(to) - Date.parse(from) > 31 * 86_400_000)
          return fail(res, 400, 'The search window is at most 31 days');
        if (!product(q.productId)) return fail(res, 400, `Invalid productId ${q.productId}`);
        const per = Math.max(1, Math.min(300, Number(q.itemsPerPage ?? 50) || 50));
        search = { productId: q.productId, from, to, per };
      }
      const all = slotsOf(product(search.productId)!, search.from, search.to);
      const totalPages = Math.max(1, Math.ceil(all.length / search.per));
      const token = q.pageNavigationToken ?? randomUUID();
      if (totalPages > 1) pages.set(token, search);
      return json(res, 200, {
        data: all.slice((pageNumber - 1) * search.per, pageNumber * search.per),
        info: {
          totalItems: all.length,
          totalPages,
          currentPage: pageNumber,
          ...(totalPages > 1 ? { pageNavigationToken: token } : {}),
        },
      });
    }

    if (method === 'POST' && (path === '/holds' || path === '/bookings')) {
      const body = await bodyOf(req);
      const p = product(body.productId);
      if (!p) return fail(res, 400, `Invalid productId ${String(body.productId)}`);
      const ev = event(p, String(body.eventId ?? ''));
      if (!ev) return fail(res, 400, `Invalid eventId ${String(body.eventId)}`);
      const seats = seatsOf(p, body);
      if (typeof seats === 'string') return fail(res, 400, seats);
      const ref = typeof body.externalRef === 'string' ? body.externalRef : null;
      const eventId = String(body.eventId);
      taken(eventId); // drops expired holds
      const replaced = [...s.holds.values()].find(
        (h) => h.apiKey === account.apiKey && h.id === q.previousHoldId,
      );
      const left =
        p.capacity - taken(eventId, replaced?.eventId === eventId ? replaced.id : undefined);
      if (seats > left)
        return fail(
          res,
          409,
          left > 0
            ? `Not enough seats available: only ${left} left for this event`
            : 'This event is fully booked',
        );
      if (replaced) s.holds.delete(replaced.id);
      if (path === '/holds') {
        const duration = Math.max(60, Math.min(600, Number(q.holdDurationSeconds) || 300));
        const hold: BookeoStandInHold = {
          id: `${++seq}H${randomUUID().slice(0, 6)}`,
          apiKey: account.apiKey,
          externalRef: ref,
          eventId,
          seats,
          expiresAt: Date.now() + duration * 1000,
        };
        s.holds.set(hold.id, hold);
        const total = Object.entries(p.rates).reduce((sum, [id, cents]) => {
          const numbers = (
            body.participants as { numbers: { peopleCategoryId: string; number: number }[] }
          ).numbers;
          return sum + cents * (numbers.find((n) => n.peopleCategoryId === id)?.number ?? 0);
        }, 0);
        return json(
          res,
          201,
          {
            id: hold.id,
            totalGross: money(total, p.currency),
            totalNet: money(total, p.currency),
            totalTaxes: money(0, p.currency),
            totalPaid: money(0, p.currency),
            totalPayable: money(total, p.currency),
            expiration: new Date(hold.expiresAt).toISOString(),
          },
          { location: `/v2/holds/${hold.id}` },
        );
      }
      const booking: BookeoStandInBooking = {
        bookingNumber: String(++seq),
        apiKey: account.apiKey,
        externalRef: ref,
        productId: p.productId,
        eventId,
        seats,
        canceled: false,
        participants: body.participants,
        customer: body.customer,
      };
      s.bookings.set(booking.bookingNumber, booking);
      return json(res, 201, bookingOut(booking, p, ev.at), {
        location: `/v2/bookings/${booking.bookingNumber}`,
      });
    }

    if (method === 'GET' && path === '/bookings') {
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

    let m = /^\/holds\/([^/]+)$/.exec(path);
    if (m && method === 'DELETE') {
      taken('');
      const hold = s.holds.get(decodeURIComponent(m[1]));
      if (!hold || hold.apiKey !== account.apiKey) return fail(res, 404, 'Hold not found');
      s.holds.delete(hold.id);
      res.writeHead(204).end();
      return;
    }
    m = /^\/bookings\/([^/]+)$/.exec(path);
    if (m && method === 'DELETE') {
      const b = s.bookings.get(decodeURIComponent(m[1]));
      if (!b || b.apiKey !== account.apiKey) return fail(res, 404, 'Booking not found');
      b.canceled = true;
      res.writeHead(204).end();
      return;
    }
    return fail(res, 404, 'Not found');
  };
}

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

/** Starts a Bookeo stand-in on 127.0.0.1 (a free port); its URL ends with /v2. */
export async function startBookeoStandIn(state = createBookeoState()) {
  const handle = handler(state);
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => fail(res, 500, 'stand-in error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
