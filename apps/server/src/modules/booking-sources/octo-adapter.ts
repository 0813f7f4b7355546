/**
 * OCTO (octo.travel) as a BookingSource: any booking system that speaks the OCTO standard
 * (FareHarbor API partners book here: FareHarbor's OCTO API).
 * Auth: `Authorization: Bearer <token>`, the partner's key (ref.apiKey, else `token`).
 * `ref.itemId` is "productId:optionId" (just "productId" books the option "DEFAULT");
 * `ref.company` (the supplier id) is not sent: an OCTO base URL already belongs to one supplier.
 * Calls: GET /products (every product's options, `products`, for the staff's External SKU
 * picker), GET /products/{id} (the option's units: type, restrictions), POST /availability
 * {productId, optionId, localDateStart, localDateEnd} with `Octo-Capabilities: octo/pricing`
 * (unitPricing per slot), POST /bookings {uuid, ..., expirationMinutes, unitItems} (a real
 * hold, ON_HOLD until utcExpiresAt; our uuid is OCTO's own idempotency key),
 * POST /bookings/{uuid}/confirm {contact}, POST /bookings/{uuid}/cancel {reason}.
 * Checked against OCTO's own schemas (@octocloud/types) in octo-adapter.test.ts.
 * Errors: 400 INVALID_PRODUCT_ID / INVALID_OPTION_ID on availability is an empty calendar;
 * a 400 on a reservation or confirmation (UNPROCESSABLE_ENTITY, INVALID_AVAILABILITY_ID...) is a
 * refusal with the platform's errorMessage; network, 5xx, timeouts, bad JSON and 429 after
 * 3 retries are SourceUnavailableError.
 */
import { availabilityStatus, type PlatformProduct, type UnitType } from '@jaunt/contract';
import {
  SourceRefusedError,
  SourceUnavailableError,
  type BookingSource,
  type SourceItemRef,
  type SourceSlot,
  type SourceUnit,
  type UnitChoice,
} from './booking-source.ts';
import { platformFetch, platformJson } from './platform-fetch.ts';

export const OCTO_TEXT = {
  down: 'The booking system is not answering. Please try again in a moment.',
  soldOut: 'Sorry, this time is no longer available for that many people.',
  expired: 'Your hold on this time has ended and the seats are gone. Please pick a time again.',
} as const;

interface OctoUnit {
  id: string;
  internalName?: string;
  title?: string;
  type: string;
  restrictions?: { minQuantity?: number | null; maxQuantity?: number | null; paxCount?: number };
}
interface OctoProduct {
  id: string;
  internalName?: string;
  timeZone?: string;
  options: { id: string; internalName?: string; default?: boolean; units: OctoUnit[] }[];
}
interface OctoAvailability {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  allDay: boolean;
  status: string;
  vacancies: number | null;
  capacity: number | null;
  utcCutoffAt: string;
  unitPricing?: { unitId: string; retail: number; currencyPrecision?: number }[];
}
interface OctoBooking {
  uuid: string;
  id?: string;
  status: string;
  supplierReference?: string | null;
  utcExpiresAt?: string | null;
}

/** What a free-sale slot (no vacancies count) shows. */
const FREESALE_SEATS = 999;

/** "productId:optionId" -> its parts ("DEFAULT" when no option is given). */
export function octoItemOf(itemId: string) {
  const i = itemId.indexOf(':');
  return i < 0
    ? { productId: itemId, optionId: 'DEFAULT' }
    : { productId: itemId.slice(0, i), optionId: itemId.slice(i + 1) || 'DEFAULT' };
}

const OCTO_TYPES: Record<string, UnitType> = {
  ADULT: 'ADULT',
  CHILD: 'CHILD',
  SENIOR: 'SENIOR',
  YOUTH: 'YOUTH',
  STUDENT: 'YOUTH',
  INFANT: 'INFANT',
  FAMILY: 'FAMILY',
};

