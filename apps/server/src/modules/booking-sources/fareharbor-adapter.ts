/**
 * FareHarbor External API v1 as a BookingSource. Auth: our app key (X-FareHarbor-API-App) and
 * the partner's user key (X-FareHarbor-API-User, the business's API key). FareHarbor has no
 * hold: `hold` validates the party (bookings/validate/) and we hold the seats locally; `confirm`
 * books with our booking uuid (FareHarbor keeps it, so a retry gets the same booking). Its real
 * failure after a good validate, 400 'Availability was removed', is a refusal (the payment flow
 * refunds). Rate limits (30 requests a second, 3,000 per 5 minutes): availability answers are
 * kept 30 seconds per company, item and range (availability-cache.ts; forgotten for the time's
 * date when we book, for the item when we cancel); 429 is retried after Retry-After (at most 3
 * times, 5 s in all), then the platform counts as not answering. Bookings are never cached.
 */
import { availabilityStatus, type UnitType } from '@jaunt/contract';
import {
  SourceRefusedError,
  SourceUnavailableError,
  type BookingSource,
  type SourceItemRef,
  type SourceSlot,
  type UnitChoice,
} from './booking-source.ts';
import { createAvailabilityCache } from './availability-cache.ts';
import { platformFetch, platformJson } from './platform-fetch.ts';

export const FAREHARBOR_TEXT = {
  down: 'The booking system is not answering. Please try again in a moment.',
  soldOut: 'Sorry, this time is no longer available for that many people.',
  removed: 'This time is no longer available on the partner’s booking system.',
} as const;

interface FhRate {
  pk: number;
  capacity: number | null;
  customer_prototype: { display_name: string; total: number; total_including_tax?: number };
  customer_type: { singular: string; plural?: string };
}
interface FhAvailability {
  pk: number;
  start_at: string;
  end_at: string;
  capacity: number;
  effective_booking_cutoff?: { cutoff_at?: string } | null;
  customer_type_rates: FhRate[];
}

/** 2026-12-01T09:00:00-1000 -> 2026-12-01T09:00:00-10:00 (ISO 8601 with a colon). */
export const isoLocal = (fh: string) => fh.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');

/** A unit type from a FareHarbor customer type name (Adult, Child, Senior, Youth, Infant...). */
export function unitTypeOf(name: string): UnitType {
  const n = name.toLowerCase();
  if (/child|kid/.test(n)) return 'CHILD';
  if (/senior/.test(n)) return 'SENIOR';
  if (/youth|teen|student/.test(n)) return 'YOUTH';
  if (/infant|baby|toddler/.test(n)) return 'INFANT';
  if (/family/.test(n)) return 'FAMILY';
  return 'ADULT';
}

function toSlot(a: FhAvailability): SourceSlot {
  const start = isoLocal(a.start_at);
  const startUtc = new Date(start).toISOString();
  const cutoff = a.effective_booking_cutoff?.cutoff_at;
  const capacity = Math.max(0, a.capacity);
  return {
    id: String(a.pk),
    localDateTimeStart: start,
    localDateTimeEnd: isoLocal(a.end_at),
    startUtc,
    utcCutoffAt: cutoff ? new Date(isoLocal(cutoff)).toISOString() : startUtc,
    allDay: false,
    status: availabilityStatus({ capacity, vacancies: capacity, closed: false }),
    vacancies: capacity,
    capacity,
    units: a.customer_type_rates.map((r) => ({
      id: String(r.pk),
      type: unitTypeOf(r.customer_type.singular),
      label: r.customer_prototype.display_name || r.customer_type.singular,
      priceCents: r.customer_prototype.total_including_tax ?? r.customer_prototype.total,
      minQuantity: 0,
      maxQuantity: Math.max(1, Math.min(1000, r.capacity ?? capacity)),
      paxCount: 1,
    })),
  };
}

/** One customer per person: FareHarbor counts a party as its list of customers. */
const customersOf = (units: UnitChoice) =>
  units.flatMap((u) =>
    Array.from({ length: u.quantity }, () => ({ customer_type_rate: Number(u.id) })),
  );

