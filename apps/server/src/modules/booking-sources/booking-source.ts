/**
 * One booking contract, several calendars (issue 11). A partner's experience is booked on our
 * own native schedules (modules/availability) or on its booking platform through one of these
 * sources. Shapes follow the OCTO standard: availability per slot with `localDateTimeStart`
 * (with offset), `utcCutoffAt`, status AVAILABLE / LIMITED / SOLD_OUT / CLOSED, `vacancies`,
 * `capacity`; units (ADULT, CHILD...) with prices and `paxCount`; a reservation ON_HOLD with an
 * expiry, then confirmed or cancelled; the client's booking uuid as the idempotency key.
 *
 * Platforms without holds (FareHarbor, Rezdy) are held locally by us (`hold` validates or quotes
 * and returns `reservationId: null`); platforms with holds (Bookeo, OCTO) reserve for real.
 */
import type { AvailabilityStatus, BookingPlatform, UnitType } from '@jaunt/contract';

/** A platform we book on (named from an integration by the contract's bookingPlatformOf). */
export type SourceName = BookingPlatform;

/**
 * How staff screens name each platform in a purchase's history ("Booking cancelled on
 * FareHarbor"); an OCTO supplier is "the booking system" (OCTO is the standard, not its name).
 */
export const SOURCE_LABEL: Record<SourceName, string> = {
  fareharbor: 'FareHarbor',
  bookeo: 'Bookeo',
  rezdy: 'Rezdy',
  octo: 'the booking system',
};

/** Where an experience lives on its platform (from the product's and business's integration). */
export interface SourceItemRef {
  /** The partner's key for the platform (business.integration.apiKey), when it needs one. */
  apiKey?: string;
  /** FareHarbor company shortname, Rezdy/OCTO supplier id, Bookeo account id. */
  company?: string;
  /** The platform's item / product id (variant.externalSku, product.integration.fields). */
  itemId: string;
  /** FareHarbor's country (US or CA), from the product's market. */
  country?: string;
}

/** A unit (person type) with its price in cents, as the platform prices it. */
export interface SourceUnit {
  id: string;
  type: UnitType;
  label: string;
  priceCents: number;
  minQuantity: number;
  maxQuantity: number;
  paxCount: number;
}

/** One bookable time on the platform. */
export interface SourceSlot {
  /** The platform's id of this availability (FareHarbor availability pk, Bookeo eventId...). */
  id: string;
  /**
   * ISO 8601 local time with offset, e.g. 2026-12-01T09:00:00-10:00: the experience's own clock,
   * shown to every consumer as it is (never in the market's or the viewer's zone).
   */
  localDateTimeStart: string;
  localDateTimeEnd: string;
  /** The platform's IANA zone, when it states one (OCTO product timeZone, Rezdy timezone). */
  timeZone?: string;
  /** ISO 8601 UTC instants. */
  startUtc: string;
  utcCutoffAt: string;
  allDay: boolean;
  status: AvailabilityStatus;
  vacancies: number;
  capacity: number;
  /** Prices for this time, when the platform prices per availability (FareHarbor rates). */
  units: SourceUnit[];
}

/** What the consumer chose: quantities per unit id. */
export type UnitChoice = { id: string; quantity: number }[];

export interface SourceContact {
  name: string;
  email: string;
  phone?: string;
}

/** The platform answered but said no (sold out, item gone, 'Availability was removed'). */
export class SourceRefusedError extends Error {
  constructor(
    message: string,
    /** The platform's own words, for logs and staff. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The platform could not be reached or answered nonsense (down, 5xx, timeout, bad JSON). */
export class SourceUnavailableError extends Error {}

/**
 * A platform's calendar and bookings. Every call may throw SourceUnavailableError; `hold` and
 * `confirm` throw SourceRefusedError when the platform says no. An unknown company or item is
 * not an error for `availability`: it answers [] (the calendar shows every date disabled).
 */
export interface BookingSource {
  readonly name: SourceName;
  /** Slots of the item for local dates `from`..`to` (YYYY-MM-DD, inclusive). */
  availability(ref: SourceItemRef, from: string, to: string): Promise<SourceSlot[]>;
  /**
   * Reserves (Bookeo, OCTO: a real hold for `minutes`) or checks (FareHarbor: bookings/validate;
   * Rezdy: bookings/quote) the choice. `uuid` is our booking uuid: repeating it must not reserve
   * twice. Returns the platform's reservation id, or null when we hold locally.
   */
  hold(
    ref: SourceItemRef,
    slot: { id: string; startUtc: string },
    units: UnitChoice,
    uuid: string,
    minutes: number,
  ): Promise<{ reservationId: string | null; expiresAt?: string }>;
  /**
   * Makes the booking after the payment succeeded (idempotent on `uuid`). Returns the platform's
   * booking id and the number the customer quotes.
   */
  confirm(
    ref: SourceItemRef,
    slot: { id: string; startUtc: string },
    units: UnitChoice,
    uuid: string,
    reservationId: string | null,
    contact: SourceContact,
  ): Promise<{ bookingId: string; bookingNumber: string }>;
  /** Releases a reservation or cancels a booking; cancelling twice is fine. */
  cancel(ref: SourceItemRef, id: string): Promise<void>;
}
