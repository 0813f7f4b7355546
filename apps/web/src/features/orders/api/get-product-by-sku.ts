import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/sku/{sku}: the purchased listing (for its location and address). */
export const useProductBySku = (sku: string | undefined) =>
  useQuery({
    queryKey: ['products', 'sku', sku],
    queryFn: () => api<ProductDetail>(`/api/products/sku/${encodeURIComponent(sku!)}`),
    enabled: !!sku,
    retry: false,
  });
