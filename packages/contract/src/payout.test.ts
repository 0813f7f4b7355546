import { describe, expect, it } from 'vitest';
import {
  FAREHARBOR_COMMISSION,
  PAYOUT_MANUAL_TEXT,
  commissionPercent,
  fareHarborPayoutDate,
  payoutAmountCents,
  payoutBreakdown,
  payoutDate,
} from './payout.ts';

describe('payout amount', () => {
  it('takes the commission, then 2.9% of the amount after commission', () => {
    // $100.00 after tax, 15% commission: $85.00, less 2.9% of it ($2.465 -> $2.47) = $82.53.
    expect(payoutBreakdown(10000, 15)).toEqual({
      afterCommissionCents: 8500,
      processingFeeCents: 247,
      payoutCents: 8253,
    });
    expect(payoutAmountCents(10000, 15)).toBe(8253);
  });

  it('pays a FareHarbor payout at 20% commission', () => {
    // $113.00 (an Ontario $100 order) after tax: $90.40, less $2.62 = $87.78.
    expect(payoutAmountCents(11300, FAREHARBOR_COMMISSION)).toBe(8778);
  });

  it('takes only the processing fee at 0% commission', () => {
    expect(payoutAmountCents(10000, 0)).toBe(9710);
  });

  it("is manual at 100% commission ('Payout Amount: Manual')", () => {
    expect(payoutAmountCents(10000, 100)).toBe('manual');
    expect(payoutBreakdown(10000, 100)).toBe('manual');
    expect(PAYOUT_MANUAL_TEXT).toBe('Payout Amount: Manual');
  });

  it('refuses a commission outside 0 to 100', () => {
    expect(() => payoutAmountCents(10000, 101)).toThrow(RangeError);
    expect(() => payoutAmountCents(10000, -1)).toThrow(RangeError);
  });

  it('uses 20% for the fareharbor payout preference, else the business commission', () => {
    expect(commissionPercent({ commission: 15, payoutPreference: 'fareharbor' })).toBe(20);
    expect(commissionPercent({ commission: 15, payoutPreference: 'stripe' })).toBe(15);
    expect(commissionPercent({ commission: 12 })).toBe(12);
  });

  it('uses 20% for a FareHarbor vendor too, as its agreement says (one definition, decision 040)', () => {
    expect(commissionPercent({ commission: 15, integration: { name: 'FareHarbor' } })).toBe(20);
    expect(commissionPercent({ commission: 15, integration: { name: 'FareHarbor API' } })).toBe(15);
  });
});

describe('FareHarbor payout date', () => {
  it('is the 30th day after the month of service', () => {
    expect(fareHarborPayoutDate('2025-01-10')).toBe('2025-03-02');
    expect(fareHarborPayoutDate('2025-01-31')).toBe('2025-03-02');
    expect(fareHarborPayoutDate('2024-02-03')).toBe('2024-03-30');
    expect(fareHarborPayoutDate('2025-12-24')).toBe('2026-01-30');
  });
});

describe('payout date', () => {
  // Week of Sunday 5 January 2025 to Saturday 11 January 2025 (noon, Toronto time).
  const at = (day: string) => `${day}T12:00:00-05:00`;

  it('pays orders from Sunday or Monday on the end of the week plus 4 days', () => {
    expect(payoutDate(at('2025-01-05'))).toBe('2025-01-15');
    expect(payoutDate(at('2025-01-06'))).toBe('2025-01-15');
  });

  it('pays orders from Tuesday to Saturday on the end of the week plus 11 days', () => {
    expect(payoutDate(at('2025-01-07'))).toBe('2025-01-22');
    expect(payoutDate(at('2025-01-10'))).toBe('2025-01-22');
    expect(payoutDate(at('2025-01-11'))).toBe('2025-01-22');
  });

  it('crosses months and years', () => {
    expect(payoutDate(at('2024-12-31'))).toBe('2025-01-15');
  });

  it("reads the weekday in the order's time zone (Toronto unless told otherwise)", () => {
    // Monday 22:00 in Toronto is already Tuesday in UTC.
    const lateMonday = new Date('2025-01-07T03:00:00Z');
    expect(payoutDate(lateMonday)).toBe('2025-01-15');
    expect(payoutDate(lateMonday, 'UTC')).toBe('2025-01-22');
    expect(payoutDate(lateMonday, 'Pacific/Honolulu')).toBe('2025-01-15');
  });

  it('rejects an invalid date', () => {
    expect(() => payoutDate('not a date')).toThrow(RangeError);
  });
});
