import { useQuery } from '@tanstack/react-query';
import type { PlatformProduct } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/businesses/{id}/platform-products[?productId]: the products on the business's
 * booking platform (the External SKU picker), asked for once `enabled`.
 */
export const usePlatformProducts = (
  businessId: string,
  productId: string | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['admin', 'businesses', businessId, 'platform-products', productId],
    queryFn: () =>
      api<PlatformProduct[]>(
        `/api/admin/businesses/${encodeURIComponent(businessId)}/platform-products`,
        { query: { productId } },
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
