import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { meKey } from '../../../lib/auth.tsx';

/** PUT /api/business/partner/agreement/{id} */
export function useAgree(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ business: BusinessDto; finished: boolean }>(`/api/business/partner/agreement/${id}`, {
        method: 'PUT',
        body: { agreed: true },
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['business'] });
      await qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
