import { describe, expect, it } from 'vitest';
import type { UnitTypeDef } from '@jaunt/contract';
import { paddedTime, scheduleErrors } from './schedule-errors.ts';

const adult: UnitTypeDef = {
  id: 'adult',
  type: 'ADULT',
  label: 'Adult',
  priceCents: 5000,
  minQuantity: 0,
  maxQuantity: 20,
  paxCount: 1,
};
const fine = { startTimes: ['09:00'], capacity: 10, closedDates: [] };

describe('the schedule form’s errors, by box', () => {
  it('has none for a schedule the server would take', () => {
    expect(scheduleErrors(fine, [adult])).toEqual({});
  });

  it('names the start time and the closed date that are wrong', () => {
    const errors = scheduleErrors(
      { ...fine, startTimes: ['09:00', '25:00'], closedDates: ['2026-12-24', '2026-13-45'] },
      [adult],
    );
    expect(errors.startTimes).toBe('Not a time: 25:00. Use HH:MM (24-hour), e.g. 09:00.');
    expect(errors.closedDates).toBe('Not a date: 2026-13-45. Use YYYY-MM-DD, e.g. 2026-12-24.');
  });

  it('says each number in the words of its box', () => {
    const errors = scheduleErrors({ ...fine, capacity: 0, durationMinutes: 0 }, [adult]);
    expect(errors).toEqual({
      capacity: 'Seats per time must be at least 1.',
      durationMinutes: 'Duration must be at least 1.',
    });
  });

  it('names the ticket type and the box of its first problem', () => {
    const child = { ...adult, id: 'child', label: ' ', minQuantity: 3, maxQuantity: 2 };
    expect(scheduleErrors(fine, [adult, child]).units).toBe('Ticket type 2: Label is required.');
    expect(scheduleErrors(fine, [{ ...child, label: 'Child' }]).units).toBe(
      'Ticket type 1: Min must not be more than Max.',
    );
    expect(scheduleErrors(fine, [{ ...adult, priceCents: 20_000_000 }]).units).toBe(
      'Ticket type 1: Price must be at most $100,000.',
    );
  });

  it('takes a time written without its leading zero', () => {
    expect(['9:00', '13:30', '9'].map(paddedTime)).toEqual(['09:00', '13:30', '9']);
    expect(scheduleErrors({ ...fine, startTimes: ['9:00'].map(paddedTime) }, [adult])).toEqual({});
  });
});
