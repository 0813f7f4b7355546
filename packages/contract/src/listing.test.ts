import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_RANGE,
  cardInfo,
  countLine,
  displayDistance,
  formatDistance,
  isPricingVariesDollars,
  priceLabel,
  showDistance,
  usesMiles,
  truncateAtWord,
} from './listing.ts';
import { PRICING_VARIES_CENTS } from './pricing.ts';
import { toDollars } from './money.ts';

describe('prices', () => {
  it("shows 'Pricing varies' for 99999 or 0", () => {
    expect(isPricingVariesDollars(99999)).toBe(true);
    expect(isPricingVariesDollars(0)).toBe(true);
    expect(isPricingVariesDollars(toDollars(PRICING_VARIES_CENTS))).toBe(true);
    expect(isPricingVariesDollars(45)).toBe(false);
    expect(priceLabel(99999)).toBe('Pricing varies');
    expect(priceLabel(0)).toBe('Pricing varies');
    expect(priceLabel(null)).toBe('Pricing varies');
  });

  it('shows other prices in whole dollars', () => {
    expect(priceLabel(45)).toBe('$45');
    expect(priceLabel(49.5)).toBe('$50');
    expect(priceLabel(49.49)).toBe('$49');
  });

  it('writes the count line', () => {
    expect(countLine(10, 42, 25, 310)).toBe('10 of 42 experiences from $25 - $310');
    expect(countLine(0, 0, DEFAULT_PRICE_RANGE.price1, DEFAULT_PRICE_RANGE.price2)).toBe(
      '0 of 0 experiences from $0 - $100,000',
    );
  });
});

describe('card info', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i % 10}xyz`).join(' ');

  it('keeps text of 220 characters or less whole', () => {
    const text = 'a'.repeat(220);
    expect(cardInfo(text)).toBe(text);
    expect(cardInfo('  Short info. ')).toBe('Short info.');
    expect(cardInfo(null)).toBe('');
  });

  it('cuts longer text at the last word boundary between 200 and 220 and adds an ellipsis', () => {
    const text = words(60); // words of 5 characters plus a space: spaces at 5, 11, 17 ...
    const shown = cardInfo(text);
    expect(shown.endsWith('…')).toBe(true);
    const body = shown.slice(0, -1);
    expect(body.length).toBeGreaterThanOrEqual(200);
    expect(body.length).toBeLessThanOrEqual(220);
    expect(text.startsWith(body)).toBe(true);
    expect(text[body.length]).toBe(' ');
    expect(body.length).toBe(215);
  });

  it('cuts at 220 when no space falls between 200 and 220', () => {
    const text = `${'a'.repeat(100)} ${'b'.repeat(200)}`;
    expect(cardInfo(text)).toBe(`${text.slice(0, 220)}…`);
  });
});

describe('distance', () => {
  it('uses miles in imperial markets and kilometres elsewhere', () => {
    expect(['NYC', 'FL', 'HI', 'LA'].every(usesMiles)).toBe(true);
    expect(['GTA', 'VAN', 'CHI', 'BOS', 'CGY', 'OCA'].some(usesMiles)).toBe(false);
    expect(displayDistance(12345, 'GTA')).toEqual({ value: 12.3, unit: 'km' });
    expect(displayDistance(16093.44, 'NYC')).toEqual({ value: 10, unit: 'mi' });
    expect(formatDistance(1500, 'VAN')).toBe('1.5 km');
  });

  it('shows the distance only when it is 500 or less in those units', () => {
    expect(showDistance(500_000, 'GTA')).toBe(true);
    expect(showDistance(500_100, 'GTA')).toBe(false);
    expect(showDistance(600_000, 'LA')).toBe(true);
    expect(showDistance(810_000, 'LA')).toBe(false);
    expect(showDistance(3_358_910, 'GTA')).toBe(false);
    expect(showDistance(null, 'GTA')).toBe(false);
    expect(showDistance(Number.NaN, 'GTA')).toBe(false);
  });
});

describe('truncateAtWord', () => {
  it('cuts at a word boundary with an ellipsis, never mid-word', () => {
    const text = 'Sail the harbour at golden hour, then stroll the waterfront market stalls.';
    const cut = truncateAtWord(text, 40);
    expect(cut).toBe('Sail the harbour at golden hour, then…');
    expect(truncateAtWord('Short text.', 40)).toBe('Short text.');
    expect(truncateAtWord('x'.repeat(50), 40)).toBe(`${'x'.repeat(40)}…`);
  });
});
