/**
 * Bookeo API v2 as a BookingSource. Auth: the partner's `apiKey` (ref.apiKey; it names the
 * Bookeo account, so ref.company is not needed) and our application's `secretKey`, both as query
 * parameters. `ref.itemId` is the Bookeo productId; a slot id is the Bookeo eventId.
 * Calls: GET /settings/products (the product's default rates per people category; every page of
 * it is also the account's product list, `products`, for the staff's External SKU picker),
 * GET /settings/peoplecategories (their names), GET /availability/slots?productId&startTime&
 * endTime&itemsPerPage, then ?pageNavigationToken&pageNumber until every page is read;
 * POST /holds?holdDurationSeconds[&previousHoldId] (a real hold, at most 600 s: longer holds
 * are shortened and the caller gets the real expiry), POST /bookings?previousHoldId
 * (the booking replaces the hold), DELETE /holds/{id}, DELETE /bookings/{bookingNumber}.
 * Our booking uuid is sent as the booking's `externalRef`; a second hold for the same uuid
 * passes the first one as previousHoldId (so it replaces it and never reserves twice). Bookeo
 * does not deduplicate bookings, so `confirm` first lists the event's bookings
 * (GET /bookings?productId&startTime&endTime) and answers the one whose externalRef is our uuid:
 * a retry, or the reconcile after a process died between Bookeo's answer and our commit, books
 * once. A reservation id is
 * "hold:<holdId>" so `cancel` knows a hold from a booking number.
 * Availability answers are kept 30 s per item and range (availability-cache.ts), forgotten for
 * the time's date when we hold or book there, and for the item when we cancel.
 * Errors are Bookeo's `{ httpStatus, message, errorId }`: a 400/404 for an unknown product is an
 * empty calendar; a 4xx on a hold or booking is a refusal with Bookeo's message; 401/403, 5xx,
 * network errors, timeouts, bad JSON and 429 after 3 retries are SourceUnavailableError.
 */
import { availabilityStatus, type PlatformProduct } from '@jaunt/contract';
import {
  SourceRefusedError,
  SourceUnavailableError,
  type BookingSource,
  type SourceItemRef,
  type SourceSlot,
  type SourceUnit,
  type UnitChoice,
} from './booking-source.ts';
import { unitTypeOf } from './fareharbor-adapter.ts';
import { createAvailabilityCache } from './availability-cache.ts';
import { platformFetch } from './platform-fetch.ts';

export const BOOKEO_TEXT = {
  down: 'The booking system is not answering. Please try again in a moment.',
  soldOut: 'Sorry, this time is no longer available for that many people.',
} as const;

interface BookeoMoney {
  amount: string;
  currency: string;
}
interface BookeoProduct {
  productId: string;
  name: string;
  defaultRates?: { peopleCategoryId: string; price: BookeoMoney }[];
}
interface BookeoSlot {
  eventId: string;
  startTime: string;
  endTime: string;
  numSeatsAvailable: number;
  productId?: string;
}
interface BookeoPage<T> {
  data?: T[];
  info?: {
    totalItems?: number;
    totalPages?: number;
    currentPage?: number;
    pageNavigationToken?: string;
  };
}

const MAX_PAGES = 50;
const HOLD_PREFIX = 'hold:';
/** Bookeo's longest availability search, in days. */
const WINDOW_DAYS = 31;
/** Bookeo keeps a hold at most 10 minutes (default 5). */
const MAX_HOLD_SECONDS = 600;

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "89.00" -> 8900. */
const centsOf = (m: BookeoMoney | undefined) => Math.round(Number(m?.amount ?? 0) * 100);
/** A Bookeo time (RFC 3339; "Z" or an offset) as our local ISO string without milliseconds. */
const isoOf = (t: string) => t.replace(/\.\d+(?=Z|[+-]\d{2}:\d{2}$)/, '');

