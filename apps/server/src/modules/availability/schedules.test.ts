import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto, PartnerScheduleDto, SlotUsageDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import { availability, daysFromNow, hold } from './availability.test-kit.ts';

let t: TestApp;
let owner: LoggedIn;
let stranger: LoggedIn;
let sku: string;
const DAY = daysFromNow(15);
const MONTH = DAY.slice(0, 7);

const body = {
  schedule: { startTimes: ['09:00', '15:30'], capacity: 8, closedDates: [] },
  units: [
    { id: 'adult', type: 'ADULT', label: 'Adult', priceCents: 6000 },
    { id: 'child', type: 'CHILD', label: 'Child', priceCents: 3000 },
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await loginAs(t, 'partner');
  stranger = await loginAs(t, 'partner');
  const db = t.database.db;
  await createMarket(db, { val: 'GTA' }).catch(() => undefined);
  const biz = await createBusiness(db, { market: 'GTA', userId: owner.user.id });
  const product = await createProduct(db, {
    market: 'GTA',
    businessId: biz.businessId,
    active: true,
    variants: [{ name: 'Sunset sail', priceCents: 6000, active: true }],
  });
  sku = product.variants[0].experienceSku;
});
afterAll(async () => t?.close());

const save = (who: LoggedIn | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookings/schedule/${sku}`,
    headers: who?.headers ?? {},
    payload,
  });

describe("a partner's Availability calls", () => {
  it('lists its variants, saves a schedule that the calendar then shows, and reports a month', async () => {
    const list = await t.app.inject({ url: '/api/bookings/schedules', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as PartnerScheduleDto[]).map((v) => [v.experienceSku, v.schedule])).toEqual(
      [[sku, null]],
    );
    expect((await availability(t, sku, DAY)).json()).toEqual([]);

    expect((await save(owner, body)).statusCode).toBe(200);
    const slots = (await availability(t, sku, DAY)).json() as AvailabilityDto[];
    expect(slots.map((s) => s.localDateTimeStart.slice(11, 16))).toEqual(['09:00', '15:30']);
    expect(slots[0]).toMatchObject({ capacity: 8, vacancies: 8 });

    const held = await hold(t, {
      experienceSku: sku,
      availabilityId: slots[0].id,
      units: [{ id: 'adult', quantity: 3 }],
    });
    expect(held.statusCode).toBe(200);
    const month = await t.app.inject({
      url: `/api/bookings/slots/${sku}?month=${MONTH}`,
      headers: owner.headers,
    });
    expect(month.statusCode).toBe(200);
    const day = (month.json() as SlotUsageDto[]).filter((s) =>
      s.localDateTimeStart.startsWith(DAY),
    );
    expect(day.map((s) => [s.sold, s.held, s.free])).toEqual([
      [0, 3, 5],
      [0, 0, 8],
    ]);
  });

  it('reports past times and closed dates as CLOSED with no seats free, as customers see them', async () => {
    const past = daysFromNow(-2);
    const closed = daysFromNow(16);
    const schedule = { ...body.schedule, closedDates: [closed] };
    expect((await save(owner, { ...body, schedule })).statusCode).toBe(200);
    const usage = async (day: string) => {
      const month = await t.app.inject({
        url: `/api/bookings/slots/${sku}?month=${day.slice(0, 7)}`,
        headers: owner.headers,
      });
      expect(month.statusCode).toBe(200);
      return (month.json() as SlotUsageDto[])
        .filter((s) => s.localDateTimeStart.startsWith(day))
        .map((s) => [s.status, s.free]);
    };
    expect(await usage(past)).toEqual([
      ['CLOSED', 0],
      ['CLOSED', 0],
    ]);
    expect(await usage(closed)).toEqual([
      ['CLOSED', 0],
      ['CLOSED', 0],
    ]);
    expect(await usage(daysFromNow(17))).toEqual([
      ['AVAILABLE', 8],
      ['AVAILABLE', 8],
    ]);
  });

  it('refuses a bad schedule with the reason, other partners, users and guests', async () => {
    const bad = await save(owner, { ...body, schedule: { startTimes: ['25:00'], capacity: 8 } });
    expect(bad.statusCode).toBe(400);
    expect((await save(stranger, body)).statusCode).toBe(404);
    expect((await save(await loginAs(t, 'user'), body)).statusCode).toBe(403);
    expect((await save(null, body)).statusCode).toBe(401);
    const month = await t.app.inject({
      url: `/api/bookings/slots/${sku}?month=${MONTH}`,
      headers: stranger.headers,
    });
    expect(month.statusCode).toBe(404);
  });
});
