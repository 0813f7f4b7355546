import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AuthProvider {
  name: string;
  label: string;
}

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Shown when the server does not list its providers. */
export const DEFAULT_PROVIDERS: AuthProvider[] = [
  { name: 'google', label: 'Google' },
  { name: 'facebook', label: 'Facebook' },
];

type ProviderEntry = string | { name: string; label?: string };

export const fetchProviders = async (): Promise<AuthProvider[]> => {
  const list = await api<ProviderEntry[]>('/api/auth/providers');
  return list.map((p) =>
    typeof p === 'string'
      ? { name: p, label: label(p) }
      : { name: p.name, label: p.label ?? label(p.name) },
  );
};

/** GET /api/auth/providers: the social logins the server offers (Google and Facebook if unknown). */
export function useAuthProviders(): AuthProvider[] {
  const { data, isError } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: fetchProviders,
    staleTime: Infinity,
    retry: false,
  });
  if (isError) return DEFAULT_PROVIDERS;
  return data ?? [];
}
