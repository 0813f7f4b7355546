import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { availability, daysFromNow, scheduledVariants } from './availability.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const slots = async (sku: string, from: string, to = from) => {
  const res = await availability(t, sku, from, to);
  expect(res.statusCode).toBe(200);
  return res.json() as AvailabilityDto[];
};

describe('POST /api/bookings/getAvailability', () => {
  it('shows slots in the market zone across both daylight-saving changes (2027)', async () => {
    const [la] = await scheduledVariants(t, 'LA', [{ startTimes: ['01:30', '02:30', '09:00'] }]);
    // Spring forward, Sunday 2027-03-14: 02:30 does not exist and is skipped.
    const spring = await slots(la, '2027-03-13', '2027-03-14');
    expect(spring.map((s) => s.localDateTimeStart)).toEqual([
      '2027-03-13T01:30:00-08:00',
      '2027-03-13T02:30:00-08:00',
      '2027-03-13T09:00:00-08:00',
      '2027-03-14T01:30:00-08:00',
      '2027-03-14T09:00:00-07:00',
    ]);
    expect(spring.at(-1)).toMatchObject({
      startUtc: '2027-03-14T16:00:00.000Z',
      status: 'AVAILABLE',
    });
    // Fall back, Sunday 2027-11-07: 01:30 happens twice; one slot, the first.
    const fall = await slots(la, '2027-11-07');
    expect(fall.map((s) => [s.localDateTimeStart, s.startUtc])).toEqual([
      ['2027-11-07T01:30:00-07:00', '2027-11-07T08:30:00.000Z'],
      ['2027-11-07T02:30:00-08:00', '2027-11-07T10:30:00.000Z'],
      ['2027-11-07T09:00:00-08:00', '2027-11-07T17:00:00.000Z'],
    ]);
  });

  it('gives every caller the same local time and the same slot rows', async () => {
    const [gta] = await scheduledVariants(t, 'GTA', [{ startTimes: ['10:00'] }]);
    const day = '2027-03-14';
    const [a, b] = await Promise.all([slots(gta, day), slots(gta, day)]);
    expect(a).toEqual(b);
    // Another viewer's zone plays no part: the answer depends on the listing's zone only.
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getAvailability',
      headers: { 'accept-language': 'en-AU', 'x-time-zone': 'Australia/Sydney' },
      payload: { experienceSku: gta, from: day, to: day },
    });
    expect(c.json()).toEqual(a);
    expect(a[0].localDateTimeStart).toBe('2027-03-14T10:00:00-04:00');
    expect(a[0]).toMatchObject({ capacity: 10, vacancies: 10, available: true });
  });

  it('closed dates are CLOSED, disabled weekdays absent', async () => {
    // 2027-06-06 is a Sunday.
    const [sku] = await scheduledVariants(t, 'GTA', [
      { disabledWeekdays: [{ name: 'Sunday', number: 0 }], closedDates: ['2027-06-08'] },
    ]);
    const week = await slots(sku, '2027-06-06', '2027-06-08');
    expect(week.map((s) => [s.localDateTimeStart.slice(0, 10), s.status, s.vacancies])).toEqual([
      ['2027-06-07', 'AVAILABLE', 10],
      ['2027-06-08', 'CLOSED', 0],
    ]);
  });

  it('a slot past its cut-off is CLOSED with its cut-off time', async () => {
    // Four days' cut-off: tomorrow's 23:59 in Toronto starts under three days from now, whatever
    // the hour (the UTC date runs ahead of Toronto's every evening), so both times have closed.
    const [sku] = await scheduledVariants(t, 'GTA', [
      { startTimes: ['00:00', '23:59'], cutoffMinutes: 96 * 60 },
    ]);
    const tomorrow = await slots(sku, daysFromNow(1));
    expect(tomorrow.map((s) => s.status)).toEqual(['CLOSED', 'CLOSED']);
    const later = await slots(sku, daysFromNow(10));
    expect(later.map((s) => s.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(Date.parse(later[0].startUtc) - Date.parse(later[0].utcCutoffAt)).toBe(96 * 3600_000);
  });

  it('a variant without a schedule answers an empty calendar; an unknown sku 404', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [null]);
    expect(await slots(sku, '2027-01-01', '2027-03-01')).toEqual([]);
    expect((await availability(t, 'NOPE-1', '2027-01-01')).statusCode).toBe(404);
  });

  it('refuses more than 93 days and reversed ranges', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{}]);
    expect((await availability(t, sku, '2027-01-01', '2027-04-04')).statusCode).toBe(400);
    expect((await availability(t, sku, '2027-01-02', '2027-01-01')).statusCode).toBe(400);
    expect(await slots(sku, '2027-01-01', '2027-04-03')).toHaveLength(93);
  });
});

describe('POST /api/bookings/getDetails', () => {
  it('lists the unit types in dollars with the zone', async () => {
    const [sku, none] = await scheduledVariants(t, 'LA', [{ exclusive: true, capacity: 6 }, null]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getDetails',
      payload: { experienceSku: sku },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      scheduled: true,
      timeZone: 'America/Los_Angeles',
      exclusive: true,
      capacity: 6,
      units: [
        { id: 'adult', type: 'ADULT', price: 45, paxCount: 1 },
        { id: 'child', type: 'CHILD', price: 25 },
        { id: 'family', type: 'FAMILY', price: 120, paxCount: 4 },
      ],
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/getDetails',
      payload: { experienceSku: none },
    });
    expect(empty.json()).toMatchObject({ scheduled: false, units: [] });
  });
});
