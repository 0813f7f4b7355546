import { useParams } from 'react-router';
import { marketSegment } from '@jaunt/contract';
import { namesMarket, useMarkets, type Market } from '../../../lib/markets.ts';

/**
 * The market named by the ':market' URL segment (its code, e.g. GTA, or its slug, e.g. gta).
 * `segment` names it in links (marketSegment: its slug). `missing` is true once the markets are
 * loaded and none matches.
 */
export function useMarketParam(): {
  market: Market | null;
  code: string;
  segment: string;
  isPending: boolean;
  missing: boolean;
} {
  const { market: param = '' } = useParams();
  const { markets, isPending } = useMarkets();
  const market = markets.find((m) => namesMarket(m, param)) ?? null;
  return {
    market,
    code: market?.val ?? param,
    segment: marketSegment(market ?? { val: param }),
    isPending,
    missing: !isPending && !market,
  };
}
