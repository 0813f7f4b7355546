import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceRefusedError, SourceUnavailableError } from './booking-source.ts';
import { createFareharborSource, FAREHARBOR_TEXT, isoLocal } from './fareharbor-adapter.ts';
import {
  createFareharborState,
  startFareharborStandIn,
  type FareharborState,
} from './fareharbor-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startFareharborStandIn>>;
let state: FareharborState;
const source = () => createFareharborSource({ baseUrl: standIn.url, appKey: 'app-key' });
const HI = { company: 'jaunt-demo-hawaii', itemId: '7001', apiKey: 'user-key', country: 'US' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '555-0100' };

beforeAll(async () => {
  standIn = await startFareharborStandIn();
  state = standIn.state;
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  const fresh = createFareharborState();
  Object.assign(state, { ...fresh, companies: state.companies });
});

describe('FareHarbor adapter against its stateful stand-in', () => {
  it('maps availabilities: local times with their offset, UTC, cut-off, seats and rates', async () => {
    const slots = await source().availability(HI, day(10), day(10));
    expect(slots).toHaveLength(2);
    const [first] = slots;
    expect(first.localDateTimeStart).toBe(`${day(10)}T09:00:00-10:00`);
    expect(first.startUtc).toBe(new Date(`${day(10)}T19:00:00Z`).toISOString());
    expect(Date.parse(first.startUtc) - Date.parse(first.utcCutoffAt)).toBe(3600_000);
    expect([first.status, first.vacancies, first.capacity]).toEqual(['AVAILABLE', 12, 12]);
    expect(first.units.map((u) => [u.id, u.type, u.label, u.priceCents])).toEqual([
      ['501', 'ADULT', 'Adult', 8900],
      ['502', 'CHILD', 'Child', 5900],
    ]);
    expect(isoLocal('2026-12-01T09:00:00-1000')).toBe('2026-12-01T09:00:00-10:00');
  });

  it('answers an empty calendar for an unknown company or item (every date disabled)', async () => {
    expect(await source().availability({ ...HI, itemId: '999' }, day(3), day(4))).toEqual([]);
    expect(await source().availability({ ...HI, company: 'nope' }, day(3), day(4))).toEqual([]);
  });

  it('validates a party, books it with our uuid once, and the seats go down', async () => {
    const fh = source();
    const [slot] = await fh.availability(HI, day(12), day(12));
    const units = [
      { id: '501', quantity: 2 },
      { id: '502', quantity: 1 },
    ];
    expect(await fh.hold(HI, slot, units, randomUUID(), 10)).toEqual({ reservationId: null });
    const uuid = randomUUID();
    const booked = await fh.confirm(HI, slot, units, uuid, null, contact);
    expect(booked.bookingId).toBe(uuid);
    expect(booked.bookingNumber).toMatch(/^#\d+$/);
    // The same uuid again is the same booking, not a second one.
    expect(await fh.confirm(HI, slot, units, uuid, null, contact)).toEqual(booked);
    const after = await source().availability(HI, day(12), day(12));
    expect(after[0].vacancies).toBe(12 - 3);
    await fh.cancel(HI, uuid);
    await fh.cancel(HI, uuid);
    expect((await source().availability(HI, day(12), day(12)))[0].vacancies).toBe(12);
  });

  it('refuses a party that does not fit, at validate and at booking', async () => {
    const fh = source();
    const [slot] = await fh.availability(HI, day(13), day(13));
    const thirteen = [{ id: '501', quantity: 13 }];
    await expect(fh.hold(HI, slot, thirteen, randomUUID(), 10)).rejects.toThrow(
      FAREHARBOR_TEXT.soldOut,
    );
    await expect(
      fh.confirm(HI, slot, thirteen, randomUUID(), null, contact),
    ).rejects.toBeInstanceOf(SourceRefusedError);
  });

  it('20 parties of one booking a time with 5 seats left: exactly 5 are booked', async () => {
    const fh = source();
    const [slot] = await fh.availability(HI, day(14), day(14));
    await fh.confirm(HI, slot, [{ id: '501', quantity: 7 }], randomUUID(), null, contact);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        fh.confirm(HI, slot, [{ id: '501', quantity: 1 }], randomUUID(), null, contact),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SourceRefusedError);
    expect((await source().availability(HI, day(14), day(14)))[0].vacancies).toBe(0);
  });

  it("turns '400 Availability was removed' after a good validate into a refusal with its words", async () => {
    const fh = source();
    const [slot] = await fh.availability(HI, day(15), day(15));
    const units = [{ id: '501', quantity: 1 }];
    await fh.hold(HI, slot, units, randomUUID(), 10);
    state.removed.add(Number(slot.id));
    const err = await fh.confirm(HI, slot, units, randomUUID(), null, contact).catch((e) => e);
    expect(err).toBeInstanceOf(SourceRefusedError);
    expect(err.message).toBe(FAREHARBOR_TEXT.removed);
    expect(err.detail).toBe('Availability was removed');
  });

  it('a platform that is down is a clear unavailable error, never a refusal', async () => {
    state.down = true;
    const err = await source()
      .availability(HI, day(16), day(16))
      .catch((e) => e);
    expect(err).toBeInstanceOf(SourceUnavailableError);
    expect(err.message).toBe(FAREHARBOR_TEXT.down);
  });

  it('waits out a 429 (Retry-After) and then answers', async () => {
    state.limitAfter = 0;
    const fh = source();
    setTimeout(() => (state.limitAfter = null), 300);
    const slots = await fh.availability(HI, day(17), day(17));
    expect(slots).toHaveLength(2);
    expect(state.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps availability 30 s (one request for two reads) but never caches a booking', async () => {
    const fh = source();
    await fh.availability(HI, day(18), day(18));
    await fh.availability(HI, day(18), day(18));
    expect(state.requests.filter((r) => r.path.includes('date-range'))).toHaveLength(1);
    const [slot] = await fh.availability(HI, day(18), day(18));
    await fh.confirm(HI, slot, [{ id: '501', quantity: 1 }], randomUUID(), null, contact);
    await fh.confirm(HI, slot, [{ id: '501', quantity: 1 }], randomUUID(), null, contact);
    expect(state.requests.filter((r) => r.path.endsWith('/bookings/'))).toHaveLength(2);
  });

  it('lists companies and items for the spec calls', async () => {
    const fh = source();
    expect((await fh.companies(undefined, 'user-key')).map((c) => c.shortname)).toEqual([
      'jaunt-demo-hawaii',
      'jaunt-demo-toronto',
    ]);
    expect(await fh.items('jaunt-demo-toronto', 'user-key')).toEqual([
      { pk: 8001, name: 'Toronto Islands Kayak Tour' },
    ]);
    expect(await fh.items('nope', 'user-key')).toEqual([]);
  });
});
