import { describe, expect, it } from 'vitest';
import {
  dailyPurchasesQuery,
  redeemBody,
  redeemBookingDay,
  reportYears,
} from './partner-orders.ts';
import { redeemDateTimestamp } from './identifiers.ts';

describe('redeem body', () => {
  it('normalises the booking code (uppercase, dash after the 4th character)', () => {
    const out = redeemBody.parse({ bookingCode: ' abcd1234 ', bookingDate: '2025-07-12' });
    expect(out.bookingCode).toBe('ABCD-1234');
    expect(redeemBody.parse({ bookingCode: 'ab-12', bookingDate: 0 }).bookingCode).toBe('AB-12');
  });

  it("answers 'Please enter a booking code and date.' when either is missing", () => {
    for (const body of [{}, { bookingCode: 'ABCD1234' }, { bookingDate: 1 }, { bookingCode: '' }]) {
      const res = redeemBody.safeParse(body);
      expect(res.success).toBe(false);
      expect(res.error!.issues.map((i) => i.message)).toContain(
        'Please enter a booking code and date.',
      );
    }
  });

  it('refuses codes with other characters', () => {
    const res = redeemBody.safeParse({ bookingCode: 'ab<script>', bookingDate: 0 });
    expect(res.success).toBe(false);
  });

  it('stores the day of the timestamp the screen sends (local midnight + 1 hour)', () => {
    // 12 July 2025 picked in Honolulu (UTC-10) and in Toronto (UTC-4).
    expect(redeemBookingDay(redeemDateTimestamp('2025-07-12T00:00:00-10:00'))).toBe('2025-07-12');
    expect(redeemBookingDay(redeemDateTimestamp('2025-07-12T00:00:00-04:00'))).toBe('2025-07-12');
    expect(redeemBookingDay('2025-07-12')).toBe('2025-07-12');
  });
});

describe('reporting selectors', () => {
  it('offers the years 2017 to now', () => {
    const years = reportYears(new Date('2026-03-01T12:00:00Z'));
    expect(years[0]).toBe(2017);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(10);
  });

  it('defaults the type to Dollars and refuses years before 2017', () => {
    expect(dailyPurchasesQuery.parse({ year: '2025', month: '2' }).type).toBe('Dollars');
    expect(dailyPurchasesQuery.safeParse({ year: 2016, month: 1 }).success).toBe(false);
    expect(dailyPurchasesQuery.safeParse({ year: 2025, month: 13 }).success).toBe(false);
  });
});
