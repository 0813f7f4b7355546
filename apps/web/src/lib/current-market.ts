import { useLocation } from 'react-router';
import { DEFAULT_MARKET } from '@jaunt/contract';
import { namesMarket, useMarkets, useStoredMarket } from './markets.ts';

/**
 * The market code for site-wide pieces (navbar, search, category menu): the URL's first
 * segment when it names a market (by code or slug, letter case aside), the remembered one, else
 * the default market.
 */
export function useCurrentMarketCode(): string {
  const { pathname } = useLocation();
  const { markets } = useMarkets();
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  const fromUrl = markets.find((m) => namesMarket(m, first));
  const saved = useStoredMarket();
  return fromUrl?.val ?? (saved && markets.some((m) => m.val === saved) ? saved : DEFAULT_MARKET);
}
