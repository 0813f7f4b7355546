import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerFilterKey, PartnerOrderDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const partnerOrdersKey = ['partner-orders'] as const;

/**
 * A partner's orders: GET /api/orders/partner/{userId} for the partner who owns the business,
 * GET /api/orders/staff/ for partner-staff, partner-employee and staff (their businesses).
 */
export function usePartnerOrders(
  user: { _id: string; role: string },
  filter: PartnerFilterKey,
  limit = 30,
) {
  const url = user.role === 'partner' ? `/api/orders/partner/${user._id}` : '/api/orders/staff';
  return useQuery({
    queryKey: [...partnerOrdersKey, url, filter, limit],
    queryFn: () => api<PartnerOrderDto[]>(url, { query: { filter, limit } }),
    placeholderData: keepPreviousData,
  });
}
