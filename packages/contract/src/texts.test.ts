import { describe, expect, it } from 'vitest';
import { TEXT, emptyListing, listNoteUpdateFailed, pageTitle, retryMessage } from './texts.ts';

describe('texts', () => {
  const now = new Date('2025-01-01T12:00:00Z');

  it('tells how long to wait before the next login attempt', () => {
    expect(retryMessage('2025-01-01T12:02:05Z', now)).toBe(
      'Please try again in 2 minutes and 5 seconds',
    );
    expect(retryMessage(new Date('2025-01-01T12:00:44.200Z'), now)).toBe(
      'Please try again in 0 minutes and 45 seconds',
    );
    expect(retryMessage('2025-01-01T11:00:00Z', now)).toBe(
      'Please try again in 0 minutes and 0 seconds',
    );
  });

  it('fills the templated texts', () => {
    expect(emptyListing('Toronto')).toBe("Sorry, we couldn't find any experiences in Toronto.");
    expect(listNoteUpdateFailed('Summer')).toBe(
      'Something went wrong updating Summer. Refresh and try again',
    );
    expect(pageTitle('Kayak Tour [Book Online]', 'Jaunt')).toBe('Kayak Tour [Book Online] | Jaunt');
  });

  it('keeps the quoted texts verbatim', () => {
    expect(TEXT.genericError).toBe('Oops! It seems like something went wrong.');
    expect(TEXT.redeemNeedsCodeAndDate).toBe('Please enter a booking code and date.');
    expect(TEXT.noPartnerOrders).toBe('No orders have been made. Check back later.');
  });
});
