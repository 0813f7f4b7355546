import { describe, expect, it } from 'vitest';
import { luhnValid } from '@jaunt/contract';
import { cardBrand, evaluateCard, evaluateMethodId } from './sandbox-cards.ts';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({
  number,
  expMonth,
  expYear,
  cvc: '123',
});

describe('sandbox test cards', () => {
  it('checks every number with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(evaluateCard(card('1234567812345678'), NOW)).toEqual({
      ok: false,
      message: 'Your card number is incorrect.',
    });
  });

  it('treats the current month as valid and an earlier one as expired (2- or 4-digit year)', () => {
    expect(evaluateCard(card('4242424242424242', 5, 2026), NOW).ok).toBe(true);
    expect(evaluateCard(card('4242424242424242', 5, 26), NOW).ok).toBe(true);
    expect(evaluateCard(card('4242424242424242', 4, 2026), NOW)).toMatchObject({
      ok: false,
      message: 'Your card has expired.',
    });
  });

  it('keeps only last4 and brand', () => {
    expect(evaluateCard(card('5555555555554444'), NOW)).toEqual({
      ok: true,
      card: { last4: '4444', brand: 'mastercard' },
    });
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });

  it('reads Stripe test payment methods and tokens', () => {
    expect(evaluateMethodId('tok_visa', NOW)).toMatchObject({ ok: true, card: { last4: '4242' } });
    expect(evaluateMethodId('pm_card_chargeDeclinedInsufficientFunds', NOW)).toMatchObject({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
    expect(evaluateMethodId('pm_unknown', NOW).ok).toBe(false);
  });
});
