import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/stripe/config: the card provider (fixed per server), so checkout shows its form. */
export const usePaymentConfig = () =>
  useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => api<PaymentConfig>('/api/stripe/config'),
    staleTime: Infinity,
  });
