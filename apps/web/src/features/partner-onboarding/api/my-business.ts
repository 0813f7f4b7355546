import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDto } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';

export const myBusinessKey = (userId: string) => ['business', 'of-user', userId] as const;

/** GET /api/business/partner/{userId}: the business the signed-in partner owns (or staffs). */
export const myBusinessQuery = (userId: string) =>
  queryOptions({
    queryKey: myBusinessKey(userId),
    queryFn: async () =>
      (await api<BusinessDto[]>(`/api/business/partner/${encodeURIComponent(userId)}`))[0] ?? null,
  });

export function useMyBusiness() {
  const { user } = useCurrentUser();
  return useQuery({ ...myBusinessQuery(user?._id ?? ''), enabled: !!user });
}
