import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DailyPurchases, ReportType } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface DailyPurchasesParams {
  businessId: string;
  year: number;
  month: number;
  type: ReportType;
}

/** GET /api/orders/business/{id}/daily?year&month&type: counted purchases per day. */
export const useDailyPurchases = (p: DailyPurchasesParams | null) =>
  useQuery({
    queryKey: ['partner-orders', 'daily', p],
    queryFn: () =>
      api<DailyPurchases>(`/api/orders/business/${p!.businessId}/daily`, {
        query: { year: p!.year, month: p!.month, type: p!.type },
      }),
    enabled: !!p,
    placeholderData: keepPreviousData,
  });
