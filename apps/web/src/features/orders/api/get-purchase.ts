import { useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@jaunt/contract';
import { ApiError, getToken } from '../../../lib/api-client.ts';

/** A purchase to show: its transaction code, and its access token when this tab bought it. */
export interface PurchaseRef {
  transactionId: string;
  access?: string;
}

/**
 * GET /api/orders/transaction/{id}: with the order's access token in `x-order-access` the
 * purchase shows without a session (a guest's own tab); without it, to its signed-in owner
 * (the link in the purchase mail). (The shared api() client sends no custom headers.)
 */
async function getPurchase({ transactionId, access }: PurchaseRef): Promise<OrderDto> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (access) headers['x-order-access'] = access;
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

export const usePurchase = (purchase: PurchaseRef | null, signedIn: boolean) =>
  useQuery({
    queryKey: ['orders', 'transaction', purchase?.transactionId, signedIn],
    queryFn: () => getPurchase(purchase!),
    enabled: !!purchase && (!!purchase.access || signedIn),
    retry: false,
  });
