import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/orders/my?q=: the signed-in customer's orders, newest first. */
export const useMyOrders = (q: string) =>
  useQuery({
    queryKey: ['orders', 'my', q],
    queryFn: () => api<OrderDto[]>('/api/orders/my', { query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
  });
