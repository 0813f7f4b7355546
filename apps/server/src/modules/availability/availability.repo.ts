import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import type { HoldState } from '@jaunt/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  availabilityHolds,
  availabilitySchedules,
  availabilitySlots,
  products,
  variants,
} from '../../db/schema/index.ts';

export type SlotRow = typeof availabilitySlots.$inferSelect;
export type HoldRow = typeof availabilityHolds.$inferSelect;
export type HoldInsert = typeof availabilityHolds.$inferInsert;
export type ScheduleRow = typeof availabilitySchedules.$inferSelect;
import { rowsOf } from '../catalog/catalog.repo.ts';

type Conn = Db | Tx;

/**
 * A variant with what booking it needs (schedule, market, platform). With `slotId`, also the
 * start of that slot when it is one of this variant's, read in the same round trip (a hold's
 * hot path: two round trips in all, the other being the hold itself). Prepared once per
 * database: a hold skips Drizzle's SQL building and PostgreSQL's parse and plan.
 */
function prepareBookable(db: Db) {
  return db
    .select({
      slotStartUtc: sql<Date | string | null>`(select s.start_utc from availability_slots s
          where s.id = ${sql.placeholder('slotId')}::uuid and s.variant_id = ${variants.id})`,
      variantId: variants.id,
      experienceSku: variants.experienceSku,
      active: sql<boolean>`${variants.active} and ${products.active}`,
      market: products.market,
      schedule: availabilitySchedules,
      externalSku: variants.externalSku,
      productIntegration: products.integration,
      productCompanyId: products.companyId,
      business: sql<{
        companyId: string | null;
        integration: { name: string; apiKey?: string } | null;
      } | null>`(select json_build_object('companyId', b.company_id, 'integration', b.integration)
          from businesses b where b.business_id = ${products.businessId} limit 1)`,
      currency: sql<string | null>`(select f.currency from features f
          where f.key = 'Market' and f.val = ${products.market} limit 1)`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.variantId, variants.id))
    .where(eq(variants.experienceSku, sql.placeholder('sku')))
    .limit(1)
    .prepare('bookable_by_sku');
}
const bookableStatements = new WeakMap<Db, ReturnType<typeof prepareBookable>>();

export async function findBookable(db: Db, experienceSku: string, slotId?: string) {
  let statement = bookableStatements.get(db);
  if (!statement) bookableStatements.set(db, (statement = prepareBookable(db)));
  const [row] = await statement.execute({ sku: experienceSku, slotId: slotId ?? null });
  return row ?? null;
}

export async function upsertSchedule(db: Conn, row: typeof availabilitySchedules.$inferInsert) {
  const [saved] = await db
    .insert(availabilitySchedules)
    .values(row)
    .onConflictDoUpdate({
      target: availabilitySchedules.variantId,
      set: { zone: row.zone, schedule: row.schedule, units: row.units, updated: new Date() },
    })
    .returning();
  return saved;
}

/**
 * Seats of unexpired holds of a slot, counted against the database clock. Written out with
 * qualified names: drizzle leaves columns unqualified in a single-table select.
 */
const liveHeld = sql<number>`coalesce((select sum(h.seats) from availability_holds h
  where h.slot_id = "availability_slots"."id" and h.state = 'ON_HOLD' and h.expires_at > now()), 0)`.mapWith(
  Number,
);

/** A variant's slots from `from` to `to` (inclusive), each with its live held seats. */
export function listSlots(db: Conn, variantId: string, from: Date, to: Date) {
  return db
    .select({ slot: availabilitySlots, liveHeld })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.variantId, variantId),
        between(availabilitySlots.startUtc, from, to),
      ),
    )
    .orderBy(asc(availabilitySlots.startUtc));
}

/** Materialises slots; ones that exist already are left as they are. */
export async function insertSlots(db: Conn, rows: (typeof availabilitySlots.$inferInsert)[]) {
  if (!rows.length) return 0;
  const inserted = await db
    .insert(availabilitySlots)
    .values(rows)
    .onConflictDoNothing({ target: [availabilitySlots.variantId, availabilitySlots.startUtc] })
    .returning({ id: availabilitySlots.id });
  return inserted.length;
}

export async function findSlot(db: Conn, variantId: string, by: { id?: string; startUtc?: Date }) {
  const [row] = await db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.variantId, variantId),
        by.id ? eq(availabilitySlots.id, by.id) : eq(availabilitySlots.startUtc, by.startUtc!),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locks a slot row until the transaction ends: every change of its counters goes through here. */
export async function lockSlot(tx: Tx, slotId: string) {
  const [row] = await tx
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slotId))
    .for('update');
  return row ?? null;
}

/** Turns the slot's expired holds to EXPIRED (call with the slot locked); returns the freed seats. */
export async function releaseExpired(tx: Tx, slotId: string) {
  const freed = await tx
    .update(availabilityHolds)
    .set({ state: 'EXPIRED' })
    .where(
      and(
        eq(availabilityHolds.slotId, slotId),
        eq(availabilityHolds.state, 'ON_HOLD'),
        lte(availabilityHolds.expiresAt, sql`now()`),
      ),
    )
    .returning({ seats: availabilityHolds.seats });
  return freed.reduce((sum, h) => sum + h.seats, 0);
}

