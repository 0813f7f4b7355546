import { eq } from 'drizzle-orm';
import {
  marketTimeZone,
  scheduleSchema,
  unitTypesSchema,
  type ScheduleInput,
  type UnitTypeDef,
} from '@jaunt/contract';
import type { Db, Tx } from '../src/db/client.ts';
import { availabilitySchedules, products, variants } from '../src/db/schema/index.ts';
import type { Rng } from './factories/index.ts';

const START_TIME_SETS = [
  ['10:00', '14:00'],
  ['09:00', '11:00', '13:00', '15:00'],
  ['18:30'],
  ['08:00', '12:30', '17:00'],
];

/** Demo unit types from the variant's price: adults, and often children, seniors, a family ticket. */
function demoUnits(rng: Rng, priceCents: number): UnitTypeDef[] {
  const units: unknown[] = [
    { id: 'adult', type: 'ADULT', label: 'Adult', priceCents, minQuantity: 0, maxQuantity: 10 },
  ];
  if (rng.chance(0.7))
    units.push({
      id: 'child',
      type: 'CHILD',
      label: 'Child (3-12)',
      priceCents: Math.round(priceCents * 0.6),
    });
  if (rng.chance(0.3))
    units.push({
      id: 'senior',
      type: 'SENIOR',
      label: 'Senior (65+)',
      priceCents: Math.round(priceCents * 0.8),
    });
  if (rng.chance(0.3))
    units.push({
      id: 'family',
      type: 'FAMILY',
      label: 'Family (2 adults, 2 children)',
      priceCents: Math.round(priceCents * 3.2),
      paxCount: 4,
      maxQuantity: 2,
    });
  return unitTypesSchema.parse(units);
}

/**
 * Gives the variants of about half the demo products a native schedule in its market's zone: a few start times a day,
 * capacity from the variant's max people (group variants book the whole slot), Mondays off
 * for some, booking closing 1-2 hours before the start. All demo data uses this native source.
 */
export async function seedAvailability(db: Db | Tx, rng: Rng, share = 0.5): Promise<number> {
  const all = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      priceCents: variants.priceCents,
      maxPeople: variants.maxPeople,
      isGroup: variants.isGroup,
      market: products.market,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    // Stable keys, not the random ids: the same products get a calendar on every fresh seed.
    .orderBy(products.sku, variants.position, variants.experienceSku);
  // About `share` of the products are booked on a calendar; the others keep Book Now with a
  // quantity (a partner whose bookings live elsewhere), so both flows are in the demo.
  const onCalendar = new Map<string, boolean>();
  const rows = all.filter((v) => {
    if (!onCalendar.has(v.productId)) onCalendar.set(v.productId, rng.chance(share));
    return onCalendar.get(v.productId);
  });
  const schedules = rows.map((v) => {
    const input: ScheduleInput = {
      startTimes: rng.pick(START_TIME_SETS),
      durationMinutes: rng.chance(0.5) ? 90 : 120,
      // A group variant books the whole slot for one party of up to its max people.
      capacity: Math.max(4, v.maxPeople),
      exclusive: v.isGroup,
      cutoffMinutes: rng.chance(0.5) ? 60 : 120,
      disabledWeekdays: rng.chance(0.3) ? [1] : [],
    };
    return {
      variantId: v.id,
      zone: marketTimeZone(v.market),
      schedule: scheduleSchema.parse(input),
      units: demoUnits(rng, Math.max(100, v.priceCents)),
    };
  });
  for (let i = 0; i < schedules.length; i += 500)
    await db
      .insert(availabilitySchedules)
      .values(schedules.slice(i, i + 500))
      .onConflictDoNothing();
  return schedules.length;
}
