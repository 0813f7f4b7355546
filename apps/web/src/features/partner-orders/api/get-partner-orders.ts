import { useInfiniteQuery } from '@tanstack/react-query';
import type { PartnerFilterKey, PartnerOrderDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const partnerOrdersKey = ['partner-orders'] as const;
/** Orders a page ('Show more orders' asks for the next). */
export const PARTNER_ORDERS_PAGE = 30;

/**
 * A partner's orders, a page at a time by offset, as far back as they go: GET
 * /api/orders/partner/{userId} for the partner who owns the business, GET /api/orders/staff/ for
 * partner-staff, partner-employee and staff (their businesses).
 */
export function usePartnerOrders(user: { _id: string; role: string }, filter: PartnerFilterKey) {
  const url = user.role === 'partner' ? `/api/orders/partner/${user._id}` : '/api/orders/staff';
  return useInfiniteQuery({
    queryKey: [...partnerOrdersKey, url, filter],
    queryFn: ({ pageParam, signal }) =>
      api<PartnerOrderDto[]>(url, {
        query: { filter, limit: PARTNER_ORDERS_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === PARTNER_ORDERS_PAGE ? pages.length * PARTNER_ORDERS_PAGE : undefined,
  });
}
