import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meKey } from '../../../lib/auth.tsx';

/** POST /api/email-service/partner/onboarding-finished: the Finish button. */
export function useFinishOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) =>
      api<{ sent: boolean }>('/api/email-service/partner/onboarding-finished', {
        method: 'POST',
        body: { businessId },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}
