import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/slug/{slug}: a product with its visible variants (404 when hidden). */
export const useProduct = (slug: string) =>
  useQuery({
    queryKey: ['product', 'slug', slug],
    queryFn: () => api<ProductDetail>(`/api/products/slug/${encodeURIComponent(slug)}`),
  });
