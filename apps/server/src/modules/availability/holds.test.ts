import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AvailabilityDto, HoldDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { availabilityHolds, availabilitySlots } from '../../db/schema/index.ts';
import { availability, daysFromNow, hold, scheduledVariants } from './availability.test-kit.ts';
import { confirmHold, HOLD_TEXT } from './holds.service.ts';

let t: TestApp;
beforeAll(async () => {
  // 200 holds from one address in a minute: lift the per-IP limit for this file.
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

const expireHold = (uuid: string) =>
  t.database.db
    .update(availabilityHolds)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(availabilityHolds.id, uuid));

describe('POST /api/bookings/holdSlot', () => {
  it('200 concurrent holds on a slot of capacity 10 hold exactly 10 seats', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 10 }]);
    const slot = await firstSlot(sku);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => hold(t, { experienceSku: sku, availabilityId: slot.id })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(HOLD_TEXT.soldOut);
    const live = await t.database.db
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.slotId, slot.id));
    expect(live.filter((h) => h.state === 'ON_HOLD')).toHaveLength(10);
    expect(await slotRow(slot.id)).toMatchObject({ held: 10, sold: 0 });
    expect(await firstSlot(sku)).toMatchObject({ status: 'SOLD_OUT', vacancies: 0 });
  });

  it('returns the hold with its expiry (10 minutes), price and people', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ startTimes: ['14:00'] }]);
    const slot = await firstSlot(sku);
    const res = await hold(t, {
      experienceSku: sku,
      startUtc: slot.startUtc,
      units: [
        { id: 'adult', quantity: 2 },
        { id: 'child', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const h = res.json() as HoldDto;
    expect(h).toMatchObject({
      status: 'ON_HOLD',
      availabilityId: slot.id,
      localDateTimeStart: slot.localDateTimeStart,
      pax: 3,
      total: 115,
      people: [
        { name: 'Adult', price: 45, quantity: 2 },
        { name: 'Child', price: 25, quantity: 1 },
      ],
    });
    const minutes = (Date.parse(h.utcExpiresAt) - Date.parse(h.utcCreatedAt)) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
    expect(await firstSlot(sku)).toMatchObject({ vacancies: 7, status: 'AVAILABLE' });
  });

  it('the same uuid twice gives one hold', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{}]);
    const slot = await firstSlot(sku);
    const uuid = randomUUID();
    const [a, b] = await Promise.all([
      hold(t, { uuid, experienceSku: sku, availabilityId: slot.id }),
      hold(t, { uuid, experienceSku: sku, availabilityId: slot.id }),
    ]);
    const c = await hold(t, { uuid, experienceSku: sku, availabilityId: slot.id });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(c.json().uuid).toBe(uuid);
    expect(await slotRow(slot.id)).toMatchObject({ held: 1 });
    // Another signed-in user cannot reuse a user's uuid.
    const owner = await loginAs(t, 'user');
    const other = await loginAs(t, 'user');
    const mine = randomUUID();
    await hold(t, { uuid: mine, experienceSku: sku, availabilityId: slot.id }, owner.headers);
    const theirs = await hold(
      t,
      { uuid: mine, experienceSku: sku, availabilityId: slot.id },
      other.headers,
    );
    expect(theirs.statusCode).toBe(409);
  });

  it('a family unit with paxCount 4 takes 4 seats', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 6 }]);
    const slot = await firstSlot(sku);
    const fam = await hold(t, {
      experienceSku: sku,
      availabilityId: slot.id,
      units: [{ id: 'family', quantity: 1 }],
    });
    expect(fam.json()).toMatchObject({ pax: 4, total: 120 });
    expect(await firstSlot(sku)).toMatchObject({ vacancies: 2, status: 'AVAILABLE' });
    const more = await hold(t, {
      experienceSku: sku,
      availabilityId: slot.id,
      units: [{ id: 'adult', quantity: 3 }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(HOLD_TEXT.onlyLeft(2));
  });

  it('an exclusive slot is booked by one party only', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 8, exclusive: true }]);
    const slot = await firstSlot(sku);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => hold(t, { experienceSku: sku, availabilityId: slot.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await firstSlot(sku)).toMatchObject({ status: 'SOLD_OUT', vacancies: 0 });
  });

  it('expired holds free their seats with no job run', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 2 }]);
    const slot = await firstSlot(sku);
    const first = (
      await hold(t, {
        experienceSku: sku,
        availabilityId: slot.id,
        units: [{ id: 'adult', quantity: 2 }],
      })
    ).json();
    expect((await hold(t, { experienceSku: sku, availabilityId: slot.id })).statusCode).toBe(409);
    await expireHold(first.uuid);
    expect(await firstSlot(sku)).toMatchObject({ vacancies: 2, status: 'AVAILABLE' });
    const again = await hold(t, {
      experienceSku: sku,
      availabilityId: slot.id,
      units: [{ id: 'adult', quantity: 2 }],
    });
    expect(again.statusCode).toBe(200);
    expect(await slotRow(slot.id)).toMatchObject({ held: 2 });
    const [old] = await t.database.db
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, first.uuid));
    expect(old.state).toBe('EXPIRED');
  });

  it('checks units, closed dates and off-schedule times; a partner holds seats like anyone (decision 039)', async () => {
    const [sku, none] = await scheduledVariants(t, 'GTA', [{ closedDates: [DAY] }, null]);
    const slot = await firstSlot(sku);
    const closed = await hold(t, { experienceSku: sku, startUtc: slot.startUtc });
    expect([closed.statusCode, closed.json().message]).toEqual([409, HOLD_TEXT.closed]);
    const tooMany = await hold(t, {
      experienceSku: sku,
      startUtc: slot.startUtc,
      units: [{ id: 'adult', quantity: 11 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const offSchedule = new Date(Date.parse(slot.startUtc) + 60_000).toISOString();
    expect((await hold(t, { experienceSku: sku, startUtc: offSchedule })).statusCode).toBe(404);
    expect((await hold(t, { experienceSku: none, startUtc: slot.startUtc })).statusCode).toBe(404);
    // A slot id of another variant, or of none, is not this experience's time.
    const [other] = await scheduledVariants(t, 'GTA', [{}]);
    const foreign = await hold(t, { experienceSku: other, availabilityId: slot.id });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, HOLD_TEXT.notOnSchedule]);
    const unknown = await hold(t, { experienceSku: sku, availabilityId: randomUUID() });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, HOLD_TEXT.notOnSchedule]);
    const partner = await loginAs(t, 'partner');
    const open = await firstSlot(other);
    const held = await hold(t, { experienceSku: other, startUtc: open.startUtc }, partner.headers);
    expect(held.statusCode).toBe(200);
  });
});

