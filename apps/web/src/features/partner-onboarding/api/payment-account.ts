import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdateBody, AccountView } from '@jaunt/contract';
import { ID_NUMBER_UNREADABLE } from '@jaunt/contract';
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

/**
 * An identity number as the payment provider's single-use PII token (spec section 5: identity
 * numbers are sent tokenised; decision 042): with Stripe, Stripe.js asks Stripe itself, so the
 * number never reaches our server; with the embedded sandbox, its stand-in token API.
 */
export async function tokeniseIdNumber(
  tokenizer: AccountView['piiTokenizer'],
  idNumber: string,
): Promise<string> {
  const digits = idNumber.replace(/\D/g, '');
  if (tokenizer.provider === 'stripe' && tokenizer.publishableKey) {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(tokenizer.publishableKey);
    if (!stripe) throw new Error(ID_NUMBER_UNREADABLE);
    const { token, error } = await stripe.createToken('pii', { personal_id_number: digits });
    if (!token) throw new Error(error?.message ?? ID_NUMBER_UNREADABLE);
    return token.id;
  }
  const made = await api<{ id: string }>('/api/stripe/sandbox/tokens', {
    method: 'POST',
    body: { pii: { id_number: digits } },
  });
  return made.id;
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
