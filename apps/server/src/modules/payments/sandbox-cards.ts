import { luhnValid, type CardInput } from '@jaunt/contract';
import type { CardSummary } from './provider.ts';

/** The processor's decline messages (Stripe's wording). */
export const DECLINE = {
  generic: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
} as const;

/** Test card numbers with a fixed outcome; any other valid number succeeds. */
const TEST_DECLINES: Record<string, string> = {
  '4000000000000002': DECLINE.generic,
  '4000000000009995': DECLINE.insufficientFunds,
  '4000000000000069': DECLINE.expired,
  '4000000000000127': DECLINE.incorrectCvc,
};

/** Stripe's test payment methods and tokens, mapped to the test card they stand for. */
const TEST_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  tok_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  tok_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  tok_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  tok_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  tok_chargeDeclinedIncorrectCvc: '4000000000000127',
};

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export type CardOutcome =
  { ok: true; card: CardSummary } | { ok: false; message: string; card?: CardSummary };

/** What the sandbox processor answers for a card; the number itself is never kept. */
export function evaluateCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const digits = card.number;
  if (!luhnValid(digits)) return { ok: false, message: DECLINE.incorrectNumber };
  const summary = { last4: digits.slice(-4), brand: cardBrand(digits) };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { ok: false, message: DECLINE.expired, card: summary };
  }
  const decline = TEST_DECLINES[digits];
  return decline ? { ok: false, message: decline, card: summary } : { ok: true, card: summary };
}

/** A Stripe test payment method or token as the sandbox reads it. */
export function evaluateMethodId(id: string, now: Date = new Date()): CardOutcome {
  const number = TEST_METHODS[id];
  if (!number) return { ok: false, message: `No such PaymentMethod: '${id}'` };
  return evaluateCard({ number, expMonth: 12, expYear: now.getUTCFullYear() + 5, cvc: '123' }, now);
}