export function createBookeoSource(opts: {
  baseUrl: string;
  /** Our application's secret key (one for every partner). */
  secretKey: string;
  /** Slots per page (Bookeo allows 1 to 300). */
  itemsPerPage?: number;
  fetch?: typeof fetch;
}): BookingSource & {
  /** The account's products (the partner's `apiKey` names the account). */
  products(apiKey: string): Promise<PlatformProduct[]>;
} {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  /** uuid -> the hold it took and the booking it made, so a repeat never reserves twice. */
  const holds = new Map<string, string>();
  const cache = createAvailabilityCache();

  async function call(
    method: string,
    path: string,
    ref: Pick<SourceItemRef, 'apiKey'>,
    query: Record<string, string | number | undefined> = {},
    body?: unknown,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const res = await platformFetch(
      doFetch,
      `${base}${path}`,
      {
        method,
        headers: { accept: 'application/json' },
        body,
        query: { ...query, apiKey: ref.apiKey ?? '', secretKey: opts.secretKey },
      },
      BOOKEO_TEXT.down,
      [401, 403],
    );
    if (res.status === 204) return { status: 204, data: {} };
    try {
      const text = await res.text();
      return {
        status: res.status,
        data: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
    } catch {
      throw new SourceUnavailableError(BOOKEO_TEXT.down);
    }
  }

  const errorOf = (data: Record<string, unknown>) =>
    typeof data.message === 'string' ? data.message : JSON.stringify(data).slice(0, 200);

  /** Every page of a Bookeo list (at most MAX_PAGES); null when Bookeo answers 400 or 404. */
  async function allPages<T>(
    ref: Pick<SourceItemRef, 'apiKey'>,
    path: string,
    query: Record<string, string | number>,
  ): Promise<T[] | null> {
    const items: T[] = [];
    let page = await call('GET', path, ref, query);
    for (let n = 1; ; n++) {
      if (page.status === 400 || page.status === 404) return null;
      if (page.status !== 200) throw new SourceUnavailableError(BOOKEO_TEXT.down);
      const body = page.data as BookeoPage<T>;
      items.push(...(body.data ?? []));
      const token = body.info?.pageNavigationToken;
      const pages = body.info?.totalPages ?? 1;
      if (!token || n >= pages || n >= MAX_PAGES) return items;
      page = await call('GET', path, ref, { pageNavigationToken: token, pageNumber: n + 1 });
    }
  }

  /**
   * The live booking made earlier for our uuid (its externalRef) on this event, if any: Bookeo
   * does not deduplicate bookings, so a retry or a restarted process looks before it books.
   */
  async function bookedBefore(
    ref: SourceItemRef,
    slot: Pick<SourceSlot, 'id' | 'startUtc'>,
    uuid: string,
  ) {
    const start = Date.parse(slot.startUtc);
    const found = await allPages<{
      bookingNumber: string;
      eventId: string;
      externalRef?: string;
      canceled?: boolean;
    }>(ref, '/bookings', {
      productId: ref.itemId,
      startTime: new Date(start - 60_000).toISOString(),
      endTime: new Date(start + 60_000).toISOString(),
      itemsPerPage: 100,
    });
    return found?.find((b) => b.externalRef === uuid && b.eventId === slot.id && !b.canceled);
  }

  async function unitsOf(ref: SourceItemRef): Promise<SourceUnit[] | null> {
    const [products, categories] = await Promise.all([
      call('GET', '/settings/products', ref, { itemsPerPage: 300 }),
      call('GET', '/settings/peoplecategories', ref),
    ]);
    if (products.status !== 200 || categories.status !== 200)
      throw new SourceUnavailableError(BOOKEO_TEXT.down);
    const product = ((products.data as BookeoPage<BookeoProduct>).data ?? []).find(
      (p) => p.productId === ref.itemId,
    );
    if (!product) return null;
    const names = new Map(
      ((categories.data as BookeoPage<{ id: string; name: string }>).data ?? []).map((c) => [
        c.id,
        c.name,
      ]),
    );
    return (product.defaultRates ?? []).map((r) => {
      const label = names.get(r.peopleCategoryId) ?? r.peopleCategoryId;
      return {
        id: r.peopleCategoryId,
        type: unitTypeOf(label),
        label,
        priceCents: centsOf(r.price),
        minQuantity: 0,
        maxQuantity: 1000,
        paxCount: 1,
      };
    });
  }

  const bookingOf = (ref: SourceItemRef, slotId: string, units: UnitChoice, uuid: string) => ({
    productId: ref.itemId,
    eventId: slotId,
    externalRef: uuid,
    participants: {
      numbers: units
        .filter((u) => u.quantity > 0)
        .map((u) => ({ peopleCategoryId: u.id, number: u.quantity })),
    },
  });

  async function takeHold(
    ref: SourceItemRef,
    slotId: string,
    units: UnitChoice,
    uuid: string,
    minutes: number,
  ) {
    const { status, data } = await call(
      'POST',
      '/holds',
      ref,
      {
        holdDurationSeconds: Math.min(MAX_HOLD_SECONDS, Math.max(60, Math.round(minutes * 60))),
        previousHoldId: holds.get(uuid),
      },
      bookingOf(ref, slotId, units, uuid),
    );
    if ((status === 200 || status === 201) && typeof data.id === 'string') {
      holds.set(uuid, data.id);
      const seconds = Math.min(MAX_HOLD_SECONDS, Math.max(60, Math.round(minutes * 60)));
      return {
        id: data.id,
        // The hold's own expiry when Bookeo gives one, else what we asked for.
        expiration:
          typeof data.expiration === 'string'
            ? data.expiration
            : new Date(Date.now() + seconds * 1000).toISOString(),
      };
    }
    throw new SourceRefusedError(BOOKEO_TEXT.soldOut, errorOf(data));
  }

  /** The item's slots for local dates from..to, read from Bookeo (every window and page). */
  async function slotsOf(ref: SourceItemRef, from: string, to: string): Promise<SourceSlot[]> {
    const units = await unitsOf(ref);
    if (!units) return [];
    const slots: BookeoSlot[] = [];
    // Bookeo searches at most 31 days at a time: longer ranges are asked window by window.
    for (let start = from; start <= to; start = plusDays(start, WINDOW_DAYS)) {
      const end = plusDays(start, WINDOW_DAYS - 1) < to ? plusDays(start, WINDOW_DAYS - 1) : to;
      const window = await allPages<BookeoSlot>(ref, '/availability/slots', {
        productId: ref.itemId,
        // -00:00: the account's own time zone (Bookeo's convention).
        startTime: `${start}T00:00:00-00:00`,
        endTime: `${end}T23:59:59-00:00`,
        itemsPerPage: opts.itemsPerPage ?? 100,
      });
      if (!window) return [];
      slots.push(...window);
    }
    return slots.map((s): SourceSlot => {
      const start = isoOf(s.startTime);
      const vacancies = Math.max(0, s.numSeatsAvailable);
      const startUtc = new Date(start).toISOString();
      return {
        id: s.eventId,
        localDateTimeStart: start,
        localDateTimeEnd: isoOf(s.endTime),
        startUtc,
        utcCutoffAt: startUtc,
        allDay: false,
        // Bookeo gives the seats left, not the capacity: the capacity shown is what is left.
        status: availabilityStatus({ capacity: vacancies, vacancies, closed: false }),
        vacancies,
        capacity: vacancies,
        units: units.map((u) => ({ ...u, maxQuantity: Math.max(1, Math.min(1000, vacancies)) })),
      };
    });
  }

  return {
    name: 'bookeo',

    async products(apiKey) {
      const all = await allPages<BookeoProduct>({ apiKey }, '/settings/products', {
        itemsPerPage: 300,
      });
      return (all ?? []).map((p) => ({ externalSku: p.productId, name: p.name }));
    },

    async availability(ref, from, to) {
      if (!ref.apiKey || !ref.itemId) return [];
      return cache.read(ref, from, to, () => slotsOf(ref, from, to));
    },

    async hold(ref, slot, units, uuid, minutes) {
      const held = await takeHold(ref, slot.id, units, uuid, minutes).finally(() =>
        cache.forget(ref, slot.startUtc),
      );
      return {
        reservationId: HOLD_PREFIX + held.id,
        ...(held.expiration ? { expiresAt: new Date(held.expiration).toISOString() } : {}),
      };
    },

    async confirm(ref, slot, units, uuid, reservationId, contact) {
      const earlier = await bookedBefore(ref, slot, uuid);
      if (earlier)
        return { bookingId: earlier.bookingNumber, bookingNumber: earlier.bookingNumber };
      const holdId = reservationId?.startsWith(HOLD_PREFIX)
        ? reservationId.slice(HOLD_PREFIX.length)
        : holds.get(uuid);
      const [firstName, ...rest] = contact.name.trim().split(/\s+/);
      const { status, data } = await call(
        'POST',
        '/bookings',
        ref,
        { previousHoldId: holdId, notifyUsers: 'true', notifyCustomer: 'true' },
        {
          ...bookingOf(ref, slot.id, units, uuid),
          customer: {
            firstName: firstName || contact.name,
            lastName: rest.join(' ') || '-',
            emailAddress: contact.email,
            ...(contact.phone ? { phoneNumbers: [{ number: contact.phone, type: 'mobile' }] } : {}),
          },
        },
      );
      cache.forget(ref, slot.startUtc);
      if ((status === 200 || status === 201) && typeof data.bookingNumber === 'string') {
        holds.delete(uuid);
        return { bookingId: data.bookingNumber, bookingNumber: data.bookingNumber };
      }
      throw new SourceRefusedError(BOOKEO_TEXT.soldOut, errorOf(data));
    },

    async cancel(ref, id) {
      const hold = id.startsWith(HOLD_PREFIX);
      const path = hold
        ? `/holds/${encodeURIComponent(id.slice(HOLD_PREFIX.length))}`
        : `/bookings/${encodeURIComponent(id)}`;
      const { status } = await call('DELETE', path, ref);
      cache.forget(ref);
      // 404: already gone (an expired hold, a booking cancelled before).
      if (status !== 200 && status !== 204 && status !== 404)
        throw new SourceUnavailableError(BOOKEO_TEXT.down);
    },
  };
}
