/**
 * Rezdy API v1 (the reseller/supplier API) as a BookingSource. Auth: the `apiKey` query
 * parameter (ref.apiKey). `ref.itemId` is the Rezdy productCode; `ref.company`, when set, is
 * the Rezdy supplier id the product must belong to (the spec's 'Rezdy supplier field').
 * Calls: GET /products?limit&offset (the key's products, `products`, for the staff's External SKU
 * picker), GET /products/{productCode} (supplier, price options), GET /availability?productCode&
 * startTimeLocal&endTimeLocal (sessions with seats, seatsAvailable and priceOptions),
 * POST /bookings/quote (prices the party, reserves nothing), POST /bookings (status CONFIRMED,
 * our uuid as resellerReference), DELETE /bookings/{orderNumber}.
 * Rezdy has no hold: `hold` quotes and we hold the seats locally (reservationId null), like
 * FareHarbor. Rezdy does not deduplicate bookings, so `confirm` first looks for a confirmed
 * booking with our uuid (GET /bookings?resellerReference) and answers it: a retry, or the
 * reconcile after a process died between Rezdy's answer and our commit, books once.
 * Answers carry `requestStatus { success, error { errorCode, errorMessage } }`: an unknown
 * product (or one of another supplier) is an empty calendar; a refused quote or booking is a
 * SourceRefusedError with Rezdy's errorMessage; 401/403, 5xx, network errors, timeouts, bad JSON
 * and 429 after 3 retries are SourceUnavailableError.
 * Availability answers are kept 30 s per item and range (availability-cache.ts; Rezdy limits
 * calls per key), forgotten for the time's date when we book and for the item when we cancel;
 * a quote changes no seats there.
 */
import { availabilityStatus, type PlatformProduct } from '@jaunt/contract';
import {
  SourceRefusedError,
  SourceUnavailableError,
  type BookingSource,
  type SourceItemRef,
  type SourceSlot,
  type UnitChoice,
} from './booking-source.ts';
import { unitTypeOf } from './fareharbor-adapter.ts';
import { createAvailabilityCache } from './availability-cache.ts';
import { platformFetch, platformJson } from './platform-fetch.ts';

export const REZDY_TEXT = {
  down: 'The booking system is not answering. Please try again in a moment.',
  soldOut: 'Sorry, this time is no longer available for that many people.',
} as const;

interface RezdyBooking {
  orderNumber?: string;
  resellerReference?: string | null;
  status?: string;
}
interface RezdyPriceOption {
  id: number;
  label: string;
  price: number;
  seatsUsed?: number;
  minQuantity?: number;
  maxQuantity?: number;
}
interface RezdySession {
  id: number;
  productCode: string;
  startTime: string;
  endTime: string;
  startTimeLocal: string;
  endTimeLocal: string;
  allDay?: boolean;
  seats: number;
  seatsAvailable: number;
  priceOptions?: RezdyPriceOption[];
}
interface RezdyListedProduct {
  productCode: string;
  name: string;
  supplierId?: number | string;
}
type RezdyAnswer = {
  requestStatus?: { success?: boolean; error?: { errorCode?: string; errorMessage?: string } };
} & Record<string, unknown>;

