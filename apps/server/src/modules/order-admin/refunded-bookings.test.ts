import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AvailabilityDto, HoldDto, OrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createMarket } from '../../../test/factories.ts';
import { availabilityHolds } from '../../db/schema/index.ts';
import {
  availability,
  daysFromNow,
  fareharborVariant,
  hold,
  scheduledVariants,
} from '../availability/availability.test-kit.ts';
import { startFareharborStandIn } from '../booking-sources/fareharbor-stand-in.ts';
import { orderHeld, payByCard } from '../orders/orders.test-kit.ts';
import { reconcilePendingOrders } from '../payments/reconcile.ts';
import { retryPlatformCancellations } from '../payments/refunded-booking.ts';
import { detail, refund } from './order-admin.test-kit.ts';

/**
 * A fully refunded order gives its booked time back: the seats return to sale at once, and a
 * booking on the partner's platform is cancelled there (asked again while the platform is down).
 */
let standIn: Awaited<ReturnType<typeof startFareharborStandIn>>;
let t: TestApp;
let admin: LoggedIn;
let buyer: LoggedIn;

beforeAll(async () => {
  standIn = await startFareharborStandIn();
  t = await buildTestApp({ FAREHARBOR_API_URL: standIn.url });
  admin = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'user');
  await createMarket(t.database.db, { val: 'HI', currency: 'USD' }).catch(() => undefined);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** Holds `units` at the first time of `day`, orders and pays it; the order and the hold. */
async function bookedTime(sku: string, day: string, units: { id: string; quantity: number }[]) {
  const [slot] = (await availability(t, sku, day)).json() as AvailabilityDto[];
  const held = await hold(t, { experienceSku: sku, availabilityId: slot.id, units }, buyer.headers);
  expect(held.statusCode).toBe(200);
  const h = held.json() as HoldDto;
  const placed = await orderHeld(t, buyer.headers, sku, h.uuid);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order as OrderDto;
  expect((await payByCard(t, order.transactionId, buyer.headers)).statusCode).toBe(200);
  return { order, hold: h };
}

const seatsLeft = async (sku: string, day: string) =>
  ((await availability(t, sku, day)).json() as AvailabilityDto[])[0].vacancies;

const holdState = async (uuid: string) =>
  (
    await t.database.db
      .select({ state: availabilityHolds.state, platform: availabilityHolds.platformState })
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, uuid))
  )[0];

const historyOf = async (orderId: string) =>
  (await detail(t, admin, orderId)).history.map((e: AdminOrderDetail['history'][number]) => [
    e.action,
    e.detail,
  ]);

describe('a fully refunded booking on our own calendar', () => {
  it('puts its seats back on sale, once, even when the refund is asked twice at once', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ startTimes: ['11:00'], capacity: 6 }]);
    const day = daysFromNow(30);
    const { order } = await bookedTime(sku, day, [
      { id: 'adult', quantity: 2 },
      { id: 'child', quantity: 1 },
    ]);
    expect(await seatsLeft(sku, day)).toBe(3);

    // Asked twice at once (a double click): one refund, the seats back once.
    const k = randomUUID();
    const both = await Promise.all([1, 2].map(() => refund(t, admin, order._id, { key: k })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json().order.status.val).toBe(700);
    expect(await seatsLeft(sku, day)).toBe(6);
    const history = await historyOf(order._id);
    expect(history.filter(([a]) => a === 'seats-released')).toEqual([
      ['seats-released', { seats: 3 }],
    ]);

    // Another consumer can now book all six.
    const other = await loginAs(t, 'user');
    const [slot] = (await availability(t, sku, day)).json() as AvailabilityDto[];
    const six = await hold(
      t,
      { experienceSku: sku, availabilityId: slot.id, units: [{ id: 'adult', quantity: 6 }] },
      other.headers,
    );
    expect(six.statusCode).toBe(200);
  });
});

describe('a fully refunded booking on FareHarbor', () => {
  it('is cancelled on FareHarbor, whose calendar shows the seats free again', async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(32);
    const before = await seatsLeft(sku, day);
    const { order, hold: h } = await bookedTime(sku, day, [{ id: '501', quantity: 2 }]);
    expect(standIn.state.bookings.get(h.uuid)?.status).toBe('booked');
    expect(await seatsLeft(sku, day)).toBe(before - 2);

    const res = await refund(t, admin, order._id, { key: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.state.bookings.get(h.uuid)?.status).toBe('cancelled');
    expect(await holdState(h.uuid)).toEqual({ state: 'CANCELLED', platform: 'cancelled' });
    expect(await seatsLeft(sku, day)).toBe(before);
    const history = await historyOf(order._id);
    expect(history.find(([a]) => a === 'platform-cancelled')?.[1]).toMatchObject({
      platform: 'FareHarbor',
    });
  });

  it('while FareHarbor is down the refund still goes through, and the booking is cancelled once it is back', async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(34);
    const { order, hold: h } = await bookedTime(sku, day, [{ id: '501', quantity: 1 }]);
    standIn.state.down = true;
    try {
      const res = await refund(t, admin, order._id, { key: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status.val).toBe(700);
      // Asking again while it is still down changes nothing and loses nothing.
      expect(await retryPlatformCancellations(t.app.ctx)).toBe(0);
    } finally {
      standIn.state.down = false;
    }
    expect(standIn.state.bookings.get(h.uuid)?.status).toBe('booked');
    expect(await holdState(h.uuid)).toEqual({ state: 'CANCELLED', platform: 'cancel-pending' });
    const failed = (await historyOf(order._id)).find(([a]) => a === 'platform-cancel-failed');
    expect(failed?.[1]).toMatchObject({ platform: 'FareHarbor' });

    // Reconcile (on start-up, then on the poll period) asks again: cancelled, and only once.
    expect((await reconcilePendingOrders(t.app.ctx)).cancelled).toBe(1);
    expect(standIn.state.bookings.get(h.uuid)?.status).toBe('cancelled');
    expect(await holdState(h.uuid)).toEqual({ state: 'CANCELLED', platform: 'cancelled' });
    expect((await reconcilePendingOrders(t.app.ctx)).cancelled).toBe(0);
  });
});