/** An amount in the currency's minor units (precision 2) as cents. */
const centsOf = (amount: number, precision = 2) => Math.round(amount * 10 ** (2 - precision));

function toSlot(a: OctoAvailability, units: OctoUnit[], timeZone?: string): SourceSlot {
  const freesale = a.vacancies === null || a.vacancies === undefined;
  const vacancies = Math.max(0, freesale ? FREESALE_SEATS : a.vacancies!);
  const capacity = Math.max(vacancies, a.capacity ?? vacancies);
  const closed = a.status === 'CLOSED';
  const prices = new Map((a.unitPricing ?? []).map((p) => [p.unitId, p]));
  return {
    id: a.id,
    localDateTimeStart: a.localDateTimeStart,
    localDateTimeEnd: a.localDateTimeEnd,
    ...(timeZone ? { timeZone } : {}),
    startUtc: new Date(a.localDateTimeStart).toISOString(),
    utcCutoffAt: new Date(a.utcCutoffAt).toISOString(),
    allDay: a.allDay,
    status: availabilityStatus({ capacity, vacancies, closed }),
    vacancies: closed ? 0 : vacancies,
    capacity,
    units: units
      .filter((u) => prices.has(u.id))
      .map((u): SourceUnit => ({
        id: u.id,
        type: OCTO_TYPES[u.type] ?? 'OTHER',
        label: u.title ?? u.internalName ?? u.type,
        priceCents: centsOf(prices.get(u.id)!.retail, prices.get(u.id)!.currencyPrecision),
        minQuantity: u.restrictions?.minQuantity ?? 0,
        maxQuantity: Math.max(1, Math.min(1000, u.restrictions?.maxQuantity ?? 1000)),
        paxCount: u.restrictions?.paxCount ?? 1,
      })),
  };
}

/** One unit item per ticket, as OCTO counts a party. */
const unitItemsOf = (units: UnitChoice) =>
  units.flatMap((u) => Array.from({ length: u.quantity }, () => ({ unitId: u.id })));

