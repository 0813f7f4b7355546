/**
 * The booking platforms behind a business's or product's integration name (decision 043).
 */
export type BookingPlatform = 'fareharbor' | 'bookeo' | 'rezdy' | 'octo';

/**
 * Which platform books for an integration name (the editor's options: Fareharbor, Fareharbor
 * API, Fareharbor Affiliate, Bookeo, Rezdy; OCTO for any system that speaks it), in any case and
 * spacing. "FareHarbor API" is FareHarbor's OCTO API; the other FareHarbor names are its
 * External API. Group Bookings, None and anything else: no platform.
 */
export function bookingPlatformOf(
  integrationName: string | null | undefined,
): BookingPlatform | null {
  const name = (integrationName ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (name === 'fareharborapi' || name === 'octo') return 'octo';
  if (name.startsWith('fareharbor')) return 'fareharbor';
  if (name === 'bookeo') return 'bookeo';
  if (name === 'rezdy') return 'rezdy';
  return null;
}
