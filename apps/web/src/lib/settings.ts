import { useQuery } from '@tanstack/react-query';
import { pageTitle } from '@jaunt/contract/texts';
import { useEffect } from 'react';
import { api } from './api-client.ts';

export interface PublicSettings {
  brandName?: string;
  [key: string]: unknown;
}

export const DEFAULT_BRAND = 'Jaunt';

export const settingsQuery = {
  queryKey: ['settings'] as const,
  queryFn: () => api<PublicSettings>('/api/settings'),
  staleTime: Infinity,
  retry: false,
};

/** The brand name from GET /api/settings, else 'Jaunt'. */
export function useBrand(): string {
  const { data } = useQuery(settingsQuery);
  return typeof data?.brandName === 'string' && data.brandName ? data.brandName : DEFAULT_BRAND;
}

/** Sets the document title to '{title} | {brand}' (the brand alone without a title). */
export function usePageTitle(title: string | null | undefined) {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? pageTitle(title, brand) : brand;
  }, [title, brand]);
}
