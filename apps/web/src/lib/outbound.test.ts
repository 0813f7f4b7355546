import { afterEach, describe, expect, it } from 'vitest';
import { BOOK_CONVERSION, reportBookConversion, withReferralTag } from './outbound.ts';

describe('withReferralTag', () => {
  const origin = 'https://jaunt.example';
  it('adds the referral source tag to links to other sites', () => {
    expect(withReferralTag('https://partner.example/book?x=1', origin)).toBe(
      'https://partner.example/book?x=1&utm_source=jaunt',
    );
    expect(withReferralTag('http://partner.example', origin)).toBe(
      'http://partner.example/?utm_source=jaunt',
    );
  });

  it('keeps an existing tag, and leaves own, mail and phone links alone', () => {
    expect(withReferralTag('https://p.example/?utm_source=x', origin)).toBe(
      'https://p.example/?utm_source=x',
    );
    expect(withReferralTag('/faq', origin)).toBe('/faq');
    expect(withReferralTag('https://jaunt.example/terms', origin)).toBe(
      'https://jaunt.example/terms',
    );
    expect(withReferralTag('mailto:help@jaunt.example', origin)).toBe('mailto:help@jaunt.example');
  });
});

describe('reportBookConversion', () => {
  afterEach(() => delete window.dataLayer);
  it('reports a 10.00 USD conversion', () => {
    reportBookConversion('EXP-1');
    expect(BOOK_CONVERSION).toEqual({ value: 10, currency: 'USD' });
    expect(window.dataLayer).toEqual([
      { event: 'conversion', intent: 'book', experienceSku: 'EXP-1', value: 10, currency: 'USD' },
    ]);
  });
});
