import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HoldState, Schedule, UnitTypeDef } from '@jaunt/contract';
import { variants } from './catalog.ts';
import { users } from './users.ts';

/** A variant's native schedule and unit types (person types with prices), in its IANA zone. */
export const availabilitySchedules = pgTable('availability_schedules', {
  variantId: uuid('variant_id')
    .primaryKey()
    .references(() => variants.id, { onDelete: 'cascade' }),
  zone: text('zone').notNull(),
  schedule: jsonb('schedule').$type<Schedule>().notNull(),
  units: jsonb('units').$type<UnitTypeDef[]>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One start time of a variant, materialised on demand from its schedule. `held` and `sold`
 * are seat counters changed only under a row lock on this slot (SELECT ... FOR UPDATE).
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    startUtc: timestamp('start_utc', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    /** Closed by hand (the schedule's closed dates are applied when read). */
    closed: boolean('closed').notNull().default(false),
    /**
     * The booking platform's id of this time (FareHarbor availability pk, Bookeo event id...):
     * set on slots of a variant booked through its platform, null on native ones.
     */
    externalId: text('external_id'),
    /**
     * The IANA zone a platform's time shows in: one whose offset then is the one the platform
     * stated (its own clock; availability.presenter, zoneOfLocalTimes). Null on native slots,
     * which show in their schedule's zone.
     */
    timeZone: text('time_zone'),
  },
  (t) => [
    uniqueIndex('availability_slots_variant_start_idx').on(t.variantId, t.startUtc),
    check('availability_slots_counts_check', sql`${t.held} >= 0 and ${t.sold} >= 0`),
  ],
);

/** A unit choice kept on a hold, priced when the hold was taken. */
export interface HeldUnit {
  id: string;
  type: string;
  label: string;
  quantity: number;
  priceCents: number;
  paxCount: number;
}

/** Seats reserved for a while; `id` is the client's booking uuid (the idempotency key). */
export const availabilityHolds = pgTable(
  'availability_holds',
  {
    id: uuid('id').primaryKey(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => availabilitySlots.id, { onDelete: 'cascade' }),
    /** The signed-in owner; null for a guest (then the uuid itself is the key to the hold). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    seats: integer('seats').notNull(),
    units: jsonb('units').$type<HeldUnit[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    state: text('state').$type<HoldState>().notNull().default('ON_HOLD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    /** The platform's reservation (Bookeo hold id, OCTO booking on hold); null when held here. */
    reservationId: text('reservation_id'),
    /**
     * A platform booking: null while not asked for; 'confirmed' with the platform's number once
     * made; 'refused' when the platform said no after the charge (the order was refunded);
     * 'cancel-pending' then 'cancelled' when a fully refunded order's booking is cancelled there.
     */
    platformState: text('platform_state').$type<
      'confirmed' | 'refused' | 'cancel-pending' | 'cancelled'
    >(),
    platformBookingId: text('platform_booking_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_holds_live_idx')
      .on(t.slotId, t.expiresAt)
      .where(sql`${t.state} = 'ON_HOLD'`),
  ],
);
