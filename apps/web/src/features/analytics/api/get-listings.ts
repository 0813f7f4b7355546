import type { CityListings, PartnerListings } from '@jaunt/contract';
import { useAnalytics } from './analytics-query.ts';

/** GET /api/analytics/partner-listings: partners and experiences per market. */
export const usePartnerListings = () => useAnalytics<PartnerListings>('partner-listings');

/** GET /api/analytics/city-listings: active and inactive partners per city. */
export const useCityListings = () => useAnalytics<CityListings>('city-listings');
