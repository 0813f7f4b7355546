/**
 * The booking platforms behind a business's or product's integration name, and the list of a
 * platform's products that staff pick a variant's External SKU from (decision 043).
 */
import { z } from 'zod';

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

/**
 * One product on a business's booking platform: `externalSku` is what a variant's External SKU
 * holds to book it (Bookeo productId, FareHarbor item pk, OCTO "productId:optionId", Rezdy
 * productCode). Every platform of `bookingPlatformOf` lists its products for the picker.
 */
export const platformProductSchema = z.object({
  externalSku: z.string(),
  name: z.string(),
});
export type PlatformProduct = z.infer<typeof platformProductSchema>;
export const platformProductListSchema = z.array(platformProductSchema);

/**
 * GET /api/admin/businesses/{id}/platform-products: `productId`, a saved product of that
 * business, lends its own integration fields (FareHarbor company `id`, Rezdy `supplier`, Bookeo
 * `apiKey`).
 */
export const platformProductsQuerySchema = z.object({
  productId: z.string().uuid('productId must be a product id').optional(),
});
