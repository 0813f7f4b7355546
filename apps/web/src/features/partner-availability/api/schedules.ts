import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerScheduleDto, SlotUsageDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

const key = ['partner', 'availability'] as const;

/** GET /api/bookings/schedules: the partner's variants with their schedules. */
export const useSchedules = (enabled = true) =>
  useQuery({
    queryKey: [...key, 'schedules'],
    queryFn: () => api<PartnerScheduleDto[]>('/api/bookings/schedules'),
    enabled,
  });

/** GET /api/bookings/slots/{sku}?month: seats sold, held and free per slot. */
export const useMonthUsage = (sku: string | null, month: string) =>
  useQuery({
    queryKey: [...key, 'slots', sku, month],
    queryFn: () => api<SlotUsageDto[]>(`/api/bookings/slots/${sku}`, { query: { month } }),
    enabled: !!sku,
    placeholderData: keepPreviousData,
  });

export interface SavePayload {
  schedule: Record<string, unknown>;
  units: Record<string, unknown>[];
}

/** PUT /api/bookings/schedule/{sku}. */
export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, body }: { sku: string; body: SavePayload }) =>
      api<unknown>(`/api/bookings/schedule/${sku}`, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
