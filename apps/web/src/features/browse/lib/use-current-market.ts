import { useLocation } from 'react-router';
import { DEFAULT_MARKET } from '@jaunt/contract';
import { namesMarket, storedMarket, useMarkets } from '../../../lib/markets.ts';

/** The market code for site-wide pieces (navbar): the URL's first segment, the remembered one, else GTA. */
export function useCurrentMarketCode(): string {
  const { pathname } = useLocation();
  const { markets } = useMarkets();
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  const fromUrl = markets.find((m) => namesMarket(m, first));
  const saved = storedMarket();
  return fromUrl?.val ?? (saved && markets.some((m) => m.val === saved) ? saved : DEFAULT_MARKET);
}
