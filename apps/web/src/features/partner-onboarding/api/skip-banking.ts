import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meKey } from '../../../lib/auth.tsx';

/** POST /api/business/partner/banking-skip/{id}: Skip for now (logged); may finish onboarding. */
export function useSkipBanking(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ finished: boolean }>(`/api/business/partner/banking-skip/${businessId}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: meKey });
      await qc.invalidateQueries({ queryKey: ['business'] });
    },
  });
}
