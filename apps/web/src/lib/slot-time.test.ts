import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBookedAt,
  formatMinutes,
  formatSlotDate,
  formatSlotTime,
  zoneCity,
} from './slot-time.ts';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('slot times', () => {
  it("shows the slot's own wall-clock time whatever the viewer's zone (TZ=Asia/Tokyo)", () => {
    process.env.TZ = 'Asia/Tokyo';
    // The zone really changed for this process: Tokyo is UTC+9 all year.
    expect(new Date('2026-03-08T00:00:00Z').getTimezoneOffset()).toBe(-540);
    const slot = '2026-03-08T09:00:00-07:00';
    // Read through the viewer's zone it would be the next day, 1:00 AM in Tokyo.
    expect(new Date(slot).getHours()).toBe(1);
    expect(formatSlotTime(slot)).toBe('9:00 AM');
    expect(formatSlotDate(slot)).toBe('Sunday, March 8, 2026');
    expect(formatSlotTime('2026-11-01T18:30:00-04:00')).toBe('6:30 PM');
  });

  it('formats the same in UTC and west of it', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatSlotTime('2026-07-04T23:45:00-04:00')).toBe('11:45 PM');
      expect(formatSlotDate('2026-07-04')).toBe('Saturday, July 4, 2026');
    }
  });

  it('names the zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('America/Toronto')).toBe('Toronto');
    // A platform's clock that no named zone matched: its offset (Etc/GMT signs are inverted).
    expect(zoneCity('Etc/GMT+5')).toBe('UTC-5');
    expect(zoneCity('Etc/GMT-10')).toBe('UTC+10');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('says how long a time lasts', () => {
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(150)).toBe('2 hours 30 minutes');
    expect(formatMinutes(61)).toBe('1 hour 1 minute');
  });

  it("formats an order's booked date and time", () => {
    expect(formatBookedAt('2026-11-25', '09:00')).toBe('Wednesday, November 25, 2026 at 9:00 AM');
    expect(formatBookedAt('2027-03-14', '18:30')).toBe('Sunday, March 14, 2027 at 6:30 PM');
  });
});
