import { useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductListItem } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products?where={market, name contains}: partners to pick from (staff see inactive). */
export const usePartnerSearch = (market: string, text: string) =>
  useQuery({
    queryKey: ['admin', 'partner-search', market, text],
    queryFn: () =>
      api<ProductListItem[]>('/api/products', {
        query: {
          where: JSON.stringify({ market, name: { $regex: text } }),
          limit: 10,
          select: 'name,sku,slug,city,featuredImage,category,lowestPrice,active',
        },
      }),
    enabled: text.trim().length >= 2,
  });

/** GET /api/products/{id}: the chosen partner with its variants. */
export const usePartner = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'partner', id],
    queryFn: () => api<ProductDetail>(`/api/products/${id}`),
    enabled: Boolean(id),
  });