describe('extendHold, cancelHold and confirmHold', () => {
  const post = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${path}`, headers });

  it('only the owner extends or cancels; cancelling gives the seats back', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 3 }]);
    const slot = await firstSlot(sku);
    const owner = await loginAs(t, 'user');
    const stranger = await loginAs(t, 'user');
    const h = (
      await hold(
        t,
        { experienceSku: sku, availabilityId: slot.id, units: [{ id: 'adult', quantity: 3 }] },
        owner.headers,
      )
    ).json();
    expect((await post(`extendHold/${h.uuid}`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`cancelHold/${h.uuid}`)).statusCode).toBe(404);
    const extended = await post(`extendHold/${h.uuid}`, owner.headers);
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().utcExpiresAt)).toBeGreaterThanOrEqual(
      Date.parse(h.utcExpiresAt),
    );
    const cancelled = await post(`cancelHold/${h.uuid}`, owner.headers);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect((await post(`cancelHold/${h.uuid}`, owner.headers)).statusCode).toBe(200);
    expect(await slotRow(slot.id)).toMatchObject({ held: 0 });
    expect(await firstSlot(sku)).toMatchObject({ vacancies: 3 });
    // A guest's hold is reached by its uuid; an expired one cannot be extended.
    const g = (await hold(t, { experienceSku: sku, availabilityId: slot.id })).json();
    await expireHold(g.uuid);
    const late = await post(`extendHold/${g.uuid}`);
    expect([late.statusCode, late.json().message]).toEqual([409, HOLD_TEXT.expired]);
  });

  it('confirmHold sells the seats, is repeatable, and fails once expired seats are gone', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 2 }]);
    const slot = await firstSlot(sku);
    const db = t.database.db;
    const a = (await hold(t, { experienceSku: sku, availabilityId: slot.id })).json();
    const done = await db.transaction((tx) => confirmHold(tx, a.uuid, 'order-1'));
    expect(done).toMatchObject({ status: 'CONFIRMED', orderId: 'order-1' });
    await db.transaction((tx) => confirmHold(tx, a.uuid, 'order-1'));
    expect(await slotRow(slot.id)).toMatchObject({ held: 0, sold: 1 });
    await expect(db.transaction((tx) => confirmHold(tx, a.uuid, 'order-2'))).rejects.toThrow(
      HOLD_TEXT.otherOrder,
    );

    // An expired hold still confirms while its seat is free...
    const b = (await hold(t, { experienceSku: sku, availabilityId: slot.id })).json();
    await expireHold(b.uuid);
    await db.transaction((tx) => confirmHold(tx, b.uuid, 'order-3'));
    expect(await slotRow(slot.id)).toMatchObject({ held: 0, sold: 2 });
    expect(await firstSlot(sku)).toMatchObject({ status: 'SOLD_OUT' });

    // ...and fails clearly once someone else took it.
    const [sku2] = await scheduledVariants(t, 'GTA', [{ capacity: 1 }]);
    const slot2 = await firstSlot(sku2);
    const c = (await hold(t, { experienceSku: sku2, availabilityId: slot2.id })).json();
    await expireHold(c.uuid);
    expect((await hold(t, { experienceSku: sku2, availabilityId: slot2.id })).statusCode).toBe(200);
    await expect(db.transaction((tx) => confirmHold(tx, c.uuid, 'order-4'))).rejects.toThrow(
      HOLD_TEXT.expiredGone,
    );
    expect(await slotRow(slot2.id)).toMatchObject({ held: 1, sold: 0 });
  });
});
