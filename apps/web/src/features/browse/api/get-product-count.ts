import { useQuery } from '@tanstack/react-query';
import type { ProductCount, ProductWhere } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/count: how many match, and their price range. */
export const useProductCount = (where: ProductWhere) =>
  useQuery({
    queryKey: ['products', 'count', where],
    queryFn: ({ signal }) =>
      api<ProductCount>('/api/products/count', { query: { where: JSON.stringify(where) }, signal }),
  });
