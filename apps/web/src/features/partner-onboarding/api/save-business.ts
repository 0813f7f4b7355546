import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDto, BusinessForm } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/business (first save) or PUT /api/business/{id}. */
export function useSaveBusiness(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessForm) =>
      id
        ? api<BusinessDto>(`/api/business/${id}`, { method: 'PUT', body })
        : api<BusinessDto>('/api/business', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['business'] }),
  });
}
