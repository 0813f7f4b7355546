/**
 * A FareHarbor External API v1 stand-in: a real HTTP server on a loopback port that answers the
 * calls our adapter makes with FareHarbor's shapes and keeps its own seats (bookings take
 * capacity, so overselling shows). The embedded default when FAREHARBOR_API_URL is unset, and
 * what the tests drive. Handles (all under /api/external/v1):
 *   GET    /companies/
 *   GET    /companies/{shortname}/items/
 *   GET    /companies/{shortname}/items/{pk}/availabilities/date-range/{start}/{end}/
 *   POST   /companies/{shortname}/availabilities/{pk}/bookings/validate/
 *   POST   /companies/{shortname}/availabilities/{pk}/bookings/
 *   DELETE /companies/{shortname}/bookings/{uuid}/
 * Auth: X-FareHarbor-API-App and X-FareHarbor-API-User must be present (401 otherwise).
 * Test levers on `state`: down (503), removed (booking answers 400 'Availability was removed'),
 * limitAfter (429 with Retry-After once that many requests were answered).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatOffset, offsetMinutes, zonedToUtc } from '@jaunt/contract';
import { readJsonBody, sendJson, startStandInServer } from './stand-in-server.ts';

export interface StandInRate {
  pk: number;
  singular: string;
  plural: string;
  totalCents: number;
}
export interface StandInItem {
  pk: number;
  name: string;
  zone: string;
  times: string[];
  capacity: number;
  rates: StandInRate[];
}
export interface StandInCompany {
  shortname: string;
  name: string;
  currency: string;
  country: 'US' | 'CA';
  items: StandInItem[];
}
interface Booking {
  pk: number;
  uuid: string;
  availabilityPk: number;
  seats: number;
  status: 'booked' | 'cancelled';
}

export interface FareharborState {
  companies: StandInCompany[];
  /** Seats booked per availability pk. */
  booked: Map<number, number>;
  bookings: Map<string, Booking>;
  /** Availabilities whose next booking answers 400 'Availability was removed'. */
  removed: Set<number>;
  down: boolean;
  /** Answer 429 once this many requests were served (null: never). */
  limitAfter: number | null;
  requests: { method: string; path: string }[];
}

const DEMO_RATES: StandInRate[] = [
  { pk: 501, singular: 'Adult', plural: 'Adults', totalCents: 8900 },
  { pk: 502, singular: 'Child', plural: 'Children', totalCents: 5900 },
];

/** The demo companies: one in the US (Honolulu), one in Canada (Toronto). */
export function demoCompanies(): StandInCompany[] {
  return [
    {
      shortname: 'jaunt-demo-hawaii',
      name: 'Aloha Reef Adventures',
      currency: 'usd',
      country: 'US',
      items: [
        {
          pk: 7001,
          name: 'Sunset Snorkel Cruise',
          zone: 'Pacific/Honolulu',
          times: ['09:00', '15:30'],
          capacity: 12,
          rates: DEMO_RATES,
        },
      ],
    },
    {
      shortname: 'jaunt-demo-toronto',
      name: 'Harbourfront Kayak Co.',
      currency: 'cad',
      country: 'CA',
      items: [
        {
          pk: 8001,
          name: 'Toronto Islands Kayak Tour',
          zone: 'America/Toronto',
          times: ['10:00', '14:00'],
          capacity: 8,
          rates: [
            { pk: 601, singular: 'Adult', plural: 'Adults', totalCents: 7500 },
            { pk: 602, singular: 'Youth', plural: 'Youths', totalCents: 4500 },
          ],
        },
      ],
    },
  ];
}

/** Availability pk: item pk * 100000 + days since 2020-01-01 * 10 + time index. */
const EPOCH = Date.UTC(2020, 0, 1);
const pkOf = (item: StandInItem, date: string, i: number) =>
  item.pk * 100000 + Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / 86_400_000) * 10 + i;
function unpk(pk: number) {
  const itemPk = Math.floor(pk / 100000);
  const rest = pk % 100000;
  const date = new Date(EPOCH + Math.floor(rest / 10) * 86_400_000).toISOString().slice(0, 10);
  return { itemPk, date, index: rest % 10 };
}

/** FareHarbor writes local times with a colon-less offset: 2026-12-01T09:00:00-1000. */
function fhLocal(at: Date, zone: string) {
  const off = offsetMinutes(at, zone);
  const wall = new Date(at.getTime() + off * 60_000).toISOString().slice(0, 19);
  return `${wall}${formatOffset(off).replace(':', '')}`;
}

export function createFareharborState(companies = demoCompanies()): FareharborState {
  return {
    companies,
    booked: new Map(),
    bookings: new Map(),
    removed: new Set(),
    down: false,
    limitAfter: null,
    requests: [],
  };
}

function availability(s: FareharborState, item: StandInItem, date: string, i: number) {
  const start = zonedToUtc(date, item.times[i], item.zone);
  if (!start) return null;
  const pk = pkOf(item, date, i);
  const left = Math.max(0, item.capacity - (s.booked.get(pk) ?? 0));
  return {
    pk,
    start_at: fhLocal(start, item.zone),
    end_at: fhLocal(new Date(start.getTime() + 2 * 3600_000), item.zone),
    capacity: left,
    maximum_party_size: left,
    minimum_party_size: 1,
    headline: item.name,
    item: { pk: item.pk, name: item.name },
    effective_booking_cutoff: {
      cutoff_at: fhLocal(new Date(start.getTime() - 3600_000), item.zone),
    },
    customer_type_rates: item.rates.map((r) => ({
      pk: r.pk,
      capacity: left,
      minimum_party_size: null,
      maximum_party_size: left,
      customer_prototype: {
        pk: r.pk,
        display_name: r.singular,
        total: r.totalCents,
        total_including_tax: r.totalCents,
      },
      customer_type: { pk: r.pk, singular: r.singular, plural: r.plural, note: '' },
    })),
  };
}

