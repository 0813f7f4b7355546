import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto, HoldDto, OrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import { startBookeoStandIn } from '../booking-sources/bookeo-stand-in.ts';
import { startRezdyStandIn } from '../booking-sources/rezdy-stand-in.ts';
import { orderHeld, payByCard } from '../orders/orders.test-kit.ts';
import { availability, daysFromNow, hold } from './availability.test-kit.ts';

/**
 * Bookeo and Rezdy calendars through our API, against their stateful stand-ins: answers are
 * kept briefly (the stand-ins count the calls), yet the seats we take show at once; and how
 * long a time lasts comes from the platform's own start and end.
 */
let bookeo: Awaited<ReturnType<typeof startBookeoStandIn>>;
let rezdy: Awaited<ReturnType<typeof startRezdyStandIn>>;
let t: TestApp;
let buyer: LoggedIn;

beforeAll(async () => {
  [bookeo, rezdy] = await Promise.all([startBookeoStandIn(), startRezdyStandIn()]);
  t = await buildTestApp({ BOOKEO_API_URL: bookeo.url, REZDY_API_URL: rezdy.url });
  buyer = await loginAs(t, 'user');
  await createMarket(t.database.db, { val: 'NYC', currency: 'USD' }).catch(() => undefined);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([bookeo?.close(), rezdy?.close()]);
});

async function variantOn(name: 'Bookeo' | 'Rezdy') {
  const db = t.database.db;
  const apiKey = name === 'Bookeo' ? 'bookeo-demo-api-key' : 'rezdy-demo-api-key';
  const business = await createBusiness(db, { market: 'NYC', integration: { name, apiKey } });
  const product = await createProduct(db, {
    market: 'NYC',
    active: true,
    businessId: business.businessId,
    integration: { name, fields: name === 'Rezdy' ? { supplier: '14213' } : {} },
    variants: [
      {
        name: 'Tour',
        priceCents: 6500,
        active: true,
        externalSku: name === 'Bookeo' ? '41560PWEAP1744EA7A4B5F' : 'PWQF1Y',
      },
    ],
  });
  return product.variants[0].experienceSku;
}

const firstSlot = async (sku: string, day: string) =>
  ((await availability(t, sku, day)).json() as AvailabilityDto[])[0];
const calls = (requests: { path: string }[], path: string) =>
  requests.filter((r) => r.path === path).length;

describe('a platform calendar kept briefly', () => {
  it('Bookeo: two reads make one call; our hold there shows at once, counted once', async () => {
    const sku = await variantOn('Bookeo');
    const day = daysFromNow(20);
    const reads = () => calls(bookeo.state.requests, '/availability/slots');
    const before = reads();
    const slot = await firstSlot(sku, day);
    expect((await firstSlot(sku, day)).vacancies).toBe(10);
    expect(reads()).toBe(before + 1);
    const held = await hold(
      t,
      { experienceSku: sku, availabilityId: slot.id, units: [{ id: 'Cadults', quantity: 3 }] },
      buyer.headers,
    );
    expect(held.statusCode).toBe(200);
    expect(bookeo.state.holds.size).toBe(1);
    // Bookeo now has 7 seats; a kept answer of 10 would show 10 (its vacancies + our hold).
    const after = reads();
    expect((await firstSlot(sku, day)).vacancies).toBe(7);
    expect(reads()).toBe(after + 1);
  });

  it('Rezdy: two reads make one call; a booking made through us shows at once', async () => {
    const sku = await variantOn('Rezdy');
    const day = daysFromNow(20);
    const reads = () => calls(rezdy.state.requests, '/availability');
    const before = reads();
    const slot = await firstSlot(sku, day);
    expect((await firstSlot(sku, day)).vacancies).toBe(16);
    expect(reads()).toBe(before + 1);
    const h = (
      await hold(
        t,
        { experienceSku: sku, availabilityId: slot.id, units: [{ id: '911', quantity: 2 }] },
        buyer.headers,
      )
    ).json() as HoldDto;
    // Rezdy has no holds: ours counts locally, from the kept answer.
    expect((await firstSlot(sku, day)).vacancies).toBe(14);
    const order = (await orderHeld(t, buyer.headers, sku, h.uuid)).json().order as OrderDto;
    const paid = await payByCard(t, order.transactionId, buyer.headers);
    expect(paid.statusCode).toBe(200);
    expect([...rezdy.state.bookings.values()].map((b) => b.seats)).toEqual([2]);
    // Rezdy now has 14 seats; a kept answer of 16 would show 16 (its seats + our sale).
    expect((await firstSlot(sku, day)).vacancies).toBe(14);
  });
});

describe("how long a platform's time lasts", () => {
  it("comes from the platform's start and end: Bookeo 2 hours, Rezdy 2 hours 30 minutes", async () => {
    for (const [name, minutes] of [
      ['Bookeo', 120],
      ['Rezdy', 150],
    ] as const) {
      const sku = await variantOn(name);
      const slot = await firstSlot(sku, daysFromNow(30));
      const length = Date.parse(slot.localDateTimeEnd) - Date.parse(slot.localDateTimeStart);
      expect(length / 60_000).toBe(minutes);
      const details = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/getDetails',
        payload: { experienceSku: sku },
      });
      expect(details.json()).toMatchObject({ scheduled: true, durationMinutes: minutes });
    }
  });
});
