import { describe, expect, it } from 'vitest';
import { cardExpired, luhnValid } from './orders.ts';

describe('card checks before a card is sent', () => {
  it('passes the test cards and catches one mistyped digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242424242424224')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('counts a card as valid to the end of its expiry month', () => {
    const now = new Date(2026, 10, 27); // 27 November 2026
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(12, 2026, now)).toBe(false);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2020, now)).toBe(true);
  });
});
