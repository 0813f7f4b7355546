/**
 * Calendars held by a partner's booking platform (FareHarbor, Bookeo, Rezdy, OCTO), behind the
 * same OCTO-shaped calls as native schedules. Each platform time is mirrored as a local slot
 * (external_id = the platform's id) so our holds, orders and seat counters work the same way:
 * - capacity is refreshed from the platform on every read: the platform's vacancies plus what
 *   we sold there, plus our own live holds when the platform holds them too (Bookeo, OCTO);
 * - FareHarbor and Rezdy have no holds: we hold locally and only validate / quote with them;
 * - a platform's time shows on the platform's own clock (the local time and offset it states),
 *   never the market's: each mirrored slot keeps a zone that shows it so (`time_zone`: the zone
 *   the platform states, else the market's when its offset agrees, else a fixed offset), which
 *   the hold, the order's booked date and time and its mails are written in.
 */
import {
  availabilityStatus,
  bookingPlatformOf,
  marketTimeZone,
  unitTypesSchema,
  zoneOfLocalTimes,
  type AvailabilityDto,
  type UnitTypeDef,
} from '@jaunt/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  SourceUnavailableError,
  type BookingSource,
  type SourceItemRef,
  type SourceSlot,
} from '../booking-sources/booking-source.ts';
import { itemRefOf, platformKey } from '../booking-sources/item-ref.ts';
import { bookingSource } from '../booking-sources/registry.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';
import type { Bookable } from './availability.service.ts';

export interface PlatformBookable {
  b: Bookable;
  source: BookingSource;
  ref: SourceItemRef;
}

/** The platform that books a variant without a native schedule, if its product names one. */
export function platformOf(ctx: AppContext, b: Bookable): PlatformBookable | null {
  if (b.schedule) return null;
  const name = bookingPlatformOf(b.productIntegration?.name);
  const found = name ? itemRefOf(b) : null;
  if (!name || !found) return null;
  // The partner's key from its integration login, else ours (platformKey).
  const ref = { ...found, apiKey: platformKey(ctx.config, name, found.apiKey) };
  return { b, source: bookingSource(ctx, name), ref };
}

/** Platforms that reserve seats themselves: our live holds are already out of their vacancies. */
const HOLDS_ON_PLATFORM = new Set(['bookeo', 'octo']);

/** The platform could not answer: a clear 502, and nothing is held or charged. */
export const platformDown = (e: unknown) =>
  e instanceof SourceUnavailableError
    ? new AppError('BAD_GATEWAY', e.message || 'The booking system is not answering.')
    : e;

interface MirrorRow {
  id: string;
  start_utc: Date | string;
  external_id: string;
  capacity: number;
  sold: number;
  live_held: number;
  time_zone: string;
}

/** The zone that shows a platform's time on its own clock (see the top of this file). */
const zoneOf = (p: PlatformBookable, slots: SourceSlot[]) =>
  zoneOfLocalTimes(
    slots.map((s) => s.localDateTimeStart),
    [slots[0]?.timeZone, marketTimeZone(p.b.market)],
  );

/**
 * Mirrors platform slots as local slots (one upsert) and answers each with its local row. A
 * local row whose platform time moved keeps its id (the key is variant + start).
 */
async function mirror(db: Db, p: PlatformBookable, slots: SourceSlot[]) {
  if (!slots.length) return new Map<string, MirrorRow>();
  const onPlatform = HOLDS_ON_PLATFORM.has(p.source.name);
  const values = sql.join(
    slots.map(
      (s) =>
        sql`(${p.b.variantId}::uuid, ${s.startUtc}::timestamptz, ${Math.max(0, s.vacancies)}::int, ${s.id}, ${zoneOf(p, [s])}::text)`,
    ),
    sql`, `,
  );
  // capacity = vacancies there + sold by us (+ our live holds when the platform counts them).
  const live = sql`(select coalesce(sum(h.seats), 0)::int from availability_holds h
    where h.slot_id = availability_slots.id and h.state = 'ON_HOLD' and h.expires_at > now())`;
  const result = await db.execute(sql`
    insert into availability_slots (variant_id, start_utc, capacity, external_id, time_zone)
    values ${values}
    on conflict (variant_id, start_utc) do update
    set external_id = excluded.external_id,
        time_zone = excluded.time_zone,
        capacity = excluded.capacity + availability_slots.sold + ${onPlatform ? live : sql`0`}
    returning id, start_utc, external_id, capacity, sold, time_zone, ${live} as live_held`);
  return new Map(rowsOf<MirrorRow>(result).map((r) => [r.external_id, r]));
}

/** The platform's slots for local dates from..to, as availability with our local slot ids. */
export async function platformAvailability(
  ctx: AppContext,
  p: PlatformBookable,
  from: string,
  to: string,
): Promise<{ slot: SourceSlot; local: MirrorRow; dto: AvailabilityDto }[]> {
  const slots = await p.source.availability(p.ref, from, to).catch((e) => {
    throw platformDown(e);
  });
  const local = await mirror(ctx.db, p, slots);
  const now = Date.now();
  return slots.flatMap((slot) => {
    const row = local.get(slot.id);
    if (!row) return [];
    const closed = slot.status === 'CLOSED' || now >= Date.parse(slot.utcCutoffAt);
    const vacancies = closed ? 0 : Math.max(0, row.capacity - row.sold - row.live_held);
    const status = availabilityStatus({ capacity: slot.capacity, vacancies, closed });
    return [
      {
        slot,
        local: row,
        dto: {
          id: row.id,
          localDateTimeStart: slot.localDateTimeStart,
          localDateTimeEnd: slot.localDateTimeEnd,
          startUtc: slot.startUtc,
          utcCutoffAt: slot.utcCutoffAt,
          allDay: slot.allDay,
          available: status === 'AVAILABLE' || status === 'LIMITED',
          status,
          vacancies,
          capacity: slot.capacity,
        },
      },
    ];
  });
}

/** A platform slot's units as our unit types (what holds and orders price from). */
export function unitsOf(slot: SourceSlot): UnitTypeDef[] {
  const parsed = unitTypesSchema.safeParse(slot.units.map((u) => ({ ...u })));
  return parsed.success ? parsed.data : [];
}

/** getDetails for a platform variant: its units from the first time in the next 30 days. */
export async function platformDetails(ctx: AppContext, p: PlatformBookable) {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const slots = await p.source.availability(p.ref, today, later).catch((e) => {
    throw platformDown(e);
  });
  const first = slots.find((s) => s.units.length);
  return {
    experienceSku: p.b.experienceSku,
    scheduled: true,
    timeZone: zoneOf(p, slots),
    units: first ? unitsOf(first) : [],
    capacity: first?.capacity ?? 0,
    exclusive: false,
    cutoffMinutes: first
      ? Math.max(
          0,
          Math.round((Date.parse(first.startUtc) - Date.parse(first.utcCutoffAt)) / 60_000),
        )
      : 0,
    durationMinutes: first
      ? Math.max(
          0,
          Math.round(
            (Date.parse(first.localDateTimeEnd) - Date.parse(first.localDateTimeStart)) / 60_000,
          ),
        )
      : 0,
  };
}
