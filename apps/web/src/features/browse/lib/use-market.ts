import { useParams } from 'react-router';
import { useMarkets, type Market } from '../../../lib/markets.ts';

/**
 * The market named by the ':market' URL segment (its code, e.g. GTA, or its slug, e.g. gta).
 * `missing` is true once the markets are loaded and none matches.
 */
export function useMarketParam(): {
  market: Market | null;
  code: string;
  isPending: boolean;
  missing: boolean;
} {
  const { market: param = '' } = useParams();
  const { markets, isPending } = useMarkets();
  const wanted = param.toLowerCase();
  const market =
    markets.find((m) => m.val.toLowerCase() === wanted || m.slug.toLowerCase() === wanted) ?? null;
  return { market, code: market?.val ?? param, isPending, missing: !isPending && !market };
}
