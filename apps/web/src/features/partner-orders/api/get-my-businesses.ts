import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MemberBusiness {
  businessId: string;
  name: string;
  market: string;
  currency: string;
  owner: boolean;
}

/** GET /api/orders/staff/businesses: the businesses the signed-in partner belongs to. */
export const useMyBusinesses = () =>
  useQuery({
    queryKey: ['partner-orders', 'businesses'],
    queryFn: () => api<MemberBusiness[]>('/api/orders/staff/businesses'),
    staleTime: 60_000,
  });
