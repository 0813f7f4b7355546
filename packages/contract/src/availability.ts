/**
 * Native availability (OCTO-shaped): a partner's schedule and unit types (person types with
 * prices), slot generation per local date in the listing's IANA zone, and the pure rules a
 * hold needs (pax, price, status). Time-zone math uses Intl only.
 *
 * DST rules (decision 020): a start time that does not exist on a spring-forward day (02:30 in
 * America/Los_Angeles on 2026-03-08) is SKIPPED, not shifted, so it never collides with the
 * next real start; a start time that happens twice on a fall-back day (01:30 on 2026-11-01)
 * gives ONE slot, at its first occurrence (the daylight-time offset).
 */
import { z } from 'zod';
import { steadyOffset, toLocalIso, wallToLocalIso, zonedToUtc } from './zoned-time.ts';

export * from './zoned-time.ts';

export const UNIT_TYPES = [
  'ADULT',
  'CHILD',
  'SENIOR',
  'YOUTH',
  'INFANT',
  'FAMILY',
  'OTHER',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const AVAILABILITY_STATUSES = ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const HOLD_STATES = ['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** The longest range one getAvailability call may ask for, in days. */
export const MAX_AVAILABILITY_DAYS = 93;
/** LIMITED when this share of the capacity or less is left. */
export const LIMITED_SHARE = 0.25;
export const DEFAULT_HOLD_MINUTES = 10;

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour) times.');
const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD dates.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && utcDay(d) === d, 'Not a date.');
const weekday = z.number().int().min(0).max(6);

/** A weekday as a number (0 Sunday to 6 Saturday) or as the spec's {name, number} entry. */
const weekdayEntry = z.union([
  weekday,
  z.object({ name: z.string().max(20).optional(), number: weekday }).transform((w) => w.number),
]);

export const unitTypeSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Unit ids are letters, digits, - and _.'),
    type: z.enum(UNIT_TYPES),
    label: z.string().trim().min(1).max(60),
    priceCents: z.number().int().min(0).max(10_000_000),
    minQuantity: z.number().int().min(0).max(1000).default(0),
    maxQuantity: z.number().int().min(1).max(1000).default(20),
    /** Seats one unit takes: 1 for a person, 4 for a family ticket, 0 for a lap infant. */
    paxCount: z.number().int().min(0).max(100).default(1),
  })
  .refine((u) => u.minQuantity <= u.maxQuantity, {
    message: 'Min must not be more than Max.',
    path: ['minQuantity'],
  });
export type UnitTypeDef = z.output<typeof unitTypeSchema>;

export const unitTypesSchema = z
  .array(unitTypeSchema)
  .min(1)
  .max(20)
  .refine((list) => new Set(list.map((u) => u.id)).size === list.length, 'Unit ids must differ.');

export const scheduleSchema = z.object({
  /** Start times on every open day, local wall-clock time of the listing's zone. */
  startTimes: z.array(localTime).max(96).default([]),
  /** Per-weekday start times: an entry replaces `startTimes` on that weekday. */
  weekdayStartTimes: z
    .array(z.object({ weekday, startTimes: z.array(localTime).max(96) }))
    .max(7)
    .default([]),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  capacity: z.number().int().min(1).max(10_000),
  /** One party books the whole slot (a private escape room). */
  exclusive: z.boolean().default(false),
  /** Booking closes this many minutes before the start. */
  cutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .default(0),
  closedDates: z.array(localDate).max(1000).default([]),
  disabledWeekdays: z.array(weekdayEntry).max(7).default([]),
});
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type Schedule = z.output<typeof scheduleSchema>;

function utcDay(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD); 0 for the same day. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface GeneratedSlot {
  localDate: string;
  localTime: string;
  /** Local ISO time with offset, e.g. 2026-03-08T09:00:00-07:00. */
  localDateTimeStart: string;
  localDateTimeEnd: string;
  /** ISO instant in UTC. */
  startUtc: string;
  /** A closed date of the schedule: shown CLOSED, not bookable. */
  closed: boolean;
}

/** The start times of one local date (0 Sunday ... 6 Saturday), sorted, without repeats. */
function timesOf(schedule: Schedule, weekdayNo: number): string[] {
  const own = schedule.weekdayStartTimes.find((w) => w.weekday === weekdayNo);
  return [...new Set(own ? own.startTimes : schedule.startTimes)].sort();
}

/**
 * The slots of a schedule for each local date from `fromDate` to `toDate` (inclusive) in
 * `zone`. Disabled weekdays give none; closed dates give slots marked closed. A start time
 * missing on a spring-forward day is skipped; one repeated on a fall-back day counts once.
 */
