import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AvailabilityDto, HoldDto } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { availabilityHolds, availabilitySlots } from '../../db/schema/index.ts';
import { availability, daysFromNow, hold, scheduledVariants } from './availability.test-kit.ts';
import * as repo from './availability.repo.ts';
import { readInTurns, takeHold } from './hold-batches.ts';
import { HOLD_TEXT } from './holds.service.ts';

/**
 * Coalesced holds (decision 026): holds that arrive for a slot while a take for it is in flight
 * go to the database together, in one call of availability_take_holds. Each must get the answer
 * it would have had alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => t?.close());

const DAY = daysFromNow(20);

async function firstSlot(sku: string): Promise<AvailabilityDto> {
  const [slot] = (await availability(t, sku, DAY)).json() as AvailabilityDto[];
  return slot;
}

const slotRow = async (id: string) =>
  (await t.database.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)))[0];

/** Seats of the slot's ON_HOLD rows. */
const liveSeats = async (slotId: string) =>
  (
    await t.database.db
      .select()
      .from(availabilityHolds)
      .where(and(eq(availabilityHolds.slotId, slotId), eq(availabilityHolds.state, 'ON_HOLD')))
  ).reduce((sum, h) => sum + h.seats, 0);

const ADULT = { id: 'adult', type: 'ADULT', label: 'Adult', priceCents: 4500, paxCount: 1 };
const row = (seats: number, extra: Partial<repo.TakeRow> = {}): repo.TakeRow => ({
  id: randomUUID(),
  userId: null,
  seats,
  units: [{ ...ADULT, quantity: seats }],
  priceCents: 4500 * seats,
  ...extra,
});

