import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  materialise,
  type ScheduledBookable,
} from '../src/modules/availability/availability.service.ts';
import { findBookable } from '../src/modules/availability/availability.repo.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';
import { seedAvailability } from '../seed/availability.ts';
import type { Target } from './targets.ts';
import { Rng } from '../seed/factories/index.ts';
import { formatElapsed, progressBar } from '../seed/progress.ts';

/** The variants the availability rows measure (and whose slots carry the bookings). */
export const BOOKED_VARIANTS = 1000;
/** Their slots from this many days back to this many ahead carry the bookings. */
const DAYS_BACK = 120;
const DAYS_AHEAD = 60;

const q = <T>(db: Db, query: ReturnType<typeof sql>) => db.execute(query).then((r) => rowsOf<T>(r));
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The bench's calendar variants: the same ones every run (by the md5 of their id). */
export function bookedVariants(db: Db, limit = BOOKED_VARIANTS) {
  return q<{ sku: string; variant_id: string }>(
    db,
    sql`select v.experience_sku as sku, v.id as variant_id
        from availability_schedules s join variants v on v.id = s.variant_id
        join products p on p.id = v.product_id
        where v.active and p.active
        order by md5(v.id::text) limit ${limit}`,
  );
}

/**
 * Issue 11's volume: native schedules for about half the products, and `want` confirmed bookings
 * (one seat each) on the slots of BOOKED_VARIANTS calendar variants from DAYS_BACK days ago to
 * DAYS_AHEAD ahead, plus a few live holds, with each slot's sold/held counters matching its rows.
 */
export async function seedBookings(db: Db, want: number) {
  const [{ have }] = await q<{ have: number }>(
    db,
    sql`select count(*)::int as have from availability_holds where state = 'CONFIRMED'`,
  );
  if (have >= want) return;
  const [{ schedules }] = await q<{ schedules: number }>(
    db,
    sql`select count(*)::int as schedules from availability_schedules`,
  );
  if (!schedules) {
    console.log('Giving about half the products a native schedule...');
    await seedAvailability(db, new Rng(4), 0.5);
  }
  const picked = await bookedVariants(db);
  console.log(
    `Materialising ${DAYS_BACK + DAYS_AHEAD} days of slots for ${picked.length} variants...`,
  );
  const slotsBar = progressBar(picked.length);
  for (const [i, v] of picked.entries()) {
    const b = await findBookable(db, v.sku);
    if (b?.schedule)
      await materialise(db, b as ScheduledBookable, day(-DAYS_BACK), day(DAYS_AHEAD));
    slotsBar.update(i + 1);
  }
  console.log(`Materialised in ${formatElapsed(slotsBar.finish())}`);

  console.log(`Seeding ${want - have} bookings...`);
  const bar = progressBar(want - have);
  const chunk = 100_000;
  const [{ total }] = await q<{ total: number }>(
    db,
    sql`select count(*)::int as total from availability_slots`,
  );
  for (let done = 0; done < want - have; done += chunk) {
    const n = Math.min(chunk, want - have - done);
    // Slots numbered once; booking g lands on slot (g * a prime) mod count: spread, repeatable.
    // The count is a constant here so the join hashes (a per-row modulus would loop 100k x 400k).
    await db.execute(sql`
      with slots as (
        select id, start_utc, (row_number() over (order by id) - 1)::bigint as rn
        from availability_slots
      )
      insert into availability_holds (id, slot_id, seats, units, price_cents, state, expires_at, order_id)
      select gen_random_uuid(), s.id, 1,
             '[{"id":"adult","type":"ADULT","label":"Adult","quantity":1,"priceCents":5000,"paxCount":1}]'::jsonb,
             5000, 'CONFIRMED', s.start_utc, 'bench-' || g
      from generate_series(${have + done + 1}::bigint, ${have + done + n}::bigint) g
      join slots s on s.rn = (g * 7919) % ${total}::bigint`);
    bar.update(done + n);
  }
  // A live hold on every 20th future slot, so reads count unexpired holds too.
  await db.execute(sql`
    insert into availability_holds (id, slot_id, seats, units, price_cents, state, expires_at)
    select gen_random_uuid(), s.id, 1, '[]'::jsonb, 5000, 'ON_HOLD', now() + interval '1 day'
    from availability_slots s where s.start_utc > now() and hashtext(s.id::text) % 20 = 0`);
  await db.execute(sql`
    update availability_slots s
    set sold = c.sold, held = c.held, capacity = greatest(s.capacity, c.sold + c.held + 2)
    from (select slot_id,
                 count(*) filter (where state = 'CONFIRMED')::int as sold,
                 coalesce(sum(seats) filter (where state = 'ON_HOLD'), 0)::int as held
          from availability_holds group by 1) c
    where s.id = c.slot_id`);
  console.log(`Seeded in ${formatElapsed(bar.finish())}`);
}

/**
 * Issue 11's speed rows: availability of one variant over 60 days (>= 1,000 distinct variant and
 * date pairs), and holds of one seat, each a new booking uuid, all on one slot (its capacity
 * raised so the run never sells out: the row measures the slot's lock, not a refusal).
 */
export async function pickBookingTargets(db: Db, distinct: number): Promise<Target[]> {
  const picked = await bookedVariants(db);
  const [slot] = await q<{ id: string; sku: string; unit: string }>(
    db,
    sql`select s.id, v.experience_sku as sku, sc.units->0->>'id' as unit
        from availability_slots s join variants v on v.id = s.variant_id
        join availability_schedules sc on sc.variant_id = v.id
        where s.start_utc > now() + interval '3 days' and not s.closed and not s.exclusive
        order by md5(s.id::text) limit 1`,
  );
  if (picked.length === 0 || !slot) {
    console.warn('No booked slots here (seeded with --bookings 0): no availability or hold rows.');
    return [];
  }
  const bodies = Array.from({ length: Math.max(distinct, picked.length) }, (_, i) =>
    JSON.stringify({
      experienceSku: picked[i % picked.length].sku,
      from: day(Math.floor(i / picked.length)),
      to: day(Math.floor(i / picked.length) + 59),
    }),
  );
  await db.execute(sql`update availability_slots set capacity = 100000000 where id = ${slot.id}`);
  const hold = JSON.stringify({
    uuid: '{{uuid}}',
    experienceSku: slot.sku,
    availabilityId: slot.id,
    units: [{ id: slot.unit, quantity: 1 }],
  });
  return [
    {
      name: 'availability, one variant, 60 days',
      kind: 'availability',
      method: 'POST',
      paths: bodies.map(() => '/api/bookings/getAvailability'),
      bodies,
    },
    {
      name: 'hold a seat (one slot, every request a new booking)',
      kind: 'hold',
      method: 'POST',
      paths: ['/api/bookings/holdSlot'],
      bodies: [hold],
    },
  ];
}