/** Adds to the slot's counters (call with the slot locked). */
export async function addToSlot(tx: Tx, slotId: string, d: { held?: number; sold?: number }) {
  const [row] = await tx
    .update(availabilitySlots)
    .set({
      held: sql`${availabilitySlots.held} + ${d.held ?? 0}`,
      sold: sql`${availabilitySlots.sold} + ${d.sold ?? 0}`,
    })
    .where(eq(availabilitySlots.id, slotId))
    .returning();
  return row;
}

export type TakeOutcome = 'held' | 'full' | 'closed' | 'repeat' | 'no-slot';

/** What taking one hold answered (availability_take_holds). */
export interface Took {
  outcome: TakeOutcome;
  capacity: number;
  /** Seats taken on the slot before this hold (live holds and sold). */
  taken: number;
  exclusive: boolean;
  /** For a new hold, its created and expiry times (database clock). */
  created: Date | null;
  expiresAt: Date | null;
}

export type TakeRow = Omit<HoldInsert, 'expiresAt' | 'slotId'>;

interface TookRow {
  o_outcome: TakeOutcome;
  o_capacity: number;
  o_taken: number;
  o_exclusive: boolean;
  o_created: Date | string | null;
  o_expires: Date | string | null;
}

const tookOf = (r: TookRow): Took => ({
  outcome: r.o_outcome,
  capacity: Number(r.o_capacity),
  taken: Number(r.o_taken),
  exclusive: r.o_exclusive,
  created: r.o_created ? new Date(r.o_created) : null,
  expiresAt: r.o_expires ? new Date(r.o_expires) : null,
});

/**
 * Takes holds on one slot in one statement (availability_take_holds, migration 0020): the slot's
 * row lock is held only inside the database, once for all of them, and each hold is decided in
 * order (a repeated uuid, an exclusive slot, the seats left). Answers one Took per row, in the
 * rows' order: the outcome, the slot's capacity, the seats taken before that hold, and for a new
 * hold its created and expiry times. The hold path goes through hold-batches.ts.
 */
export async function takeHolds(
  db: Conn,
  slotId: string,
  rows: TakeRow[],
  minutes: number,
): Promise<Took[]> {
  const holds = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      user: r.userId ?? null,
      seats: r.seats,
      units: r.units,
      price: r.priceCents,
    })),
  );
  const result = await db.execute(sql`select * from availability_take_holds(
    ${slotId}::uuid, ${holds}::jsonb, ${minutes}::int)`);
  const answers: Took[] = new Array<Took>(rows.length);
  for (const r of rowsOf<TookRow & { o_idx: number }>(result)) answers[Number(r.o_idx)] = tookOf(r);
  for (let i = 0; i < rows.length; i++)
    if (!answers[i]) throw new Error(`availability_take_holds did not answer hold ${i}`);
  return answers;
}

/** A hold and whether its expiry has passed by the database clock. */
export async function findHold(db: Conn, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      hold: availabilityHolds,
      expired: sql<boolean>`${availabilityHolds.expiresAt} <= now()`,
    })
    .from(availabilityHolds)
    .where(eq(availabilityHolds.id, id))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A platform's time shows in its slot's zone (its own clock), a native one its schedule's. */
const [slotZone, scheduleZone] = [availabilitySlots.timeZone, availabilitySchedules.zone];
const holdZone = sql<string | null>`coalesce(${slotZone}, ${scheduleZone})`;

/** A hold with what its answer shows: the slot's start, the variant's sku and zone. */
export async function findHoldView(db: Conn, id: string) {
  const [row] = await db
    .select({
      hold: availabilityHolds,
      startUtc: availabilitySlots.startUtc,
      experienceSku: variants.experienceSku,
      zone: holdZone,
      /** Neither (a slot mirrored before slots kept a zone): its product market's zone. */
      market: products.market,
      now: sql<Date>`now()`.mapWith((v) => new Date(v)),
    })
    .from(availabilityHolds)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, availabilityHolds.slotId))
    .innerJoin(variants, eq(variants.id, availabilitySlots.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.variantId, variants.id))
    .where(eq(availabilityHolds.id, id))
    .limit(1);
  return row ?? null;
}

/** Moves a live hold's expiry to `minutes` from now; null when it is no longer live. */
export async function extendLiveHold(db: Conn, id: string, minutes: number) {
  const [row] = await db
    .update(availabilityHolds)
    .set({ expiresAt: sql`now() + make_interval(mins => ${minutes}::int)` })
    .where(
      and(
        eq(availabilityHolds.id, id),
        eq(availabilityHolds.state, 'ON_HOLD'),
        sql`${availabilityHolds.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The platform's reservation behind a hold (Bookeo hold id, OCTO booking uuid). */
export async function setReservation(db: Conn, id: string, reservationId: string) {
  await db.update(availabilityHolds).set({ reservationId }).where(eq(availabilityHolds.id, id));
}

export async function setHoldState(tx: Tx, id: string, state: HoldState, orderId?: string) {
  const [row] = await tx
    .update(availabilityHolds)
    .set({ state, ...(orderId ? { orderId } : {}) })
    .where(eq(availabilityHolds.id, id))
    .returning();
  return row;
}