/** "2026-12-01 09:00:00" local and its UTC instant -> "2026-12-01T09:00:00-10:00". */
export function rezdyLocalIso(local: string, utc: string): string {
  const wall = local.replace(' ', 'T').slice(0, 19);
  const offset = Math.round((Date.parse(`${wall}Z`) - Date.parse(utc)) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}

/** Products a page of GET /products answers (Rezdy's most). */
const PRODUCTS_PER_PAGE = 100;
/** Pages of products read at most: a picker's list, not a catalogue export. */
const PRODUCT_PAGES = 20;

export function createRezdySource(opts: {
  baseUrl: string;
  fetch?: typeof fetch;
}): BookingSource & {
  /**
   * The products of the account the partner's `apiKey` names, only those of `supplierId` when
   * one is named (as availability answers only that supplier's products).
   */
  products(apiKey: string, supplierId?: string): Promise<PlatformProduct[]>;
} {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  const cache = createAvailabilityCache();

  async function call(
    method: string,
    path: string,
    ref: Pick<SourceItemRef, 'apiKey'>,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<{ status: number; data: RezdyAnswer }> {
    const res = await platformFetch(
      doFetch,
      `${base}${path}`,
      {
        method,
        headers: { accept: 'application/json' },
        body,
        query: { ...query, apiKey: ref.apiKey ?? '' },
      },
      REZDY_TEXT.down,
      [401, 403],
    );
    return { status: res.status, data: await platformJson<RezdyAnswer>(res, REZDY_TEXT.down) };
  }

  const ok = (r: { status: number; data: RezdyAnswer }) =>
    r.status >= 200 && r.status < 300 && r.data.requestStatus?.success === true;
  const errorOf = (data: RezdyAnswer) =>
    data.requestStatus?.error?.errorMessage ?? JSON.stringify(data).slice(0, 200);

  /** The booking Rezdy prices or makes: one item, one quantity per price option. */
  const bookingOf = (ref: SourceItemRef, slot: { startUtc: string }, units: UnitChoice) => ({
    items: [
      {
        productCode: ref.itemId,
        startTime: slot.startUtc,
        quantities: units
          .filter((u) => u.quantity > 0)
          .map((u) => ({ optionId: Number(u.id), value: u.quantity })),
      },
    ],
  });

  /** The product's sessions for local dates from..to ([] for an unknown product or supplier). */
  async function sessionsOf(ref: SourceItemRef, from: string, to: string): Promise<SourceSlot[]> {
    const enc = encodeURIComponent;
    const product = await call('GET', `/products/${enc(ref.itemId)}`, ref);
    if (!ok(product)) {
      if (product.status >= 400 && product.status < 500) return [];
      if (product.status === 200) return [];
      throw new SourceUnavailableError(REZDY_TEXT.down);
    }
    const { supplierId, timezone } =
      (product.data.product as { supplierId?: number | string; timezone?: string } | undefined) ??
      {};
    if (ref.company && supplierId !== undefined && String(supplierId) !== ref.company) return [];
    const answer = await call('GET', '/availability', ref, {
      productCode: ref.itemId,
      startTimeLocal: `${from} 00:00:00`,
      endTimeLocal: `${to} 23:59:59`,
    });
    if (!ok(answer)) {
      if (answer.status >= 400 && answer.status < 500) return [];
      throw new SourceUnavailableError(REZDY_TEXT.down);
    }
    return ((answer.data.sessions as RezdySession[] | undefined) ?? []).map((s): SourceSlot => {
      const capacity = Math.max(0, s.seats);
      const vacancies = Math.max(0, Math.min(capacity, s.seatsAvailable));
      const startUtc = new Date(s.startTime).toISOString();
      return {
        id: String(s.id),
        localDateTimeStart: rezdyLocalIso(s.startTimeLocal, s.startTime),
        localDateTimeEnd: rezdyLocalIso(s.endTimeLocal, s.endTime),
        ...(timezone ? { timeZone: timezone } : {}),
        startUtc,
        utcCutoffAt: startUtc,
        allDay: s.allDay ?? false,
        status: availabilityStatus({ capacity, vacancies, closed: false }),
        vacancies,
        capacity,
        units: (s.priceOptions ?? []).map((p) => ({
          id: String(p.id),
          type: unitTypeOf(p.label),
          label: p.label,
          priceCents: Math.round(p.price * 100),
          minQuantity: p.minQuantity ?? 0,
          maxQuantity: Math.max(1, Math.min(1000, p.maxQuantity || capacity || 1)),
          paxCount: p.seatsUsed ?? 1,
        })),
      };
    });
  }

  return {
    name: 'rezdy',

    async products(apiKey, supplierId) {
      const listed: PlatformProduct[] = [];
      for (let page = 0; page < PRODUCT_PAGES; page++) {
        const answer = await call(
          'GET',
          '/products',
          { apiKey },
          { limit: String(PRODUCTS_PER_PAGE), offset: String(page * PRODUCTS_PER_PAGE) },
        );
        if (!ok(answer)) throw new SourceUnavailableError(REZDY_TEXT.down);
        const products = (answer.data.products as RezdyListedProduct[] | undefined) ?? [];
        const kept = supplierId
          ? products.filter(
              (p) => p.supplierId === undefined || String(p.supplierId) === supplierId,
            )
          : products;
        listed.push(...kept.map((p) => ({ externalSku: p.productCode, name: p.name })));
        if (products.length < PRODUCTS_PER_PAGE) break;
      }
      return listed;
    },

    async availability(ref, from, to) {
      if (!ref.itemId) return [];
      return cache.read(ref, from, to, () => sessionsOf(ref, from, to));
    },

    async hold(ref, slot, units) {
      const quote = await call('POST', '/bookings/quote', ref, {}, bookingOf(ref, slot, units));
      if (ok(quote)) return { reservationId: null };
      throw new SourceRefusedError(REZDY_TEXT.soldOut, errorOf(quote.data));
    },

    async confirm(ref, slot, units, uuid, _reservationId, contact) {
      const earlier = await call('GET', '/bookings', ref, { resellerReference: uuid });
      if (earlier.status >= 500) throw new SourceUnavailableError(REZDY_TEXT.down);
      const made = (earlier.data.bookings as RezdyBooking[] | undefined)?.find(
        (b) => b.resellerReference === uuid && b.status === 'CONFIRMED' && b.orderNumber,
      );
      if (made) return { bookingId: made.orderNumber!, bookingNumber: made.orderNumber! };
      const [firstName, ...rest] = contact.name.trim().split(/\s+/);
      const answer = await call(
        'POST',
        '/bookings',
        ref,
        {},
        {
          ...bookingOf(ref, slot, units),
          resellerReference: uuid,
          status: 'CONFIRMED',
          customer: {
            firstName: firstName || contact.name,
            lastName: rest.join(' '),
            email: contact.email,
            ...(contact.phone ? { phone: contact.phone } : {}),
          },
          comments: 'Booked on Jaunt',
        },
      );
      cache.forget(ref, slot.startUtc);
      const booking = answer.data.booking as RezdyBooking | undefined;
      if (ok(answer) && booking?.orderNumber)
        return { bookingId: booking.orderNumber, bookingNumber: booking.orderNumber };
      throw new SourceRefusedError(REZDY_TEXT.soldOut, errorOf(answer.data));
    },

    async cancel(ref, id) {
      const answer = await call('DELETE', `/bookings/${encodeURIComponent(id)}`, ref);
      cache.forget(ref);
      // Unknown or already cancelled (a 4xx, or a 200 without success): nothing left to cancel.
      if (answer.status < 500) return;
      throw new SourceUnavailableError(REZDY_TEXT.down);
    },
  };
}