const json = sendJson;
const bodyOf = readJsonBody;

function handler(s: FareharborState) {
  let bookingPk = 90000;
  const company = (shortname: string) => s.companies.find((c) => c.shortname === shortname);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api\/external\/v1/, '');
    s.requests.push({ method: req.method ?? 'GET', path });
    if (s.down) return json(res, 503, { error: 'Service unavailable' });
    if (s.limitAfter !== null && s.requests.length > s.limitAfter)
      return json(res, 429, { error: 'Too many requests' }, { 'retry-after': '1' });
    if (!req.headers['x-fareharbor-api-app'] || !req.headers['x-fareharbor-api-user'])
      return json(res, 401, { error: 'invalid-credentials' });

    let m: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/companies/')
      return json(res, 200, {
        companies: s.companies.map((c) => ({
          shortname: c.shortname,
          name: c.name,
          currency: c.currency,
        })),
      });
    if ((m = /^\/companies\/([^/]+)\/items\/$/.exec(path)) && req.method === 'GET') {
      const c = company(m[1]);
      if (!c) return json(res, 404, { error: 'company-shortname-invalid' });
      return json(res, 200, { items: c.items.map((i) => ({ pk: i.pk, name: i.name })) });
    }
    m =
      /^\/companies\/([^/]+)\/items\/(\d+)\/availabilities\/date-range\/([\d-]+)\/([\d-]+)\/$/.exec(
        path,
      );
    if (m && req.method === 'GET') {
      const c = company(m[1]);
      if (!c) return json(res, 404, { error: 'company-shortname-invalid' });
      const item = c.items.find((i) => i.pk === Number(m![2]));
      if (!item) return json(res, 404, { error: 'item-pk-invalid' });
      const out = [];
      for (
        let d = Date.parse(`${m[3]}T00:00:00Z`);
        d <= Date.parse(`${m[4]}T00:00:00Z`);
        d += 86_400_000
      ) {
        const date = new Date(d).toISOString().slice(0, 10);
        for (let i = 0; i < item.times.length; i++) {
          const a = availability(s, item, date, i);
          if (a) out.push(a);
        }
      }
      return json(res, 200, { availabilities: out });
    }
    m = /^\/companies\/([^/]+)\/availabilities\/(\d+)\/bookings\/(validate\/)?$/.exec(path);
    if (m && req.method === 'POST') {
      const c = company(m[1]);
      if (!c) return json(res, 404, { error: 'company-shortname-invalid' });
      const pk = Number(m[2]);
      const { itemPk, date, index } = unpk(pk);
      const item = c.items.find((i) => i.pk === itemPk);
      const a = item && availability(s, item, date, index);
      if (!item || !a) return json(res, 404, { error: 'availability-pk-invalid' });
      const body = await bodyOf(req);
      const customers = Array.isArray(body.customers) ? body.customers : [];
      const rates = new Set(item.rates.map((r) => r.pk));
      if (!customers.length || customers.some((x) => !rates.has(Number(x?.customer_type_rate))))
        return json(res, 400, { error: 'Invalid customer type rate' });
      const fits = customers.length <= a.capacity;
      if (m[3])
        return json(res, 200, {
          is_bookable: fits,
          ...(fits ? {} : { error: 'Not enough capacity for this availability' }),
        });
      const uuid = typeof body.uuid === 'string' ? body.uuid : randomUUID();
      const again = s.bookings.get(uuid);
      if (again) return json(res, 200, { booking: bookingOut(again, a) });
      if (s.removed.has(pk)) return json(res, 400, { error: 'Availability was removed' });
      if (!fits) return json(res, 400, { error: 'Not enough capacity for this availability' });
      const booking: Booking = {
        pk: ++bookingPk,
        uuid,
        availabilityPk: pk,
        seats: customers.length,
        status: 'booked',
      };
      s.bookings.set(uuid, booking);
      s.booked.set(pk, (s.booked.get(pk) ?? 0) + booking.seats);
      return json(res, 200, { booking: bookingOut(booking, a) });
    }
    m = /^\/companies\/([^/]+)\/bookings\/([^/]+)\/$/.exec(path);
    if (m && req.method === 'DELETE') {
      const b = s.bookings.get(m[2]);
      if (!b) return json(res, 404, { error: 'booking-uuid-invalid' });
      if (b.status === 'booked') {
        b.status = 'cancelled';
        s.booked.set(b.availabilityPk, (s.booked.get(b.availabilityPk) ?? 0) - b.seats);
      }
      return json(res, 200, { booking: { pk: b.pk, uuid: b.uuid, status: b.status } });
    }
    return json(res, 404, { error: 'not-found' });
  };
}

function bookingOut(b: Booking, a: { pk: number; start_at: string }) {
  return {
    pk: b.pk,
    uuid: b.uuid,
    display_id: `#${b.pk}`,
    status: b.status,
    availability: { pk: a.pk, start_at: a.start_at },
    customers: Array.from({ length: b.seats }, (_, i) => ({ pk: b.pk * 10 + i })),
  };
}

/** Starts a stand-in on 127.0.0.1 (a free port); its URL ends with /api/external/v1. */
export function startFareharborStandIn(state = createFareharborState()) {
  return startStandInServer({
    state,
    basePath: '/api/external/v1',
    handle: handler(state),
    onError: (res) => json(res, 500, { error: 'stand-in error' }),
  });
}
