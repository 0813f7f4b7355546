import { useQuery } from '@tanstack/react-query';
import type { BusinessOption, Category } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import type { Market } from '../../../lib/markets.ts';

/** Every market, active or not (GET /api/features/market/all). */
export const useAllMarkets = () =>
  useQuery({
    queryKey: ['features', 'market', 'all'],
    queryFn: () => api<Market[]>('/api/features/market/all'),
    staleTime: 5 * 60_000,
  });

/** The active top-level categories, each with its sub_categories (GET /api/category/all). */
export const useCategories = () =>
  useQuery({
    queryKey: ['category', 'all'],
    queryFn: () => api<Category[]>('/api/category/all'),
    staleTime: 5 * 60_000,
  });

/** Tag values per key of a market (GET /api/features/group/{market}). */
export const useFeatureGroups = (market: string) =>
  useQuery({
    queryKey: ['features', 'group', market],
    queryFn: () =>
      api<Record<string, string[]>>(`/api/features/group/${encodeURIComponent(market)}`),
    enabled: !!market,
    staleTime: 5 * 60_000,
  });

/** Businesses of a market for the businessId picker (GET /api/products/business/{market}). */
export const useMarketBusinesses = (market: string) =>
  useQuery({
    queryKey: ['products', 'business', market],
    queryFn: () => api<BusinessOption[]>(`/api/products/business/${encodeURIComponent(market)}`),
    enabled: !!market,
    staleTime: 60_000,
  });
