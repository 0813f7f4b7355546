import type { FavoritesStats } from '@jaunt/contract';
import { useAnalytics } from './analytics-query.ts';

/** GET /api/analytics/favorites: users with favourites and their share of all users. */
export const useFavoritesStats = () => useAnalytics<FavoritesStats>('favorites');
