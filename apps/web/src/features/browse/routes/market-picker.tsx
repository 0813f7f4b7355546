import { useEffect, useState } from 'react';
import { DEFAULT_MARKET, GEOLOCATION_TIMEOUT_MS, nearestMarket } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { storedMarket, useMarketSegment, useMarkets, type Market } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { storePosition } from '../lib/position.ts';
import { Redirect } from '../../../components/redirect.tsx';

/**
 * Finds the visitor's position and resolves to a market code: the nearest active market, or the
 * default (Toronto Area) when geolocation fails, is denied or takes longer than 5 seconds.
 */
function locateMarket(markets: Market[]): Promise<string> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(DEFAULT_MARKET);
    // Some browsers never answer while the permission prompt is open: stop waiting after 5 s.
    const timer = setTimeout(() => resolve(DEFAULT_MARKET), GEOLOCATION_TIMEOUT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        const pos = { lat: coords.latitude, lng: coords.longitude };
        storePosition(pos);
        resolve(nearestMarket(markets, pos)?.val ?? DEFAULT_MARKET);
      },
      () => {
        clearTimeout(timer);
        resolve(DEFAULT_MARKET);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });
}

/** '/': goes to the remembered market, else the nearest one by geolocation. */
export default function MarketPicker() {
  const { markets, isPending } = useMarkets();
  const segment = useMarketSegment();
  const [code, setCode] = useState<string | null>(null);
  usePageTitle('Local activities and experiences');
  const remembered = storedMarket();
  const known = remembered && markets.some((m) => m.val === remembered) ? remembered : null;

  useEffect(() => {
    if (isPending || known) return;
    let live = true;
    void locateMarket(markets).then((c) => live && setCode(c));
    return () => {
      live = false;
    };
  }, [isPending, known, markets]);

  const target = known ?? code;
  return target ? <Redirect to={`/${segment(target)}`} /> : <PageLoader />;
}