export function createOctoSource(opts: {
  baseUrl: string;
  /** A token for partners without their own key. */
  token?: string;
  fetch?: typeof fetch;
}): BookingSource & {
  /**
   * The supplier's bookable options, each as "productId:optionId" (named by the product, and
   * by the option too when the product has several), read with `apiKey`, else `token`.
   */
  products(apiKey?: string): Promise<PlatformProduct[]>;
} {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function call(
    method: string,
    path: string,
    ref: Pick<SourceItemRef, 'apiKey'>,
    body?: unknown,
  ): Promise<{ status: number; data: unknown }> {
    const res = await platformFetch(
      doFetch,
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${ref.apiKey ?? opts.token ?? ''}`,
          'octo-capabilities': 'octo/pricing',
          accept: 'application/json',
        },
        body,
      },
      OCTO_TEXT.down,
    );
    return { status: res.status, data: await platformJson<unknown>(res, OCTO_TEXT.down) };
  }

  const errorOf = (data: unknown) => {
    const d = (data ?? {}) as { error?: unknown; errorMessage?: unknown };
    return typeof d.errorMessage === 'string'
      ? d.errorMessage
      : typeof d.error === 'string'
        ? d.error
        : JSON.stringify(data).slice(0, 200);
  };
  /** 401/403: the key is wrong, which no consumer can fix: the platform counts as not answering. */
  const unauthorized = (status: number) => status === 401 || status === 403;
  const enc = encodeURIComponent;

  async function reserve(
    ref: SourceItemRef,
    slotId: string,
    units: UnitChoice,
    uuid: string,
    minutes: number,
  ) {
    const { productId, optionId } = octoItemOf(ref.itemId);
    const { status, data } = await call('POST', '/bookings', ref, {
      uuid,
      productId,
      optionId,
      availabilityId: slotId,
      expirationMinutes: Math.max(1, Math.round(minutes)),
      unitItems: unitItemsOf(units),
      notes: 'Booked on Jaunt',
    });
    if (unauthorized(status)) throw new SourceUnavailableError(OCTO_TEXT.down);
    const booking = data as OctoBooking;
    if (status === 200 && booking.uuid) return booking;
    throw new SourceRefusedError(OCTO_TEXT.soldOut, errorOf(data));
  }

  return {
    name: 'octo',

    async products(apiKey) {
      const { status, data } = await call('GET', '/products', { apiKey });
      if (status !== 200 || !Array.isArray(data)) throw new SourceUnavailableError(OCTO_TEXT.down);
      return (data as OctoProduct[]).flatMap((p) =>
        (p.options ?? []).map((o) => {
          const product = p.internalName ?? p.id;
          return {
            externalSku: `${p.id}:${o.id}`,
            name: p.options.length > 1 ? `${product}: ${o.internalName ?? o.id}` : product,
          };
        }),
      );
    },

    async availability(ref, from, to) {
      const { productId, optionId } = octoItemOf(ref.itemId);
      if (!productId) return [];
      const product = await call('GET', `/products/${enc(productId)}`, ref);
      // INVALID_PRODUCT_ID (400) or not found: an empty calendar, every date disabled.
      if (product.status === 400 || product.status === 404) return [];
      if (product.status !== 200) throw new SourceUnavailableError(OCTO_TEXT.down);
      const option = (product.data as OctoProduct).options?.find((o) => o.id === optionId);
      if (!option) return [];
      const { status, data } = await call('POST', '/availability', ref, {
        productId,
        optionId,
        localDateStart: from,
        localDateEnd: to,
      });
      if (status === 400 || status === 404) return [];
      if (status !== 200 || !Array.isArray(data)) throw new SourceUnavailableError(OCTO_TEXT.down);
      const zone = (product.data as OctoProduct).timeZone;
      return (data as OctoAvailability[]).map((a) => toSlot(a, option.units ?? [], zone));
    },

    async hold(ref, slot, units, uuid, minutes) {
      const booking = await reserve(ref, slot.id, units, uuid, minutes);
      if (booking.status === 'CONFIRMED') return { reservationId: booking.uuid };
      if (booking.status !== 'ON_HOLD')
        throw new SourceRefusedError(OCTO_TEXT.expired, `Booking is ${booking.status}`);
      return {
        reservationId: booking.uuid,
        ...(booking.utcExpiresAt ? { expiresAt: booking.utcExpiresAt } : {}),
      };
    },

    async confirm(ref, slot, units, uuid, reservationId, contact) {
      // Without a platform hold (or after a failed one) reserve first: same uuid, same booking.
      if (!reservationId) await reserve(ref, slot.id, units, uuid, 10);
      const id = reservationId ?? uuid;
      const { status, data } = await call('POST', `/bookings/${enc(id)}/confirm`, ref, {
        resellerReference: uuid,
        contact: {
          fullName: contact.name,
          emailAddress: contact.email,
          phoneNumber: contact.phone ?? null,
        },
      });
      if (unauthorized(status)) throw new SourceUnavailableError(OCTO_TEXT.down);
      const booking = data as OctoBooking;
      if (status === 200 && booking.status === 'CONFIRMED')
        return {
          bookingId: booking.uuid,
          bookingNumber: booking.supplierReference || booking.id || booking.uuid,
        };
      const detail = status === 200 ? `Booking is ${booking.status}` : errorOf(data);
      throw new SourceRefusedError(
        /expired/i.test(detail) ? OCTO_TEXT.expired : OCTO_TEXT.soldOut,
        detail,
      );
    },

    async cancel(ref, id) {
      const { status } = await call('POST', `/bookings/${enc(id)}/cancel`, ref, {
        reason: 'Cancelled on Jaunt',
      });
      // INVALID_BOOKING_UUID: nothing to release. A cancelled booking answers 200 again.
      if (status === 200 || status === 400 || status === 404) return;
      throw new SourceUnavailableError(OCTO_TEXT.down);
    },
  };
}
