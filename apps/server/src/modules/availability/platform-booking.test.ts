import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto, HoldDto, OrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import {
  availabilityHolds,
  availabilitySlots,
  orders,
  paymentRecords,
} from '../../db/schema/index.ts';
import { FAREHARBOR_TEXT } from '../booking-sources/fareharbor-adapter.ts';
import { startFareharborStandIn } from '../booking-sources/fareharbor-stand-in.ts';
import { startOctoStandIn } from '../booking-sources/octo-stand-in.ts';
import { PHONE, orderHeld, payByCard } from '../orders/orders.test-kit.ts';
import { PAID } from '../orders/order-states.ts';
import { PLATFORM_REFUSED } from '../payments/platform-booking.ts';
import { reconcilePendingOrders } from '../payments/reconcile.ts';
import { availability, daysFromNow, fareharborVariant, hold } from './availability.test-kit.ts';

/**
 * An experience booked through FareHarbor, end to end against the stateful FareHarbor stand-in
 * (a real HTTP server with its own seats): the calendar comes from the platform, a hold is
 * validated there, paying books it there with our uuid, and a refusal after the charge refunds.
 */
let standIn: Awaited<ReturnType<typeof startFareharborStandIn>>;
let t: TestApp;
let buyer: LoggedIn;

beforeAll(async () => {
  standIn = await startFareharborStandIn();
  t = await buildTestApp({ FAREHARBOR_API_URL: standIn.url });
  buyer = await loginAs(t, 'user');
  await createMarket(t.database.db, { val: 'HI', currency: 'USD' }).catch(() => undefined);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const place = (sku: string, holdUuid: string) => orderHeld(t, buyer.headers, sku, holdUuid);
const pay = (transactionId: string) => payByCard(t, transactionId, buyer.headers);

async function heldTime(sku: string, day: string, units = [{ id: '501', quantity: 2 }]) {
  const slots = (await availability(t, sku, day)).json() as AvailabilityDto[];
  const res = await hold(
    t,
    { experienceSku: sku, availabilityId: slots[0].id, units },
    buyer.headers,
  );
  return { slots, res, hold: res.json() as HoldDto };
}

describe('an experience on FareHarbor', () => {
  it('shows the platform calendar with its seats and prices, and its unit types', async () => {
    const sku = await fareharborVariant(t);
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getDetails',
      payload: { experienceSku: sku },
    });
    expect(details.json()).toMatchObject({ scheduled: true, timeZone: 'Pacific/Honolulu' });
    expect(
      details.json().units.map((u: { label: string; price: number }) => [u.label, u.price]),
    ).toEqual([
      ['Adult', 89],
      ['Child', 59],
    ]);
    const day = daysFromNow(20);
    const slots = (await availability(t, sku, day)).json() as AvailabilityDto[];
    expect(slots.map((s) => s.localDateTimeStart)).toEqual([
      `${day}T09:00:00-10:00`,
      `${day}T15:30:00-10:00`,
    ]);
    expect(slots[0]).toMatchObject({ status: 'AVAILABLE', vacancies: 12, available: true });
  });

  it('an unknown item or company gives an empty calendar (all dates disabled)', async () => {
    for (const sku of [
      await fareharborVariant(t, '999'),
      await fareharborVariant(t, '7001', 'nope'),
    ])
      expect((await availability(t, sku, daysFromNow(5), daysFromNow(9))).json()).toEqual([]);
  });

  it('pays only with a hold, books on FareHarbor after the charge, and shows its number', async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(22);
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { sku, quantity: 1, phone: PHONE },
    });
    expect(without.statusCode).toBe(400);
    const { res, hold: h } = await heldTime(sku, day, [
      { id: '501', quantity: 2 },
      { id: '502', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(h.total).toBe(89 * 2 + 59);
    // Our hold counts against the seats we show (FareHarbor has no holds of its own).
    expect(((await availability(t, sku, day)).json() as AvailabilityDto[])[0].vacancies).toBe(9);
    const placed = await place(sku, h.uuid);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as OrderDto;
    // The booked date and time are the activity's own (Honolulu), not UTC's.
    expect(order.entered).toMatchObject({ bookingDate: day, bookingTime: '09:00' });
    const paid = await pay(order.transactionId);
    expect(paid.statusCode).toBe(200);
    const booking = standIn.state.bookings.get(h.uuid);
    expect(booking).toMatchObject({ status: 'booked', seats: 3 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.integration.bookingNumber).toBe(`#${booking!.pk}`);
    expect((paid.json().order as OrderDto).platformBookingNumber).toBe(`#${booking!.pk}`);
    expect(row.statusVal).toBe(PAID);
    // The platform's own count went down by 3; ours shows the same, the hold now a sale.
    expect(((await availability(t, sku, day)).json() as AvailabilityDto[])[0].vacancies).toBe(9);
  });

  it("refunds in full and says why when FareHarbor says 'Availability was removed' after the charge", async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(24);
    const { hold: h } = await heldTime(sku, day);
    const order = (await place(sku, h.uuid)).json().order as OrderDto;
    const [local] = await t.database.db
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, h.uuid));
    expect(local.state).toBe('ON_HOLD');
    standIn.state.removed.add(Number(await externalIdOf(h.uuid)));
    const paid = await pay(order.transactionId);
    expect([paid.statusCode, paid.json().message]).toEqual([409, PLATFORM_REFUSED]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect([row.statusVal, row.error]).toEqual([700, PLATFORM_REFUSED]);
    const refunds = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.relatedId, row.paymentIntentId!));
    expect(refunds.filter((r) => r.kind === 'refund')).toHaveLength(1);
    expect(standIn.state.bookings.get(h.uuid)).toBeUndefined();
    // Nothing booked, nothing held: the seats are all back on our side.
    const [after] = await t.database.db
      .select()
      .from(availabilityHolds)
      .where(eq(availabilityHolds.id, h.uuid));
    expect([after.state, after.platformState]).toEqual(['CANCELLED', 'refused']);
    // A second settle (a webhook, reconcile) neither books nor refunds again.
    await reconcilePendingOrders(t.app.ctx);
    const again = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.relatedId, row.paymentIntentId!));
    expect(again.filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('a platform that is down: the hold is refused with a clear 502 and nothing is held', async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(26);
    const slots = (await availability(t, sku, day)).json() as AvailabilityDto[];
    standIn.state.down = true;
    try {
      const res = await hold(
        t,
        { experienceSku: sku, availabilityId: slots[1].id, units: [{ id: '501', quantity: 1 }] },
        buyer.headers,
      );
      expect([res.statusCode, res.json().message]).toEqual([502, FAREHARBOR_TEXT.down]);
    } finally {
      standIn.state.down = false;
    }
  });

  it('a paid booking the platform could not take yet is booked by reconcile on start-up', async () => {
    const sku = await fareharborVariant(t);
    const day = daysFromNow(28);
    const { hold: h } = await heldTime(sku, day, [{ id: '501', quantity: 1 }]);
    const order = (await place(sku, h.uuid)).json().order as OrderDto;
    // The platform goes down between validate and the charge: the order is paid, not booked.
    standIn.state.down = true;
    try {
      expect((await pay(order.transactionId)).statusCode).toBe(200);
    } finally {
      standIn.state.down = false;
    }
    expect(standIn.state.bookings.get(h.uuid)).toBeUndefined();
    const result = await reconcilePendingOrders(t.app.ctx);
    expect(result.booked).toBeGreaterThanOrEqual(1);
    expect(standIn.state.bookings.get(h.uuid)).toMatchObject({ status: 'booked', seats: 1 });
  });
});

