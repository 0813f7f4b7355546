import { describe, expect, it } from 'vitest';
import { bookingPlatformOf } from './booking-platforms.ts';

describe('booking platform of an integration name', () => {
  it('reads the editor and sign-up names in any case and spacing', () => {
    expect(bookingPlatformOf('Bookeo')).toBe('bookeo');
    expect(bookingPlatformOf('FareHarbor')).toBe('fareharbor');
    expect(bookingPlatformOf('Fareharbor Affiliate')).toBe('fareharbor');
    expect(bookingPlatformOf('FareHarbor API')).toBe('octo');
    expect(bookingPlatformOf('fareharbor-api')).toBe('octo');
    expect(bookingPlatformOf('OCTO')).toBe('octo');
    expect(bookingPlatformOf(' Rezdy ')).toBe('rezdy');
    expect(bookingPlatformOf('Group Bookings')).toBeNull();
    expect(bookingPlatformOf(null)).toBeNull();
  });
});
