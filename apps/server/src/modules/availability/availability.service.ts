import {
  generateSlots,
  isTimeZone,
  localDateOf,
  marketTimeZone,
  scheduleSchema,
  unitTypesSchema,
  type AvailabilityDto,
  type GeneratedSlot,
  type GetAvailabilityBody,
  type ScheduleInput,
} from '@jaunt/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toAvailabilityDto, toUnitDto } from './availability.presenter.ts';
import * as repo from './availability.repo.ts';
import { readInTurns } from './hold-batches.ts';
import { platformAvailability, platformDetails, platformOf } from './platform-calendar.ts';

export const EXPERIENCE_NOT_FOUND = 'Experience not found';

/**
 * A bookable variant by sku (active, on an active product); 404 otherwise. With `inTurns`
 * (the hold path), callers asking for the same variant and slot at once share one read that
 * began after each of them arrived (hold-batches.ts readInTurns).
 */
export async function findBookableOr404(
  db: Db,
  experienceSku: string,
  slotId?: string,
  opts: { inTurns?: boolean } = {},
) {
  const read = () => repo.findBookable(db, experienceSku, slotId);
  const found = await (opts.inTurns
    ? readInTurns(db, `bookable ${experienceSku} ${slotId ?? ''}`, read)
    : read());
  if (!found || !found.active) throw notFound(EXPERIENCE_NOT_FOUND);
  return found;
}

export type Bookable = Awaited<ReturnType<typeof findBookableOr404>>;
export type ScheduledBookable = Bookable & { schedule: repo.ScheduleRow };

/**
 * Saves a variant's native schedule and unit types (validated); the zone defaults to its
 * market's IANA zone. Slots already materialised keep their capacity.
 */
export async function setSchedule(
  db: Db,
  variantId: string,
  input: {
    schedule: ScheduleInput;
    units: z.input<typeof unitTypesSchema>;
    zone?: string;
    market?: string;
  },
) {
  const schedule = scheduleSchema.safeParse(input.schedule);
  if (!schedule.success)
    throw badRequest(schedule.error.issues[0].message, { schedule: 'invalid' });
  const units = unitTypesSchema.safeParse(input.units);
  if (!units.success) throw badRequest(units.error.issues[0].message, { units: 'invalid' });
  const zone = input.zone ?? marketTimeZone(input.market ?? '');
  if (!isTimeZone(zone)) throw badRequest(`Unknown time zone ${zone}.`, { zone: 'invalid' });
  return repo.upsertSchedule(db, { variantId, zone, schedule: schedule.data, units: units.data });
}

/**
 * Slots of the schedule for the local dates of `from`..`to`, materialised on demand: missing
 * rows are inserted (ON CONFLICT DO NOTHING, so concurrent readers agree on one row each).
 */
export async function materialise(db: Db, b: ScheduledBookable, from: string, to: string) {
  const { schedule, zone } = b.schedule;
  const generated = generateSlots(schedule, zone, from, to);
  if (!generated.length) return [];
  const range = [new Date(generated[0].startUtc), new Date(generated.at(-1)!.startUtc)] as const;
  let rows = await repo.listSlots(db, b.variantId, ...range);
  const known = new Set(rows.map((r) => r.slot.startUtc.getTime()));
  const missing = generated.filter((g) => !known.has(Date.parse(g.startUtc)));
  if (missing.length) {
    await repo.insertSlots(
      db,
      missing.map((g) => ({
        variantId: b.variantId,
        startUtc: new Date(g.startUtc),
        capacity: schedule.capacity,
        exclusive: schedule.exclusive,
      })),
    );
    rows = await repo.listSlots(db, b.variantId, ...range);
  }
  const byStart = new Map(rows.map((r) => [r.slot.startUtc.getTime(), r]));
  return generated.flatMap((g) => {
    const row = byStart.get(Date.parse(g.startUtc));
    return row ? [{ gen: g, ...row }] : [];
  });
}

/**
 * POST /api/bookings/getAvailability: OCTO availability from the native schedule, else from the
 * product's booking platform (an unknown company or item answers []: every date disabled); no
 * calendar at all answers [].
 */
export async function getAvailability(
  ctx: AppContext,
  body: GetAvailabilityBody,
): Promise<AvailabilityDto[]> {
  const db = ctx.db;
  const b = await findBookableOr404(db, body.experienceSku);
  const platform = platformOf(ctx, b);
  if (platform) {
    const slots = await platformAvailability(ctx, platform, body.from, body.to);
    return slots.map((s) => s.dto);
  }
  if (!b.schedule) return [];
  const now = new Date();
  const slots = await materialise(db, b as ScheduledBookable, body.from, body.to);
  return slots.map((s) => toAvailabilityDto(s.gen, s.slot, s.liveHeld, b.schedule!.schedule, now));
}

/** POST /api/bookings/getDetails: unit types (prices in dollars), zone and slot rules. */
export async function getDetails(ctx: AppContext, experienceSku: string) {
  const b = await findBookableOr404(ctx.db, experienceSku);
  const platform = platformOf(ctx, b);
  if (platform) {
    const d = await platformDetails(ctx, platform);
    return { ...d, units: d.units.map(toUnitDto) };
  }
  const s = b.schedule;
  return {
    experienceSku: b.experienceSku,
    scheduled: !!s,
    timeZone: s?.zone ?? marketTimeZone(b.market),
    units: s ? s.units.map(toUnitDto) : [],
    capacity: s?.schedule.capacity ?? 0,
    exclusive: s?.schedule.exclusive ?? false,
    cutoffMinutes: s?.schedule.cutoffMinutes ?? 0,
    durationMinutes: s?.schedule.durationMinutes ?? 0,
  };
}

/** The schedule's slot that starts at `startUtc` (null when the schedule has no such start). */
export function scheduledSlotAt(b: ScheduledBookable, startUtc: Date): GeneratedSlot | null {
  const { schedule, zone } = b.schedule;
  const day = localDateOf(startUtc, zone);
  return (
    generateSlots(schedule, zone, day, day).find(
      (g) => Date.parse(g.startUtc) === startUtc.getTime(),
    ) ?? null
  );
}