export function createFareharborSource(opts: {
  baseUrl: string;
  appKey: string;
  fetch?: typeof fetch;
}): BookingSource & {
  companies(
    country?: string,
    userKey?: string,
  ): Promise<{ shortname: string; name: string; currency: string }[]>;
  items(shortname: string, userKey?: string): Promise<{ pk: number; name: string }[]>;
} {
  const doFetch = opts.fetch ?? fetch;
  const cache = createAvailabilityCache();

  async function call(
    method: string,
    path: string,
    ref: Pick<SourceItemRef, 'apiKey'>,
    body?: unknown,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const res = await platformFetch(
      doFetch,
      `${opts.baseUrl}${path}`,
      {
        method,
        headers: {
          'x-fareharbor-api-app': opts.appKey,
          'x-fareharbor-api-user': ref.apiKey ?? '',
        },
        body,
      },
      FAREHARBOR_TEXT.down,
    );
    return {
      status: res.status,
      data: await platformJson<Record<string, unknown>>(res, FAREHARBOR_TEXT.down),
    };
  }

  const enc = encodeURIComponent;
  const errorOf = (data: Record<string, unknown>) =>
    typeof data.error === 'string' ? data.error : JSON.stringify(data).slice(0, 200);

  return {
    name: 'fareharbor',

    async companies(_country, userKey) {
      const { status, data } = await call('GET', '/companies/', { apiKey: userKey });
      if (status !== 200) throw new SourceUnavailableError(FAREHARBOR_TEXT.down);
      return (data.companies as { shortname: string; name: string; currency: string }[]) ?? [];
    },

    async items(shortname, userKey) {
      const { status, data } = await call('GET', `/companies/${enc(shortname)}/items/`, {
        apiKey: userKey,
      });
      if (status === 404) return [];
      if (status !== 200) throw new SourceUnavailableError(FAREHARBOR_TEXT.down);
      return (data.items as { pk: number; name: string }[]) ?? [];
    },

    async availability(ref, from, to) {
      const company = ref.company;
      if (!company || !/^\d+$/.test(ref.itemId)) return [];
      return cache.read(ref, from, to, async () => {
        const { status, data } = await call(
          'GET',
          `/companies/${enc(company)}/items/${ref.itemId}/availabilities/date-range/${from}/${to}/`,
          ref,
        );
        // item-pk-invalid, company-shortname-invalid: an empty calendar, every date disabled.
        if (status === 404 || status === 400) return [];
        if (status !== 200) throw new SourceUnavailableError(FAREHARBOR_TEXT.down);
        return ((data.availabilities as FhAvailability[]) ?? []).map(toSlot);
      });
    },

    async hold(ref, slot, units) {
      const { status, data } = await call(
        'POST',
        `/companies/${enc(ref.company ?? '')}/availabilities/${enc(slot.id)}/bookings/validate/`,
        ref,
        { customers: customersOf(units) },
      );
      if (status === 200 && data.is_bookable === true) return { reservationId: null };
      throw new SourceRefusedError(FAREHARBOR_TEXT.soldOut, errorOf(data));
    },

    async confirm(ref, slot, units, uuid, _reservationId, contact) {
      const { status, data } = await call(
        'POST',
        `/companies/${enc(ref.company ?? '')}/availabilities/${enc(slot.id)}/bookings/`,
        ref,
        {
          uuid,
          customers: customersOf(units),
          contact: { name: contact.name, email: contact.email, phone: contact.phone ?? '' },
          note: 'Booked on Jaunt',
        },
      );
      cache.forget(ref, slot.startUtc);
      const booking = data.booking as { pk: number; uuid: string; display_id?: string } | undefined;
      if (status === 200 && booking)
        return { bookingId: booking.uuid, bookingNumber: booking.display_id ?? String(booking.pk) };
      const detail = errorOf(data);
      throw new SourceRefusedError(
        /removed/i.test(detail) ? FAREHARBOR_TEXT.removed : FAREHARBOR_TEXT.soldOut,
        detail,
      );
    },

    async cancel(ref, id) {
      const { status } = await call(
        'DELETE',
        `/companies/${enc(ref.company ?? '')}/bookings/${enc(id)}/`,
        ref,
      );
      cache.forget(ref);
      if (status !== 200 && status !== 404) throw new SourceUnavailableError(FAREHARBOR_TEXT.down);
    },
  };
}
