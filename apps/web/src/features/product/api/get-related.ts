import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/{id}/related: other experiences from the same provider. */
export const useRelated = (id: string | undefined) =>
  useQuery({
    queryKey: ['product', id, 'related'],
    queryFn: () => api<ProductSummary[]>(`/api/products/${encodeURIComponent(id!)}/related`),
    enabled: Boolean(id),
  });
