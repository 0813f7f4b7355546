import type { CreateOrderBody, OrderDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface CreatedOrder {
  order: OrderDto;
  clientSecret: string;
  /** Bearer for reading this order without a session (purchase complete). */
  access: string;
}

/** POST /api/orders: the server prices the order from the catalogue. */
export const createOrder = (body: CreateOrderBody) =>
  api<CreatedOrder>('/api/orders', { method: 'POST', body });
