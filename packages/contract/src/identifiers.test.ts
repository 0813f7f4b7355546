import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_CODE,
  bookingCode,
  experienceSku,
  isTransactionCode,
  productSlug,
  redeemDateTimestamp,
  variantImageName,
  variantSlug,
} from './identifiers.ts';

describe('transaction codes', () => {
  it('are 16 characters from A-Z and 0-9', () => {
    expect(isTransactionCode('ABCDEFGH12345678')).toBe(true);
    expect(isTransactionCode('ABCDEFGH1234567')).toBe(false);
    expect(isTransactionCode('ABCDEFGH123456789')).toBe(false);
    expect(isTransactionCode('abcdefgh12345678')).toBe(false);
    expect(isTransactionCode('ABCDEFGH-2345678')).toBe(false);
    expect(isTransactionCode(1234567812345678)).toBe(false);
    expect(TRANSACTION_CODE.source).toBe('^[A-Z0-9]{16}$');
  });
});

describe('skus and image names', () => {
  it('appends a four-digit sequence to the product sku', () => {
    expect(experienceSku('HIK01', 7)).toBe('HIK010007');
    expect(experienceSku('HIK01', 1234)).toBe('HIK011234');
    expect(() => experienceSku('HIK01', 10000)).toThrow(RangeError);
    expect(() => experienceSku('HIK01', 1.5)).toThrow(RangeError);
  });

  it('names variant images with the sku plus a letter per variant', () => {
    expect(variantImageName('HIK01', 0)).toBe('HIK01a');
    expect(variantImageName('HIK01', 2)).toBe('HIK01c');
    expect(variantImageName('HIK01', 25)).toBe('HIK01z');
    expect(() => variantImageName('HIK01', 26)).toThrow(RangeError);
  });
});

describe('redeem', () => {
  it('uppercases booking codes and inserts a dash after the 4th character', () => {
    expect(bookingCode('abcd1234')).toBe('ABCD-1234');
    expect(bookingCode('  abcd1234 ')).toBe('ABCD-1234');
    expect(bookingCode('abcd-1234')).toBe('ABCD-1234');
    expect(bookingCode('ab-cd1234')).toBe('AB-CD1234');
    expect(bookingCode('abcd')).toBe('ABCD');
  });

  it('sends the date as a timestamp plus one hour', () => {
    const midnight = new Date('2025-03-09T00:00:00-05:00');
    expect(redeemDateTimestamp(midnight)).toBe(Date.parse('2025-03-09T01:00:00-05:00'));
    expect(redeemDateTimestamp('2025-03-09T00:00:00Z')).toBe(Date.parse('2025-03-09T01:00:00Z'));
    expect(() => redeemDateTimestamp('soon')).toThrow(RangeError);
  });
});

describe('slugs', () => {
  it('lowercases variant slugs, turns spaces into hyphens and strips other characters', () => {
    expect(variantSlug('Sunset Cruise')).toBe('sunset-cruise');
    expect(variantSlug("Kids' Tour (Ages 5+)")).toBe('kids-tour-ages-5');
    expect(variantSlug('2 Hour  Tour')).toBe('2-hour--tour');
    expect(variantSlug('Café Crawl')).toBe('cafe-crawl');
  });

  it('collapses hyphens and trims them from product slugs', () => {
    expect(productSlug("Joe's  Boat Tours - Harbour")).toBe('joes-boat-tours-harbour');
    expect(productSlug('  -Niagara Falls & Wine!- ')).toBe('niagara-falls-wine');
    expect(productSlug('Montréal Bike Co.')).toBe('montreal-bike-co');
  });
});