export function generateSlots(
  schedule: Schedule,
  zone: string,
  fromDate: string,
  toDate: string,
): GeneratedSlot[] {
  const out: GeneratedSlot[] = [];
  const disabled = new Set(schedule.disabledWeekdays);
  const closed = new Set(schedule.closedDates);
  const start = Date.parse(`${fromDate}T00:00:00Z`);
  const days = daysBetween(fromDate, toDate);
  const hour = 3_600_000;
  const duration = schedule.durationMinutes * 60_000;
  for (let i = 0; i <= days; i++) {
    const day = new Date(start + i * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    if (disabled.has(day.getUTCDay())) continue;
    // Most days keep one offset from before the local day starts (any zone, -14 h) to after
    // its last slot ends: then times are plain arithmetic (2 zone lookups a day, not 8 a slot).
    // A day with a change (or a slot running past that window) takes the exact path.
    const offset = steadyOffset(
      day.getTime() - 14 * hour,
      day.getTime() + 24 * hour + 12 * hour + duration,
      zone,
    );
    for (const time of timesOf(schedule, day.getUTCDay())) {
      if (offset !== null) {
        const [hh, mm] = time.split(':').map(Number);
        const wall = day.getTime() + hh * hour + mm * 60_000;
        out.push({
          localDate: date,
          localTime: time,
          localDateTimeStart: wallToLocalIso(wall, offset),
          localDateTimeEnd: wallToLocalIso(wall + duration, offset),
          startUtc: new Date(wall - offset * 60_000).toISOString(),
          closed: closed.has(date),
        });
        continue;
      }
      const at = zonedToUtc(date, time, zone);
      if (!at) continue;
      const end = new Date(at.getTime() + duration);
      out.push({
        localDate: date,
        localTime: time,
        localDateTimeStart: toLocalIso(at, zone),
        localDateTimeEnd: toLocalIso(end, zone),
        startUtc: at.toISOString(),
        closed: closed.has(date),
      });
    }
  }
  return out;
}

// ---- units, pax and price ----

export const unitChoiceSchema = z.object({
  id: z.string().min(1).max(40),
  quantity: z.number().int().min(0).max(1000),
});
export type UnitChoice = z.infer<typeof unitChoiceSchema>;

const unitOf = (units: UnitTypeDef[], id: string) => {
  const unit = units.find((u) => u.id === id);
  if (!unit) throw new Error(`Unknown unit ${id}`);
  return unit;
};

/** Seats a choice takes: quantity times each unit's paxCount (a family ticket counts 4). */
export const paxOf = (units: UnitTypeDef[], chosen: UnitChoice[]): number =>
  chosen.reduce((sum, c) => sum + c.quantity * unitOf(units, c.id).paxCount, 0);

/** Total price in cents of a choice. */
export const priceOf = (units: UnitTypeDef[], chosen: UnitChoice[]): number =>
  chosen.reduce((sum, c) => sum + c.quantity * unitOf(units, c.id).priceCents, 0);

export type UnitCheck =
  | { ok: true; pax: number; priceCents: number; chosen: UnitChoice[] }
  | { ok: false; field: string; message: string };

/**
 * Checks a choice against the unit types: known ids, each once, each unit's quantity within
 * its min and max (a unit with minQuantity 0 may be left out), at least one seat.
 * `chosen` comes back without zero quantities.
 */
export function checkUnits(units: UnitTypeDef[], chosen: UnitChoice[]): UnitCheck {
  const seen = new Set<string>();
  for (const c of chosen) {
    if (!units.some((u) => u.id === c.id))
      return { ok: false, field: 'units', message: `Unknown ticket type "${c.id}".` };
    if (seen.has(c.id))
      return { ok: false, field: 'units', message: `Ticket type "${c.id}" is listed twice.` };
    seen.add(c.id);
  }
  for (const u of units) {
    const q = chosen.find((c) => c.id === u.id)?.quantity ?? 0;
    if (q === 0 && u.minQuantity === 0) continue;
    if (q < u.minQuantity)
      return { ok: false, field: 'units', message: `Choose at least ${u.minQuantity} ${u.label}.` };
    if (q > u.maxQuantity)
      return { ok: false, field: 'units', message: `Choose at most ${u.maxQuantity} ${u.label}.` };
  }
  const kept = chosen.filter((c) => c.quantity > 0);
  const pax = paxOf(units, kept);
  if (pax < 1) return { ok: false, field: 'units', message: 'Choose at least one ticket.' };
  return { ok: true, pax, priceCents: priceOf(units, kept), chosen: kept };
}

// ---- seats and status ----

/**
 * Seats left: capacity minus confirmed minus unexpired holds; an exclusive slot has either
 * all of its capacity or nothing once any party holds or bought it.
 */
export function vacanciesOf(slot: { capacity: number; taken: number; exclusive: boolean }) {
  if (slot.exclusive) return slot.taken > 0 ? 0 : slot.capacity;
  return Math.max(0, slot.capacity - slot.taken);
}

/** CLOSED, SOLD_OUT, LIMITED (at most 25% of the capacity left) or AVAILABLE. */
export function availabilityStatus(a: {
  capacity: number;
  vacancies: number;
  closed: boolean;
}): AvailabilityStatus {
  if (a.closed) return 'CLOSED';
  if (a.vacancies <= 0) return 'SOLD_OUT';
  if (a.vacancies <= a.capacity * LIMITED_SHARE) return 'LIMITED';
  return 'AVAILABLE';
}
