import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdateBody, AccountView } from '@jaunt/contract';
import { api, ApiError, getToken } from '../../../lib/api-client.ts';
import { meKey } from '../../../lib/auth.tsx';

const key = (id: string) => ['payment-account', id] as const;

/** GET /api/stripe/account/{businessId} */
export function useAccount(businessId: string | undefined) {
  return useQuery({
    queryKey: key(businessId ?? ''),
    queryFn: () => api<AccountView>(`/api/stripe/account/${businessId}`),
    enabled: !!businessId,
  });
}

/** PUT /api/stripe/account/{businessId} */
export function useUpdateAccount(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) =>
      api<AccountView>(`/api/stripe/account/${businessId}`, { method: 'PUT', body }),
    onSuccess: async (view) => {
      qc.setQueryData(key(businessId), view);
      await qc.invalidateQueries({ queryKey: meKey });
      await qc.invalidateQueries({ queryKey: ['business'] });
    },
  });
}

/** POST /api/stripe/account/upload (multipart: businessId, face, image). */
export function useUploadIdentity(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ face, file }: { face: 'front' | 'back'; file: File }) => {
      const data = new FormData();
      data.set('businessId', businessId);
      data.set('face', face);
      data.set('image', file);
      const token = getToken();
      const res = await fetch('/api/stripe/account/upload', {
        method: 'POST',
        body: data,
        credentials: 'include',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) throw new ApiError(res.status, body);
      return body as unknown as AccountView;
    },
    onSuccess: (view) => qc.setQueryData(key(businessId), view),
  });
}
