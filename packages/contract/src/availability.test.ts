import { describe, expect, it } from 'vitest';
import {
  availabilityStatus,
  checkUnits,
  generateSlots,
  offsetMinutes,
  paxOf,
  priceOf,
  scheduleSchema,
  toLocalIso,
  unitTypesSchema,
  vacanciesOf,
  zonedToUtc,
  type ScheduleInput,
} from './availability.ts';
import { getAvailabilityBody, holdSlotBody } from './bookings.ts';

const schedule = (input: Partial<ScheduleInput> = {}) =>
  scheduleSchema.parse({ startTimes: ['09:00'], capacity: 10, ...input });

const starts = (s: ReturnType<typeof generateSlots>) => s.map((x) => x.localDateTimeStart);

describe('generateSlots across daylight-saving changes', () => {
  it('America/Los_Angeles spring forward (2026-03-08): offsets change, 02:30 is skipped', () => {
    const slots = generateSlots(
      schedule({ startTimes: ['01:30', '02:30', '09:00'] }),
      'America/Los_Angeles',
      '2026-03-07',
      '2026-03-08',
    );
    expect(starts(slots)).toEqual([
      '2026-03-07T01:30:00-08:00',
      '2026-03-07T02:30:00-08:00',
      '2026-03-07T09:00:00-08:00',
      '2026-03-08T01:30:00-08:00',
      '2026-03-08T09:00:00-07:00',
    ]);
    expect(slots.at(-1)!.startUtc).toBe('2026-03-08T16:00:00.000Z');
    expect(slots[2].startUtc).toBe('2026-03-07T17:00:00.000Z');
  });

  it('America/Los_Angeles fall back (2026-11-01): 01:30 happens twice, one slot at the first', () => {
    const slots = generateSlots(
      schedule({ startTimes: ['01:30', '09:00'] }),
      'America/Los_Angeles',
      '2026-11-01',
      '2026-11-01',
    );
    expect(starts(slots)).toEqual(['2026-11-01T01:30:00-07:00', '2026-11-01T09:00:00-08:00']);
    expect(slots[0].startUtc).toBe('2026-11-01T08:30:00.000Z');
    expect(slots[1].startUtc).toBe('2026-11-01T17:00:00.000Z');
  });

  it('America/Toronto on both change days (2026-03-08 and 2026-11-01)', () => {
    const s = schedule({ startTimes: ['02:30', '10:00'] });
    expect(starts(generateSlots(s, 'America/Toronto', '2026-03-08', '2026-03-08'))).toEqual([
      '2026-03-08T10:00:00-04:00',
    ]);
    const fall = generateSlots(
      schedule({ startTimes: ['01:30', '10:00'] }),
      'America/Toronto',
      '2026-10-31',
      '2026-11-01',
    );
    expect(starts(fall)).toEqual([
      '2026-10-31T01:30:00-04:00',
      '2026-10-31T10:00:00-04:00',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T10:00:00-05:00',
    ]);
    expect(fall[2].startUtc).toBe('2026-11-01T05:30:00.000Z');
    expect(fall[3].startUtc).toBe('2026-11-01T15:00:00.000Z');
  });

  it('a zone east of UTC (Asia/Kolkata +05:30, Europe/Berlin across its own change)', () => {
    const [slot] = generateSlots(schedule(), 'Asia/Kolkata', '2026-06-01', '2026-06-01');
    expect(slot.localDateTimeStart).toBe('2026-06-01T09:00:00+05:30');
    expect(slot.startUtc).toBe('2026-06-01T03:30:00.000Z');
    const berlin = generateSlots(schedule(), 'Europe/Berlin', '2026-03-28', '2026-03-29');
    expect(starts(berlin)).toEqual(['2026-03-28T09:00:00+01:00', '2026-03-29T09:00:00+02:00']);
    // A start late in the evening in Auckland is the previous day in UTC.
    const [nz] = generateSlots(
      schedule({ startTimes: ['08:00'] }),
      'Pacific/Auckland',
      '2026-07-01',
      '2026-07-01',
    );
    expect(nz.startUtc).toBe('2026-06-30T20:00:00.000Z');
    expect(nz.localDate).toBe('2026-07-01');
  });

  it('the end time carries its own offset when the event spans the change', () => {
    const [slot] = generateSlots(
      schedule({ startTimes: ['01:00'], durationMinutes: 120 }),
      'America/Los_Angeles',
      '2026-03-08',
      '2026-03-08',
    );
    expect(slot.localDateTimeStart).toBe('2026-03-08T01:00:00-08:00');
    expect(slot.localDateTimeEnd).toBe('2026-03-08T04:00:00-07:00');
  });

  it('zonedToUtc, toLocalIso and offsetMinutes agree', () => {
    expect(zonedToUtc('2026-03-08', '02:30', 'America/Los_Angeles')).toBeNull();
    expect(zonedToUtc('2026-11-01', '01:30', 'America/Toronto')!.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    const at = new Date('2026-07-04T16:00:00Z');
    expect(offsetMinutes(at, 'America/Los_Angeles')).toBe(-420);
    expect(toLocalIso(at, 'America/Los_Angeles')).toBe('2026-07-04T09:00:00-07:00');
    expect(toLocalIso(at, 'UTC')).toBe('2026-07-04T16:00:00+00:00');
  });
});

describe('generateSlots fast path', () => {
  it('gives every slot of a year the exact instant and local times, in zones with odd changes', () => {
    const s = schedule({
      startTimes: ['00:00', '00:30', '01:30', '02:00', '02:30', '09:00', '23:30'],
      durationMinutes: 150,
    });
    const zones = [
      'America/Los_Angeles',
      'America/St_Johns',
      'Pacific/Honolulu',
      'Australia/Lord_Howe',
      'Europe/London',
      'America/Santiago',
    ];
    for (const zone of zones) {
      const slots = generateSlots(s, zone, '2027-01-01', '2027-12-31');
      const exact = [];
      for (let d = Date.parse('2027-01-01T00:00:00Z'); d <= Date.parse('2027-12-31T00:00:00Z');) {
        const date = new Date(d).toISOString().slice(0, 10);
        for (const time of s.startTimes) {
          const at = zonedToUtc(date, time, zone);
          if (!at) continue;
          exact.push({
            localDate: date,
            localTime: time,
            localDateTimeStart: toLocalIso(at, zone),
            localDateTimeEnd: toLocalIso(new Date(at.getTime() + 150 * 60_000), zone),
            startUtc: at.toISOString(),
            closed: false,
          });
        }
        d += 86_400_000;
      }
      expect(slots, zone).toEqual(exact);
    }
  });
});

describe('schedule rules', () => {
  it('disabled weekdays give no slots; closed dates give closed slots', () => {
    // 2026-06-01 is a Monday.
    const slots = generateSlots(
      schedule({
        disabledWeekdays: [0, { name: 'Tuesday', number: 2 }],
        closedDates: ['2026-06-03'],
      }),
      'America/Toronto',
      '2026-05-31',
      '2026-06-03',
    );
    expect(slots.map((s) => [s.localDate, s.closed])).toEqual([
      ['2026-06-01', false],
      ['2026-06-03', true],
    ]);
  });

  it('per-weekday start times replace the daily ones, sorted and without repeats', () => {
    const s = schedule({
      startTimes: ['10:00'],
      weekdayStartTimes: [{ weekday: 6, startTimes: ['18:00', '08:00', '08:00'] }],
    });
    const slots = generateSlots(s, 'America/Toronto', '2026-06-05', '2026-06-06');
    expect(slots.map((x) => `${x.localDate} ${x.localTime}`)).toEqual([
      '2026-06-05 10:00',
      '2026-06-06 08:00',
      '2026-06-06 18:00',
    ]);
  });

  it('rejects bad times, dates and weekdays', () => {
    expect(scheduleSchema.safeParse({ startTimes: ['9:00'], capacity: 1 }).success).toBe(false);
    expect(scheduleSchema.safeParse({ startTimes: ['24:00'], capacity: 1 }).success).toBe(false);
    expect(scheduleSchema.safeParse({ capacity: 1, closedDates: ['2026-02-30'] }).success).toBe(
      false,
    );
    expect(scheduleSchema.safeParse({ capacity: 1, disabledWeekdays: [7] }).success).toBe(false);
    expect(scheduleSchema.safeParse({ capacity: 0 }).success).toBe(false);
  });
});

const units = unitTypesSchema.parse([
  { id: 'adult', type: 'ADULT', label: 'Adult', priceCents: 4500, minQuantity: 0, maxQuantity: 8 },
  { id: 'child', type: 'CHILD', label: 'Child', priceCents: 2500 },
  {
    id: 'family',
    type: 'FAMILY',
    label: 'Family (4)',
    priceCents: 12000,
    paxCount: 4,
    maxQuantity: 2,
  },
  { id: 'infant', type: 'INFANT', label: 'Infant', priceCents: 0, paxCount: 0 },
]);

describe('units, pax and price', () => {
  it('a family ticket counts 4 seats; an infant none', () => {
    const chosen = [
      { id: 'adult', quantity: 2 },
      { id: 'family', quantity: 1 },
      { id: 'infant', quantity: 1 },
    ];
    expect(paxOf(units, chosen)).toBe(6);
    expect(priceOf(units, chosen)).toBe(21000);
    expect(checkUnits(units, chosen)).toMatchObject({ ok: true, pax: 6, priceCents: 21000 });
  });

  it('checks min and max per unit, unknown and repeated ids, and at least one seat', () => {
    expect(checkUnits(units, [{ id: 'adult', quantity: 9 }])).toMatchObject({
      ok: false,
      message: 'Choose at most 8 Adult.',
    });
    expect(checkUnits(units, [{ id: 'pet', quantity: 1 }])).toMatchObject({ ok: false });
    expect(
      checkUnits(units, [
        { id: 'adult', quantity: 1 },
        { id: 'adult', quantity: 1 },
      ]),
    ).toMatchObject({ ok: false });
    expect(checkUnits(units, [{ id: 'infant', quantity: 1 }])).toMatchObject({
      ok: false,
      message: 'Choose at least one ticket.',
    });
    const strict = unitTypesSchema.parse([
      { id: 'a', type: 'ADULT', label: 'Adult', priceCents: 100, minQuantity: 2 },
      { id: 'c', type: 'CHILD', label: 'Child', priceCents: 50 },
    ]);
    expect(checkUnits(strict, [{ id: 'c', quantity: 1 }])).toMatchObject({
      ok: false,
      message: 'Choose at least 2 Adult.',
    });
  });

  it('unit ids must differ', () => {
    const dup = [
      { id: 'a', type: 'ADULT', label: 'A', priceCents: 1 },
      { id: 'a', type: 'CHILD', label: 'C', priceCents: 1 },
    ];
    expect(unitTypesSchema.safeParse(dup).success).toBe(false);
  });
});

describe('vacancies and status', () => {
  it('LIMITED at 25% or less left, SOLD_OUT at none, CLOSED wins', () => {
    expect(availabilityStatus({ capacity: 20, vacancies: 6, closed: false })).toBe('AVAILABLE');
    expect(availabilityStatus({ capacity: 20, vacancies: 5, closed: false })).toBe('LIMITED');
    expect(availabilityStatus({ capacity: 20, vacancies: 0, closed: false })).toBe('SOLD_OUT');
    expect(availabilityStatus({ capacity: 20, vacancies: 20, closed: true })).toBe('CLOSED');
  });

  it('an exclusive slot is all or nothing', () => {
    expect(vacanciesOf({ capacity: 6, taken: 0, exclusive: true })).toBe(6);
    expect(vacanciesOf({ capacity: 6, taken: 2, exclusive: true })).toBe(0);
    expect(vacanciesOf({ capacity: 6, taken: 2, exclusive: false })).toBe(4);
    expect(vacanciesOf({ capacity: 6, taken: 9, exclusive: false })).toBe(0);
  });
});

describe('request shapes', () => {
  it('getAvailability allows at most 93 days, in order', () => {
    const ok = { experienceSku: 'X', from: '2026-01-01', to: '2026-04-03' };
    expect(getAvailabilityBody.safeParse(ok).success).toBe(true);
    expect(getAvailabilityBody.safeParse({ ...ok, to: '2026-04-04' }).success).toBe(false);
    expect(getAvailabilityBody.safeParse({ ...ok, to: '2025-12-31' }).success).toBe(false);
  });

  it('holdSlot needs a uuid and a time', () => {
    const body = {
      uuid: '3f1c8a52-7e0b-4c1e-9d7a-2b6f0e4a9c11',
      experienceSku: 'X',
      units: [{ id: 'adult', quantity: 1 }],
    };
    expect(holdSlotBody.safeParse(body).success).toBe(false);
    expect(holdSlotBody.safeParse({ ...body, startUtc: '2026-06-01T13:00:00Z' }).success).toBe(
      true,
    );
    expect(
      holdSlotBody.safeParse({ ...body, uuid: 'nope', startUtc: '2026-06-01T13:00:00Z' }).success,
    ).toBe(false);
  });
});
