import type { OrderDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/orders/customer/{id}: a new quantity for an unpaid order (totals recomputed). */
export const updateOrderQuantity = (orderId: string, quantity: number, access: string) =>
  api<OrderDto>(`/api/orders/customer/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    body: { quantity },
    orderAccess: access,
  });
