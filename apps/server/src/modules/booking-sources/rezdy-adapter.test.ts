import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceRefusedError, SourceUnavailableError } from './booking-source.ts';
import { createRezdySource, REZDY_TEXT, rezdyLocalIso } from './rezdy-adapter.ts';
import { createRezdyState, startRezdyStandIn, type RezdyState } from './rezdy-stand-in.ts';
import { expectRetriesThenDown } from '../../../test/platform-retries.ts';

let standIn: Awaited<ReturnType<typeof startRezdyStandIn>>;
let state: RezdyState;
const source = () => createRezdySource({ baseUrl: standIn.url });
const REF = { itemId: 'PWQF1Y', company: '14213', apiKey: 'rezdy-demo-api-key' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '555-0100' };
const adults = (quantity: number) => [{ id: '911', quantity }];
const firstSeats = async (date: string) =>
  (await source().availability(REF, date, date))[0].vacancies;

beforeAll(async () => {
  standIn = await startRezdyStandIn();
  state = standIn.state;
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  const fresh = createRezdyState();
  Object.assign(state, { ...fresh, products: fresh.products });
});

describe('Rezdy adapter against its stateful stand-in', () => {
  it('maps sessions: local times with their offset, UTC, seats, status and price options', async () => {
    // Sydney: daylight time (+11:00) in January, standard time (+10:00) in July.
    const slots = await source().availability(REF, '2026-01-15', '2026-01-15');
    expect(slots).toHaveLength(2);
    const [first] = slots;
    expect(first.localDateTimeStart).toBe('2026-01-15T09:30:00+11:00');
    expect(first.localDateTimeEnd).toBe('2026-01-15T12:00:00+11:00');
    expect(first.startUtc).toBe('2026-01-14T22:30:00.000Z');
    expect([first.status, first.vacancies, first.capacity]).toEqual(['AVAILABLE', 16, 16]);
    expect(first.units.map((u) => [u.id, u.type, u.label, u.priceCents, u.paxCount])).toEqual([
      ['911', 'ADULT', 'Adult', 12900, 1],
      ['912', 'CHILD', 'Child', 7900, 1],
      ['913', 'FAMILY', 'Family Pass', 39900, 4],
    ]);
    const [winter] = await source().availability(REF, '2026-07-15', '2026-07-15');
    expect(winter.localDateTimeStart).toBe('2026-07-15T09:30:00+10:00');
    expect(rezdyLocalIso('2026-12-01 09:00:00', '2026-12-01T19:00:00Z')).toBe(
      '2026-12-01T09:00:00-10:00',
    );
  });

  it("lists the key's products page by page, only the named supplier's when one is named", async () => {
    const [sail] = createRezdyState().products;
    state.products = Array.from({ length: 230 }, (_, i) => ({
      ...sail,
      productCode: `P${String(i).padStart(3, '0')}`,
      name: `Tour ${i}`,
      supplierId: i % 2 === 0 ? 14213 : 777,
    }));
    const all = await source().products(REF.apiKey);
    expect(all).toHaveLength(230);
    expect(all[0]).toEqual({ externalSku: 'P000', name: 'Tour 0' });
    expect(all[229]).toEqual({ externalSku: 'P229', name: 'Tour 229' });
    const offsets = state.requests.filter((r) => r.path === '/products').map((r) => r.query.offset);
    expect(offsets).toEqual(['0', '100', '200']);
    const theirs = await source().products(REF.apiKey, '777');
    expect(theirs).toHaveLength(115);
    expect(theirs.every((p) => Number(p.externalSku.slice(1)) % 2 === 1)).toBe(true);
    await expect(source().products('wrong-key')).rejects.toBeInstanceOf(SourceUnavailableError);
  });

  it('answers an empty calendar for an unknown product or another supplier', async () => {
    expect(await source().availability({ ...REF, itemId: 'NOPE' }, day(3), day(4))).toEqual([]);
    expect(await source().availability({ ...REF, company: '999' }, day(3), day(4))).toEqual([]);
  });

  it('quotes as the hold (reserves nothing), books with our uuid once, LIMITED as seats go', async () => {
    const rz = source();
    const [slot] = await rz.availability(REF, day(10), day(10));
    const units = [...adults(2), { id: '913', quantity: 1 }];
    expect(await rz.hold(REF, slot, units, randomUUID(), 10)).toEqual({ reservationId: null });
    expect(await firstSeats(day(10))).toBe(16);
    const uuid = randomUUID();
    const booked = await rz.confirm(REF, slot, units, uuid, null, contact);
    expect(booked.bookingNumber).toMatch(/^R\d+$/);
    expect(await rz.confirm(REF, slot, units, uuid, null, contact)).toEqual(booked);
    // A new adapter (a restarted process reconciling) finds the booking Rezdy already has.
    expect(await source().confirm(REF, slot, units, uuid, null, contact)).toEqual(booked);
    expect(state.bookings.size).toBe(1);
    expect(state.bookings.get(booked.bookingId)).toMatchObject({ resellerReference: uuid });
    await rz.confirm(REF, slot, adults(6), randomUUID(), null, contact);
    const [after] = await rz.availability(REF, day(10), day(10));
    expect([after.status, after.vacancies]).toEqual(['LIMITED', 4]);
  });

  it("refuses a party that does not fit, at quote and at booking, with Rezdy's words", async () => {
    const rz = source();
    const [slot] = await rz.availability(REF, day(12), day(12));
    const err = await rz.hold(REF, slot, adults(17), randomUUID(), 10).catch((e) => e);
    expect(err).toBeInstanceOf(SourceRefusedError);
    expect(err.message).toBe(REZDY_TEXT.soldOut);
    expect(err.detail).toMatch(/Not enough seats/);
    await expect(
      rz.confirm(REF, slot, adults(17), randomUUID(), null, contact),
    ).rejects.toBeInstanceOf(SourceRefusedError);
  });

  it('20 parties quote and book at once on 5 seats: exactly 5 bookings', async () => {
    const rz = source();
    const [slot] = await rz.availability(REF, day(14), day(14));
    await rz.confirm(REF, slot, adults(11), randomUUID(), null, contact);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, async () => {
        const uuid = randomUUID();
        await rz.hold(REF, slot, adults(1), uuid, 10);
        return rz.confirm(REF, slot, adults(1), uuid, null, contact);
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SourceRefusedError);
      expect((r as PromiseRejectedResult).reason.message).toBe(REZDY_TEXT.soldOut);
    }
    const [after] = await rz.availability(REF, day(14), day(14));
    expect([after.status, after.vacancies]).toEqual(['SOLD_OUT', 0]);
  });

  it('cancels a booking, twice is fine, and the seats come back', async () => {
    const rz = source();
    const [slot] = await rz.availability(REF, day(16), day(16));
    const booked = await rz.confirm(REF, slot, adults(4), randomUUID(), null, contact);
    expect(await firstSeats(day(16))).toBe(12);
    await rz.cancel(REF, booked.bookingId);
    await rz.cancel(REF, booked.bookingId);
    await rz.cancel(REF, 'R0');
    expect(await firstSeats(day(16))).toBe(16);
  });

  it('keeps availability 30 s (one call for two reads), but our booking and cancel show at once', async () => {
    const rz = source();
    const reads = () => state.requests.filter((r) => r.path === '/availability').length;
    const seats = async (n: number) => (await rz.availability(REF, day(n), day(n)))[0].vacancies;
    const [[slot]] = await Promise.all([
      rz.availability(REF, day(19), day(19)),
      rz.availability(REF, day(19), day(19)),
    ]);
    await rz.availability(REF, day(19), day(19));
    await rz.availability(REF, day(25), day(25));
    expect(reads()).toBe(2);
    // A quote reserves nothing on Rezdy: the kept answer stands.
    await rz.hold(REF, slot, adults(3), randomUUID(), 10);
    expect(await seats(19)).toBe(16);
    expect(reads()).toBe(2);
    const booked = await rz.confirm(REF, slot, adults(3), randomUUID(), null, contact);
    expect(await seats(19)).toBe(13);
    await rz.availability(REF, day(25), day(25));
    expect(reads()).toBe(3);
    await rz.cancel(REF, booked.bookingId);
    expect(await seats(19)).toBe(16);
  });

  it('a platform that is down, a wrong key or a dead port is a clear unavailable error', async () => {
    state.down = true;
    const err = await source()
      .availability(REF, day(17), day(17))
      .catch((e) => e);
    expect(err).toBeInstanceOf(SourceUnavailableError);
    expect(err.message).toBe(REZDY_TEXT.down);
    state.down = false;
    const [slot] = await source().availability(REF, day(17), day(17));
    await expect(
      source().hold({ ...REF, apiKey: 'wrong' }, slot, adults(1), randomUUID(), 10),
    ).rejects.toBeInstanceOf(SourceUnavailableError);
    const dead = createRezdySource({ baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(dead.availability(REF, day(1), day(1))).rejects.toBeInstanceOf(
      SourceUnavailableError,
    );
  });

  it('waits out a 429 (Retry-After), gives up after 3 retries, and treats bad JSON as down', () =>
    expectRetriesThenDown(
      (f) =>
        createRezdySource({ baseUrl: standIn.url, fetch: f }).availability(REF, day(18), day(18)),
      REZDY_TEXT.down,
    ));
});
