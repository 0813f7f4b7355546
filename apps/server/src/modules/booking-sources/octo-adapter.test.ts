import { randomUUID } from 'node:crypto';
import * as octoSchemas from '@octocloud/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceRefusedError, SourceUnavailableError } from './booking-source.ts';
import { createOctoSource, OCTO_TEXT, octoItemOf } from './octo-adapter.ts';
import {
  createOctoState,
  startOctoStandIn,
  type OctoExchange,
  type OctoState,
} from './octo-stand-in.ts';
import { expectRetriesThenDown } from '../../../test/platform-retries.ts';

let standIn: Awaited<ReturnType<typeof startOctoStandIn>>;
let state: OctoState;
const source = () => createOctoSource({ baseUrl: standIn.url });
const REF = { itemId: 'octo-demo-lisbon-tram:DEFAULT', apiKey: 'octo-demo-token' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '555-0100' };
/** What the test needs of a zod schema (OCTO's package brings its own zod). */
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { message: string } } };
const adults = (quantity: number) => [{ id: 'adult', quantity }];

beforeAll(async () => {
  standIn = await startOctoStandIn();
  state = standIn.state;
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  const fresh = createOctoState();
  Object.assign(state, { ...fresh, products: fresh.products });
});

describe('OCTO adapter against its stateful stand-in', () => {
  it('maps availability: local times with their offset, UTC, cut-off, status, units and prices', async () => {
    // A winter and a summer date in Lisbon: +00:00 and +01:00.
    const slots = await source().availability(REF, '2026-01-15', '2026-01-15');
    expect(slots).toHaveLength(2);
    const [first] = slots;
    expect(first.localDateTimeStart).toBe('2026-01-15T10:00:00+00:00');
    expect(first.localDateTimeEnd).toBe('2026-01-15T11:30:00+00:00');
    expect(first.startUtc).toBe('2026-01-15T10:00:00.000Z');
    expect(first.utcCutoffAt).toBe('2026-01-15T09:00:00.000Z');
    expect([first.status, first.vacancies, first.capacity]).toEqual(['AVAILABLE', 20, 20]);
    expect(first.units.map((u) => [u.id, u.type, u.label, u.priceCents, u.paxCount])).toEqual([
      ['adult', 'ADULT', 'Adult', 3500, 1],
      ['child', 'CHILD', 'Child', 1800, 1],
      ['family', 'FAMILY', 'Family (4)', 9900, 4],
    ]);
    const [summer] = await source().availability(REF, '2026-07-15', '2026-07-15');
    expect(summer.localDateTimeStart).toBe('2026-07-15T10:00:00+01:00');
    expect(summer.startUtc).toBe('2026-07-15T09:00:00.000Z');
  });

  it('shows LIMITED then SOLD_OUT as seats go', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(20), day(20));
    await octo.hold(REF, slot, adults(15), randomUUID(), 10);
    let [after] = await octo.availability(REF, day(20), day(20));
    expect([after.status, after.vacancies]).toEqual(['LIMITED', 5]);
    await octo.hold(REF, slot, adults(5), randomUUID(), 10);
    [after] = await octo.availability(REF, day(20), day(20));
    expect([after.status, after.vacancies]).toEqual(['SOLD_OUT', 0]);
  });

  it('answers an empty calendar for an unknown product or option', async () => {
    expect(await source().availability({ ...REF, itemId: 'nope' }, day(3), day(4))).toEqual([]);
    expect(
      await source().availability({ ...REF, itemId: 'octo-demo-lisbon-tram:NOPE' }, day(3), day(4)),
    ).toEqual([]);
    expect(octoItemOf('p1')).toEqual({ productId: 'p1', optionId: 'DEFAULT' });
  });

  it('holds for real (ON_HOLD with an expiry), confirms, and the seats go down', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(10), day(10));
    const uuid = randomUUID();
    const held = await octo.hold(
      REF,
      slot,
      [...adults(2), { id: 'family', quantity: 1 }],
      uuid,
      15,
    );
    expect(held.reservationId).toBe(uuid);
    const minutes = (Date.parse(held.expiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await octo.availability(REF, day(10), day(10)))[0].vacancies).toBe(20 - 6);
    const booked = await octo.confirm(REF, slot, adults(2), uuid, held.reservationId, contact);
    expect(booked.bookingId).toBe(uuid);
    expect(booked.bookingNumber).toMatch(/^OCTO-\d+$/);
    expect(state.bookings.get(uuid)?.contact).toMatchObject({ fullName: 'Ada Lovelace' });
    expect((await octo.availability(REF, day(10), day(10)))[0].vacancies).toBe(20 - 6);
  });

  it('is idempotent on the uuid: a repeated hold or confirm reserves once', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(11), day(11));
    const uuid = randomUUID();
    const a = await octo.hold(REF, slot, adults(3), uuid, 10);
    const b = await octo.hold(REF, slot, adults(3), uuid, 10);
    expect(b.reservationId).toBe(a.reservationId);
    const first = await octo.confirm(REF, slot, adults(3), uuid, a.reservationId, contact);
    expect(await octo.confirm(REF, slot, adults(3), uuid, a.reservationId, contact)).toEqual(first);
    expect(await octo.confirm(REF, slot, adults(3), uuid, null, contact)).toEqual(first);
    expect((await octo.availability(REF, day(11), day(11)))[0].vacancies).toBe(17);
    expect(state.bookings.size).toBe(1);
  });

  it('refuses a party that does not fit with a clear message and the platform words', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(12), day(12));
    const err = await octo.hold(REF, slot, adults(21), randomUUID(), 10).catch((e) => e);
    expect(err).toBeInstanceOf(SourceRefusedError);
    expect(err.message).toBe(OCTO_TEXT.soldOut);
    expect(err.detail).toMatch(/Not enough vacancies/);
  });

  it('20 parties hold and confirm at once on 5 seats: exactly 5 bookings', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(14), day(14));
    await octo.confirm(REF, slot, adults(15), randomUUID(), null, contact);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, async () => {
        const uuid = randomUUID();
        const held = await octo.hold(REF, slot, adults(1), uuid, 10);
        return octo.confirm(REF, slot, adults(1), uuid, held.reservationId, contact);
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SourceRefusedError);
      expect((r as PromiseRejectedResult).reason.message).toBe(OCTO_TEXT.soldOut);
    }
    const confirmed = [...state.bookings.values()].filter((b) => b.status === 'CONFIRMED');
    expect(confirmed.map((b) => b.seats).reduce((x, y) => x + y, 0)).toBe(20);
    expect((await octo.availability(REF, day(14), day(14)))[0].vacancies).toBe(0);
  });

  it('an expired hold frees its seats; confirming it after someone took them is refused', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(15), day(15));
    const uuid = randomUUID();
    await octo.hold(REF, slot, adults(20), uuid, 10);
    expect((await octo.availability(REF, day(15), day(15)))[0].vacancies).toBe(0);
    state.bookings.get(uuid)!.expiresAt = Date.now() - 1;
    expect((await octo.availability(REF, day(15), day(15)))[0].vacancies).toBe(20);
    await octo.confirm(REF, slot, adults(1), randomUUID(), null, contact);
    const err = await octo.confirm(REF, slot, adults(20), uuid, uuid, contact).catch((e) => e);
    expect(err).toBeInstanceOf(SourceRefusedError);
    expect(err.message).toBe(OCTO_TEXT.expired);
  });

  it('cancels a hold or a booking, twice is fine, and the seats come back', async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(16), day(16));
    const uuid = randomUUID();
    await octo.confirm(REF, slot, adults(4), uuid, null, contact);
    expect((await octo.availability(REF, day(16), day(16)))[0].vacancies).toBe(16);
    await octo.cancel(REF, uuid);
    await octo.cancel(REF, uuid);
    await octo.cancel(REF, randomUUID());
    expect((await octo.availability(REF, day(16), day(16)))[0].vacancies).toBe(20);
  });

  it('a platform that is down, or a wrong key, is a clear unavailable error', async () => {
    state.down = true;
    const err = await source()
      .availability(REF, day(17), day(17))
      .catch((e) => e);
    expect(err).toBeInstanceOf(SourceUnavailableError);
    expect(err.message).toBe(OCTO_TEXT.down);
    state.down = false;
    const [slot] = await source().availability(REF, day(17), day(17));
    await expect(
      source().hold({ ...REF, apiKey: 'wrong' }, slot, adults(1), randomUUID(), 10),
    ).rejects.toBeInstanceOf(SourceUnavailableError);
    expect(state.bookings.size).toBe(0);
  });

  it('a dead port is unavailable, not a refusal', async () => {
    const dead = createOctoSource({ baseUrl: 'http://127.0.0.1:9/octo' });
    await expect(dead.availability(REF, day(1), day(1))).rejects.toBeInstanceOf(
      SourceUnavailableError,
    );
  });

  it('waits out a 429 (Retry-After), gives up after 3 retries, and treats bad JSON as down', () =>
    expectRetriesThenDown(
      (f) =>
        createOctoSource({ baseUrl: standIn.url, fetch: f }).availability(REF, day(18), day(18)),
      OCTO_TEXT.down,
    ));

  it("speaks OCTO as OCTO's own schemas (@octocloud/types) define it, both ways", async () => {
    const octo = source();
    const [slot] = await octo.availability(REF, day(19), day(20));
    const held = randomUUID();
    await octo.hold(
      REF,
      slot,
      [
        { id: 'adult', quantity: 2 },
        { id: 'family', quantity: 1 },
      ],
      held,
      10,
    );
    await octo.confirm(REF, slot, adults(2), held, held, contact);
    await octo.confirm(REF, slot, adults(1), randomUUID(), null, contact);
    await octo.cancel(REF, held);
    await octo.availability({ ...REF, itemId: 'no-such-product' }, day(19), day(19));
    await octo.cancel(REF, randomUUID());
    await octo
      .hold(REF, { ...slot, id: '2001-01-01T11:11:00+00:00' }, adults(1), randomUUID(), 10)
      .catch(() => {});

    const z = octoSchemas;
    const errors: Record<string, Schema> = {
      INVALID_PRODUCT_ID: z.zErrorInvalidProductId,
      INVALID_AVAILABILITY_ID: z.zErrorInvalidAvailabilityId,
      INVALID_BOOKING_UUID: z.zErrorInvalidBookingUuid,
    };
    const schemasOf = (x: OctoExchange): { request: Schema | null; answer: Schema } => {
      if (x.status !== 200) {
        const code = (x.answer as { error: string }).error;
        return { request: null, answer: errors[code] ?? z.zBaseError };
      }
      if (x.method === 'GET' && x.path.startsWith('/products/'))
        return { request: null, answer: z.zProduct };
      if (x.path === '/availability')
        return { request: z.zAvailabilityCheckBody, answer: z.zAvailability.array() };
      if (x.path === '/bookings') return { request: z.zBookingReservationBody, answer: z.zBooking };
      if (x.path.endsWith('/confirm'))
        return { request: z.zBookingConfirmationBody, answer: z.zBooking };
      if (x.path.endsWith('/cancel'))
        return { request: z.zBookingCancellationBody, answer: z.zBooking };
      throw new Error(`no OCTO schema for ${x.method} ${x.path}`);
    };
    const seen = new Set<string>();
    const problems = state.exchanges.flatMap((x) => {
      const { request, answer } = schemasOf(x);
      seen.add(
        `${x.method} ${x.path.replace(/\/bookings\/[^/]+/, '/bookings/{uuid}')} ${x.status}`,
      );
      const out = [];
      const req = request?.safeParse(x.body);
      if (req && !req.success) out.push(`${x.method} ${x.path} request: ${req.error?.message}`);
      const ans = answer.safeParse(x.answer);
      if (!ans.success) out.push(`${x.method} ${x.path} answer: ${ans.error?.message}`);
      return out;
    });
    expect(problems).toEqual([]);
    // Every call the adapter makes was among them, and its error answers too.
    expect([...seen].sort()).toEqual([
      'GET /products/no-such-product 400',
      'GET /products/octo-demo-lisbon-tram 200',
      'POST /availability 200',
      'POST /bookings 200',
      'POST /bookings 400',
      'POST /bookings/{uuid}/cancel 200',
      'POST /bookings/{uuid}/cancel 400',
      'POST /bookings/{uuid}/confirm 200',
    ]);
  });
});
