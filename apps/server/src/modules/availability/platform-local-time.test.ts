import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto, HoldDto, OrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import { emails } from '../../db/schema/index.ts';
import { startFareharborStandIn } from '../booking-sources/fareharbor-stand-in.ts';
import { startRezdyStandIn } from '../booking-sources/rezdy-stand-in.ts';
import { orderHeld, payByCard } from '../orders/orders.test-kit.ts';
import { availability, hold } from './availability.test-kit.ts';

/**
 * A platform's time shows on the platform's own clock, whatever the product's market: the
 * FareHarbor stand-in's Toronto company sells here in the Hawaii market (Honolulu is 5 or 6
 * hours behind, and keeps no daylight time), the Rezdy stand-in's Sydney product in the Los
 * Angeles market. Each is booked on either side of its zone's daylight-saving change.
 */
let fareharbor: Awaited<ReturnType<typeof startFareharborStandIn>>;
let rezdy: Awaited<ReturnType<typeof startRezdyStandIn>>;
let t: TestApp;
let buyer: LoggedIn;

beforeAll(async () => {
  [fareharbor, rezdy] = await Promise.all([startFareharborStandIn(), startRezdyStandIn()]);
  t = await buildTestApp({ FAREHARBOR_API_URL: fareharbor.url, REZDY_API_URL: rezdy.url });
  buyer = await loginAs(t, 'user');
  for (const [val, currency] of [
    ['HI', 'USD'],
    ['LA', 'USD'],
  ])
    await createMarket(t.database.db, { val, currency }).catch(() => undefined);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([fareharbor?.close(), rezdy?.close()]);
});

async function platformVariant(
  market: string,
  integration: { name: string; apiKey: string },
  fields: Record<string, string>,
  externalSku: string,
) {
  const db = t.database.db;
  const business = await createBusiness(db, { market, integration });
  const product = await createProduct(db, {
    market,
    active: true,
    businessId: business.businessId,
    integration: { name: integration.name, fields },
    variants: [{ name: 'Tour', priceCents: 5000, active: true, externalSku }],
  });
  return product.variants[0].experienceSku;
}

const details = async (sku: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getDetails',
      payload: { experienceSku: sku },
    })
  ).json() as { timeZone: string };

/** Holds the day's first time, reads the hold again, orders it, pays: what each one shows. */
async function bookFirstTime(sku: string, day: string, unit: string) {
  const [slot] = (await availability(t, sku, day)).json() as AvailabilityDto[];
  const held = await hold(
    t,
    { experienceSku: sku, availabilityId: slot.id, units: [{ id: unit, quantity: 1 }] },
    buyer.headers,
  );
  expect(held.statusCode).toBe(200);
  const h = held.json() as HoldDto;
  const reread = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/extendHold/${h.uuid}`,
    headers: buyer.headers,
  });
  const order = (await orderHeld(t, buyer.headers, sku, h.uuid)).json().order as OrderDto;
  const paid = await payByCard(t, order.transactionId, buyer.headers);
  expect(paid.statusCode).toBe(200);
  const mine = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: buyer.headers });
  const listed = (mine.json() as OrderDto[]).find((o) => o._id === order._id);
  return { slot, hold: h, reread: reread.json() as HoldDto, order, listed };
}

const mailsSaying = async (text: string) =>
  (await t.database.db.select().from(emails).where(eq(emails.to, buyer.user.email))).filter((m) =>
    m.text.includes(text),
  );

describe("a platform's times on its own clock", () => {
  it('FareHarbor (states offsets only): Toronto times in a Hawaii market, across 2027-03-14', async () => {
    const sku = await platformVariant(
      'HI',
      { name: 'FareHarbor', apiKey: 'partner-user-key' },
      { id: 'jaunt-demo-toronto' },
      '8001',
    );
    // Honolulu's offset never matches Toronto's: the widget names the offset itself.
    expect((await details(sku)).timeZone).toMatch(/^Etc\/GMT\+[45]$/);
    for (const [day, offset, zone] of [
      ['2027-03-13', '-05:00', 'Etc/GMT+5'],
      ['2027-03-15', '-04:00', 'Etc/GMT+4'],
    ]) {
      const b = await bookFirstTime(sku, day, '601');
      const local = `${day}T10:00:00${offset}`;
      expect(b.slot.localDateTimeStart).toBe(local);
      // Hawaii would show 05:00 before the change and 04:00 after it.
      expect([b.hold.localDateTimeStart, b.hold.timeZone]).toEqual([local, zone]);
      expect([b.reread.localDateTimeStart, b.reread.timeZone]).toEqual([local, zone]);
      expect(b.order.entered).toMatchObject({ bookingDate: day, bookingTime: '10:00' });
      expect(b.listed?.entered).toMatchObject({ bookingDate: day, bookingTime: '10:00' });
      expect(await mailsSaying(`When: ${day} at 10:00 (local time)`)).toHaveLength(1);
    }
  });

  it('Rezdy (states its zone): Sydney times in a Los Angeles market, across 2027-04-04', async () => {
    const sku = await platformVariant(
      'LA',
      { name: 'Rezdy', apiKey: 'rezdy-demo-api-key' },
      { supplier: '14213' },
      'PWQF1Y',
    );
    expect((await details(sku)).timeZone).toBe('Australia/Sydney');
    for (const [day, offset] of [
      ['2027-04-03', '+11:00'],
      ['2027-04-05', '+10:00'],
    ]) {
      const b = await bookFirstTime(sku, day, '911');
      const local = `${day}T09:30:00${offset}`;
      expect(b.slot.localDateTimeStart).toBe(local);
      // Los Angeles would show the day before, 15:30 and then 16:30.
      expect([b.hold.localDateTimeStart, b.hold.timeZone]).toEqual([local, 'Australia/Sydney']);
      expect(b.reread.localDateTimeStart).toBe(local);
      expect(b.listed?.entered).toMatchObject({ bookingDate: day, bookingTime: '09:30' });
      expect(await mailsSaying(`When: ${day} at 09:30 (local time)`)).toHaveLength(1);
    }
  });
});