describe('an experience on an OCTO booking system (holds of its own)', () => {
  it('reserves on the platform when held, confirms it after the charge, and counts it once', async () => {
    const octo = await startOctoStandIn();
    const app = await buildTestApp({ OCTO_API_URL: octo.url });
    try {
      const db = app.database.db;
      await createMarket(db, { val: 'NYC', currency: 'USD' }).catch(() => undefined);
      const business = await createBusiness(db, {
        market: 'NYC',
        integration: { name: 'OCTO', apiKey: 'octo-demo-token' },
      });
      const product = await createProduct(db, {
        market: 'NYC',
        active: true,
        businessId: business.businessId,
        integration: { name: 'OCTO' },
        variants: [
          {
            name: 'Tram',
            priceCents: 3500,
            active: true,
            externalSku: 'octo-demo-lisbon-tram:DEFAULT',
          },
        ],
      });
      const sku = product.variants[0].experienceSku;
      const who = await loginAs(app, 'user');
      const day = daysFromNow(15);
      const slots = (await availability(app, sku, day)).json() as AvailabilityDto[];
      expect(slots.map((x) => x.vacancies)).toEqual([20, 20]);
      const held = await hold(
        app,
        { experienceSku: sku, availabilityId: slots[0].id, units: [{ id: 'adult', quantity: 2 }] },
        who.headers,
      );
      expect(held.statusCode).toBe(200);
      const h = held.json() as HoldDto;
      // The platform holds the seats itself: they are out of its vacancies and out of ours, once.
      expect(octo.state.bookings.get(h.uuid)?.status).toBe('ON_HOLD');
      const during = (await availability(app, sku, day)).json() as AvailabilityDto[];
      expect(during[0].vacancies).toBe(18);
      const order = (await orderHeld(app, who.headers, sku, h.uuid)).json().order as OrderDto;
      const paid = await payByCard(app, order.transactionId, who.headers);
      expect(paid.statusCode).toBe(200);
      expect(octo.state.bookings.get(h.uuid)?.status).toBe('CONFIRMED');
      expect((paid.json().order as OrderDto).platformBookingNumber).toBeTruthy();
      const after = (await availability(app, sku, day)).json() as AvailabilityDto[];
      expect(after[0].vacancies).toBe(18);
    } finally {
      await app.close();
      await octo.close();
    }
  });
});

