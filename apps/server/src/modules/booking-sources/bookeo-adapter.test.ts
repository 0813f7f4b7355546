import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceRefusedError, SourceUnavailableError } from './booking-source.ts';
import { BOOKEO_TEXT, createBookeoSource } from './bookeo-adapter.ts';
import { createBookeoState, startBookeoStandIn, type BookeoState } from './bookeo-stand-in.ts';
import { expectRetriesThenDown } from '../../../test/platform-retries.ts';

let standIn: Awaited<ReturnType<typeof startBookeoStandIn>>;
let state: BookeoState;
const source = (itemsPerPage?: number) =>
  createBookeoSource({ baseUrl: standIn.url, secretKey: 'bookeo-demo-secret', itemsPerPage });
const REF = { itemId: '41560PWEAP1744EA7A4B5F', apiKey: 'bookeo-demo-api-key' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Ada King Lovelace', email: 'ada@example.test', phone: '555-0100' };
const adults = (quantity: number) => [{ id: 'Cadults', quantity }];
const seatsAt = async (date: string, id: string) =>
  (await source().availability(REF, date, date)).find((s) => s.id === id)?.vacancies ?? 0;

beforeAll(async () => {
  standIn = await startBookeoStandIn();
  state = standIn.state;
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  const fresh = createBookeoState();
  Object.assign(state, { ...fresh, accounts: fresh.accounts });
});

describe('Bookeo adapter against its stateful stand-in', () => {
  it('reads every page of slots and maps times, offsets, seats and people-category prices', async () => {
    // 2 days of 4 times, 5 slots a page: two pages read through the page token.
    const slots = await source(5).availability(REF, '2026-03-07', '2026-03-08');
    expect(slots).toHaveLength(8);
    const pageCalls = state.requests.filter((r) => r.path === '/availability/slots');
    expect(pageCalls).toHaveLength(2);
    expect(pageCalls[1].query).toMatchObject({ pageNumber: '2' });
    expect(pageCalls[1].query.pageNavigationToken).toBeTruthy();
    // New York changes to daylight time on 2026-03-08.
    expect(slots[0].localDateTimeStart).toBe('2026-03-07T09:00:00-05:00');
    expect(slots[0].startUtc).toBe('2026-03-07T14:00:00.000Z');
    expect(slots[0].localDateTimeEnd).toBe('2026-03-07T11:00:00-05:00');
    expect(slots[4].localDateTimeStart).toBe('2026-03-08T09:00:00-04:00');
    expect(slots[4].startUtc).toBe('2026-03-08T13:00:00.000Z');
    expect([slots[0].status, slots[0].vacancies]).toEqual(['AVAILABLE', 10]);
    expect(slots[0].id).toBe('41560PWEAP1744EA7A4B5F_2026-03-07_0900');
    expect(slots[0].units.map((u) => [u.id, u.type, u.label, u.priceCents])).toEqual([
      ['Cadults', 'ADULT', 'Adults', 6500],
      ['Cchildren', 'CHILD', 'Children', 4000],
    ]);
    expect(state.requests.every((r) => r.query.secretKey === 'bookeo-demo-secret')).toBe(true);
  });

  it('asks a range longer than 31 days window by window', async () => {
    const slots = await source().availability(REF, '2026-05-01', '2026-06-30');
    expect(slots).toHaveLength(61 * 4);
    const windows = state.requests
      .filter((r) => r.path === '/availability/slots' && r.query.startTime)
      .map((r) => [r.query.startTime.slice(0, 10), r.query.endTime.slice(0, 10)]);
    expect(windows).toEqual([
      ['2026-05-01', '2026-05-31'],
      ['2026-06-01', '2026-06-30'],
    ]);
  });

  it('answers an empty calendar for an unknown product or account key', async () => {
    expect(await source().availability({ ...REF, itemId: 'nope' }, day(3), day(4))).toEqual([]);
    expect(await source().availability({ ...REF, apiKey: undefined }, day(3), day(4))).toEqual([]);
  });

  it('holds for real, books on the hold, and the seats stay taken until cancelled', async () => {
    const bk = source();
    const [slot] = await bk.availability(REF, day(10), day(10));
    const uuid = randomUUID();
    const units = [...adults(2), { id: 'Cchildren', quantity: 1 }];
    const held = await bk.hold(REF, slot, units, uuid, 15);
    expect(held.reservationId).toMatch(/^hold:/);
    // Bookeo holds at most 10 minutes: the expiry says so.
    const minutes = (Date.parse(held.expiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await seatsAt(day(10), slot.id)).toBe(7);
    const booked = await bk.confirm(REF, slot, units, uuid, held.reservationId, contact);
    expect(booked.bookingNumber).toMatch(/^\d+$/);
    expect(state.holds.size).toBe(0);
    const made = state.bookings.get(booked.bookingId)!;
    expect(made).toMatchObject({ seats: 3, externalRef: uuid, canceled: false });
    expect(made.customer).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(await seatsAt(day(10), slot.id)).toBe(7);
    await bk.cancel(REF, booked.bookingId);
    await bk.cancel(REF, booked.bookingId);
    expect(await seatsAt(day(10), slot.id)).toBe(10);
  });

  it('is idempotent on the uuid: a second hold replaces the first, a second confirm is the same booking', async () => {
    const bk = source();
    const [slot] = await bk.availability(REF, day(11), day(11));
    const uuid = randomUUID();
    const first = await bk.hold(REF, slot, adults(3), uuid, 10);
    const again = await bk.hold(REF, slot, adults(3), uuid, 10);
    const holdCalls = state.requests.filter((r) => r.path === '/holds');
    expect(holdCalls[0].query.previousHoldId).toBeUndefined();
    expect(`hold:${holdCalls[1].query.previousHoldId}`).toBe(first.reservationId);
    expect(again.reservationId).not.toBe(first.reservationId);
    expect(await seatsAt(day(11), slot.id)).toBe(7);
    const booked = await bk.confirm(REF, slot, adults(3), uuid, again.reservationId, contact);
    expect(await bk.confirm(REF, slot, adults(3), uuid, again.reservationId, contact)).toEqual(
      booked,
    );
    // A new adapter (a restarted process reconciling) finds the booking Bookeo already has.
    expect(await source().confirm(REF, slot, adults(3), uuid, null, contact)).toEqual(booked);
    expect(state.bookings.size).toBe(1);
    expect(await seatsAt(day(11), slot.id)).toBe(7);
  });

  it("refuses a party that does not fit with a clear message and Bookeo's words", async () => {
    const bk = source();
    const [slot] = await bk.availability(REF, day(12), day(12));
    const err = await bk.hold(REF, slot, adults(11), randomUUID(), 10).catch((e) => e);
    expect(err).toBeInstanceOf(SourceRefusedError);
    expect(err.message).toBe(BOOKEO_TEXT.soldOut);
    expect(err.detail).toMatch(/Not enough seats/);
  });

  it('20 parties hold and confirm at once on 5 seats: exactly 5 bookings', async () => {
    const bk = source();
    const [slot] = await bk.availability(REF, day(14), day(14));
    const big = randomUUID();
    await bk.confirm(REF, slot, adults(5), big, null, contact);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, async () => {
        const uuid = randomUUID();
        const held = await bk.hold(REF, slot, adults(1), uuid, 10);
        return bk.confirm(REF, slot, adults(1), uuid, held.reservationId, contact);
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SourceRefusedError);
      expect((r as PromiseRejectedResult).reason.message).toBe(BOOKEO_TEXT.soldOut);
    }
    expect([...state.bookings.values()].filter((b) => !b.canceled)).toHaveLength(6);
    // Full events are not listed by Bookeo.
    expect((await bk.availability(REF, day(14), day(14))).some((s) => s.id === slot.id)).toBe(
      false,
    );
  });

  it('an expired hold frees its seats; a hold can be released, twice is fine', async () => {
    const bk = source();
    const [slot] = await bk.availability(REF, day(15), day(15));
    const held = await bk.hold(REF, slot, adults(10), randomUUID(), 10);
    expect(await seatsAt(day(15), slot.id)).toBe(0);
    for (const h of state.holds.values()) h.expiresAt = Date.now() - 1;
    expect(await seatsAt(day(15), slot.id)).toBe(10);
    await bk.cancel(REF, held.reservationId!);
    const other = await bk.hold(REF, slot, adults(2), randomUUID(), 10);
    expect(await seatsAt(day(15), slot.id)).toBe(8);
    await bk.cancel(REF, other.reservationId!);
    await bk.cancel(REF, other.reservationId!);
    expect(await seatsAt(day(15), slot.id)).toBe(10);
  });

  it('keeps availability 30 s (one call for two reads), but our hold, booking and cancel show at once', async () => {
    const bk = source();
    const reads = () => state.requests.filter((r) => r.path === '/availability/slots').length;
    const seats = async (n: number) => (await bk.availability(REF, day(n), day(n)))[0].vacancies;
    const [[slot]] = await Promise.all([
      bk.availability(REF, day(19), day(19)),
      bk.availability(REF, day(19), day(19)),
    ]);
    await bk.availability(REF, day(19), day(19));
    await bk.availability(REF, day(25), day(25));
    expect(reads()).toBe(2);
    const uuid = randomUUID();
    const held = await bk.hold(REF, slot, adults(3), uuid, 10);
    expect(await seats(19)).toBe(7);
    await bk.confirm(REF, slot, adults(3), uuid, held.reservationId, contact);
    const other = await bk.confirm(REF, slot, adults(2), randomUUID(), null, contact);
    expect(await seats(19)).toBe(5);
    await bk.cancel(REF, other.bookingId);
    expect(await seats(19)).toBe(7);
    // Another date's answer was kept through the booking; the cancel (date unknown) forgot it.
    const before = reads();
    await bk.availability(REF, day(25), day(25));
    expect(reads()).toBe(before + 1);
  });

  it('a platform that is down, a wrong secret or a dead port is a clear unavailable error', async () => {
    state.down = true;
    const err = await source()
      .availability(REF, day(17), day(17))
      .catch((e) => e);
    expect(err).toBeInstanceOf(SourceUnavailableError);
    expect(err.message).toBe(BOOKEO_TEXT.down);
    state.down = false;
    const [slot] = await source().availability(REF, day(17), day(17));
    const wrong = createBookeoSource({ baseUrl: standIn.url, secretKey: 'wrong' });
    await expect(wrong.hold(REF, slot, adults(1), randomUUID(), 10)).rejects.toBeInstanceOf(
      SourceUnavailableError,
    );
    const dead = createBookeoSource({ baseUrl: 'http://127.0.0.1:9/v2', secretKey: 'x' });
    await expect(dead.availability(REF, day(1), day(1))).rejects.toBeInstanceOf(
      SourceUnavailableError,
    );
  });

  it('waits out a 429 (Retry-After), gives up after 3 retries, and treats bad JSON as down', () =>
    expectRetriesThenDown(
      (f) =>
        createBookeoSource({
          baseUrl: standIn.url,
          secretKey: 'bookeo-demo-secret',
          fetch: f,
        }).availability(REF, day(18), day(18)),
      BOOKEO_TEXT.down,
    ));
});
