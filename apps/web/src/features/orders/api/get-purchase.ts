import { useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@jaunt/contract';
import { ApiError, getToken } from '../../../lib/api-client.ts';
import type { LastPurchase } from '../../../lib/cart.ts';

/**
 * GET /api/orders/transaction/{id} with the order's access token in `x-order-access`, so the
 * purchase shows without a session. (The shared api() client sends no custom headers.)
 */
async function getPurchase({ transactionId, access }: LastPurchase): Promise<OrderDto> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-order-access': access };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/api/orders/transaction/${encodeURIComponent(transactionId)}`, {
    headers,
    credentials: 'include',
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, body);
  return body as unknown as OrderDto;
}

export const usePurchase = (purchase: LastPurchase | null) =>
  useQuery({
    queryKey: ['orders', 'transaction', purchase?.transactionId],
    queryFn: () => getPurchase(purchase!),
    enabled: !!purchase,
    retry: false,
  });