describe("the spec's /api/fareharbor calls", () => {
  it('lists companies by country and their items for staff, availabilities for anyone', async () => {
    const editor = await loginAs(t, 'editor');
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/fareharbor/companies?country=CA', buyer.headers)).statusCode).toBe(403);
    const ca = await get('/api/fareharbor/companies?country=CA', editor.headers);
    expect(ca.json().map((c: { shortname: string }) => c.shortname)).toEqual([
      'jaunt-demo-toronto',
    ]);
    const items = await get('/api/fareharbor/items/jaunt-demo-toronto', editor.headers);
    expect(items.json()).toEqual([{ pk: 8001, name: 'Toronto Islands Kayak Tour' }]);
    const day = daysFromNow(30);
    const slots = await get(
      `/api/fareharbor/items/jaunt-demo-toronto/8001/availabilities/date-range/${day}?country=CA`,
    );
    expect(slots.statusCode).toBe(200);
    const list = slots.json() as { localDateTimeStart: string }[];
    expect(list).toHaveLength(31 * 2);
    expect(list[0].localDateTimeStart).toMatch(new RegExp(`^${day}T10:00:00-0[45]:00$`));
    const unknown = await get(
      '/api/fareharbor/items/jaunt-demo-toronto/999/availabilities/date-range',
    );
    expect(unknown.json()).toEqual([]);
  });
});

/** The FareHarbor availability pk behind a hold's local slot. */
async function externalIdOf(uuid: string) {
  const [row] = await t.database.db
    .select({ id: availabilitySlots.externalId })
    .from(availabilityHolds)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, availabilityHolds.slotId))
    .where(eq(availabilityHolds.id, uuid));
  return row.id!;
}
