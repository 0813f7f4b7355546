import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  OrderDto,
  PayoutRun,
  RefundBody,
} from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders: Purchase History, 50 a page by cursor, newest first. */
export const useAdminOrders = (params: { search: string; filter: string }) =>
  useInfiniteQuery({
    queryKey: [...adminOrdersKey, 'list', params],
    queryFn: ({ pageParam, signal }) =>
      api<AdminOrderPage>('/api/admin/orders', {
        query: {
          filter: params.filter,
          search: params.search || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/orders/{id}: the purchase with its refunds and history. */
export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'one', id],
    queryFn: () => api<AdminOrderDetail>(`/api/admin/orders/${id}`),
    enabled: !!id,
  });

/** Every order action refreshes the list and the open purchase. */
function useOrderAction<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}

export const useRefund = () =>
  useOrderAction(({ id, body }: { id: string; body: RefundBody }) =>
    api<AdminOrderDetail>(`/api/stripe/refund/${id}`, { method: 'PUT', body }),
  );

export const useSetStatus = () =>
  useOrderAction(({ transactionId, status }: { transactionId: string; status: number }) =>
    api<OrderDto>(`/api/orders/admin/updateStatus/${transactionId}`, {
      method: 'PUT',
      body: { status },
    }),
  );

export const useResendMail = () =>
  useOrderAction((id: string) =>
    api<{ sent: boolean; to: string }>(`/api/admin/orders/${id}/resend-mail`, { method: 'POST' }),
  );

/** GET /api/admin/payout: makes the payouts that are due now. */
export const useRunPayouts = () => useOrderAction(() => api<PayoutRun>('/api/admin/payout'));
