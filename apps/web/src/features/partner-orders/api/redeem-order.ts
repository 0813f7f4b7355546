import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerOrderDto, RedeemBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { partnerOrdersKey } from './get-partner-orders.ts';

/** PUT /api/stripe/transfer/{id} with bookingCode and bookingDate: redeems a paid order. */
export const redeemOrder = (id: string, body: RedeemBody) =>
  api<PartnerOrderDto>(`/api/stripe/transfer/${id}`, { method: 'PUT', body });

export function useRedeemOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RedeemBody }) => redeemOrder(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerOrdersKey }),
  });
}