describe('coalesced holds on one slot', () => {
  it('60 concurrent holds of 1-3 seats on capacity 10: exactly the seats that fit', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 10 }]);
    const slot = await firstSlot(sku);
    const wanted = Array.from({ length: 60 }, (_, i) => (i % 3) + 1);
    const answers = await Promise.all(
      wanted.map((quantity) =>
        hold(t, {
          experienceSku: sku,
          availabilityId: slot.id,
          units: [{ id: 'adult', quantity }],
        }),
      ),
    );
    let heldSeats = 0;
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 200) {
        expect((a.json() as HoldDto).pax).toBe(wanted[i]);
        heldSeats += wanted[i];
        continue;
      }
      expect(a.statusCode).toBe(409);
      // Refused with the seats left when its turn came, always fewer than it asked for.
      const message = a.json().message as string;
      const left = message === HOLD_TEXT.soldOut ? 0 : Number(/Only (\d+)/.exec(message)?.[1]);
      expect(message).toBe(left === 0 ? HOLD_TEXT.soldOut : HOLD_TEXT.onlyLeft(left));
      expect(left).toBeLessThan(wanted[i]);
    }
    expect(heldSeats).toBe(10);
    expect(await slotRow(slot.id)).toMatchObject({ held: 10, sold: 0 });
    expect(await liveSeats(slot.id)).toBe(10);
    expect(await firstSlot(sku)).toMatchObject({ status: 'SOLD_OUT', vacancies: 0 });
  });

  it('a uuid repeated among concurrent holds answers the same hold, taken once', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 10 }]);
    const slot = await firstSlot(sku);
    const uuid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        hold(t, { experienceSku: sku, availabilityId: slot.id, ...(i % 2 ? { uuid } : {}) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const repeated = answers.filter((_, i) => i % 2).map((a) => a.json() as HoldDto);
    expect(new Set(repeated.map((h) => h.uuid))).toEqual(new Set([uuid]));
    expect(new Set(repeated.map((h) => h.utcCreatedAt)).size).toBe(1);
    expect(await slotRow(slot.id)).toMatchObject({ held: 7 });
    expect(await liveSeats(slot.id)).toBe(7);
  });

  it('an exclusive slot goes to one party only, whatever the sizes', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 8, exclusive: true }]);
    const slot = await firstSlot(sku);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hold(t, {
          experienceSku: sku,
          availabilityId: slot.id,
          units: [{ id: 'adult', quantity: (i % 4) + 1 }],
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(29).fill(HOLD_TEXT.soldOut),
    );
    expect(await slotRow(slot.id)).toMatchObject({ held: (won[0].json() as HoldDto).pax });
    expect(await firstSlot(sku)).toMatchObject({ status: 'SOLD_OUT', vacancies: 0 });
  });

  it('the batch statement decides each hold in order, under one lock', async () => {
    const [sku, other] = await scheduledVariants(t, 'GTA', [{ capacity: 5 }, { capacity: 5 }]);
    const slot = await firstSlot(sku);
    const elsewhere = await hold(t, {
      experienceSku: other,
      availabilityId: (await firstSlot(other)).id,
    });
    const a = row(2);
    const took = await repo.takeHolds(
      t.database.db,
      slot.id,
      [a, { ...a }, row(3), row(1), row(1, { id: elsewhere.json().uuid })],
      10,
    );
    expect(took.map((x) => [x.outcome, x.taken])).toEqual([
      ['held', 0],
      ['repeat', 2],
      ['held', 2],
      ['full', 5],
      ['repeat', 5],
    ]);
    expect(took[0].expiresAt!.getTime() - took[0].created!.getTime()).toBe(10 * 60_000);
    expect(await slotRow(slot.id)).toMatchObject({ held: 5 });
    expect(await liveSeats(slot.id)).toBe(5);
    // A missing slot and a closed one answer every hold of the batch.
    const none = await repo.takeHolds(t.database.db, randomUUID(), [row(1), row(1)], 10);
    expect(none.map((x) => x.outcome)).toEqual(['no-slot', 'no-slot']);
    await t.database.db
      .update(availabilitySlots)
      .set({ closed: true })
      .where(eq(availabilitySlots.id, slot.id));
    const closed = await repo.takeHolds(t.database.db, slot.id, [row(1), row(1)], 10);
    expect(closed.map((x) => x.outcome)).toEqual(['closed', 'closed']);
    expect(await slotRow(slot.id)).toMatchObject({ held: 5 });
  });

  it('one bad hold in a batch fails alone; the others are taken', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 20 }]);
    const slot = await firstSlot(sku);
    const db = t.database.db;
    // Called in one tick: the first goes at once, the other nine wait and go as one batch,
    // which fails on the unknown user (a foreign key) and is retried one by one.
    const rows = Array.from({ length: 10 }, (_, i) =>
      row(1, i === 5 ? { userId: randomUUID() } : {}),
    );
    const settled = await Promise.allSettled(rows.map((r) => takeHold(db, slot.id, r, 10)));
    expect(settled.map((s) => s.status)).toEqual(
      rows.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')),
    );
    expect(settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.outcome] : []))).toEqual(
      Array(9).fill('held'),
    );
    expect(await slotRow(slot.id)).toMatchObject({ held: 9 });
    expect(await liveSeats(slot.id)).toBe(9);
  });
});

describe('readInTurns', () => {
  it('a caller arriving during a read gets the next read, never the one in flight', async () => {
    const db = {} as Db;
    const pending: ((v: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => pending.push(resolve));
    const settled = () => new Promise((r) => setImmediate(r));
    const first = readInTurns(db, 'k', read);
    const second = readInTurns(db, 'k', read);
    const third = readInTurns(db, 'k', read);
    const otherKey = readInTurns(db, 'other', read);
    expect(pending).toHaveLength(2); // 'k' and 'other'; second and third wait
    pending[0]('read 1');
    expect(await first).toBe('read 1');
    await settled();
    expect(pending).toHaveLength(3); // one new read for both waiting callers
    pending[2]('read 2');
    expect([await second, await third]).toEqual(['read 2', 'read 2']);
    pending[1]('other');
    expect(await otherKey).toBe('other');
    // Nothing is kept: a later caller reads again.
    const later = readInTurns(db, 'k', read);
    expect(pending).toHaveLength(4);
    pending[3]('read 3');
    expect(await later).toBe('read 3');
  });

  it('a failed read fails its turn only', async () => {
    const db = {} as Db;
    let n = 0;
    const read = async () => {
      n++;
      await new Promise((r) => setTimeout(r, 5));
      if (n === 1) throw new Error('lost connection');
      return `read ${n}`;
    };
    const results = await Promise.allSettled([
      readInTurns(db, 'k', read),
      readInTurns(db, 'k', read),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      'failed',
      'read 2',
    ]);
  });
});
