import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  parseCoordinates,
  priceLabel,
  ZOOM,
  DEFAULT_LOCATION,
  type ProductListItem,
} from '@jaunt/contract';
import { settingsQuery } from '../../../lib/settings.ts';
import { useMarketSegment, useMarkets } from '../../../lib/markets.ts';
import classes from './browse.module.css';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Products as markers on a Leaflet map (this module and Leaflet load only when shown). */
export default function MapView({
  products,
  market,
}: {
  products: ProductListItem[];
  market: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const { data: settings } = useQuery(settingsQuery);
  const { markets } = useMarkets();
  const segment = useMarketSegment()(market);
  const navigate = useNavigate();
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;
  const centre =
    parseCoordinates(markets.find((m) => m.val === market)?.coordinates) ?? DEFAULT_LOCATION;

  useEffect(() => {
    if (!el.current || !tileUrl) return;
    const map = L.map(el.current, { scrollWheelZoom: false }).setView(
      [centre.lat, centre.lng],
      market === 'HI' ? ZOOM.hawaii : ZOOM.list,
    );
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const p of products) {
      if (!p.location) continue;
      const at: L.LatLngExpression = [p.location.lat, p.location.lng];
      points.push(at);
      const href = `/${segment}/${p.slug}`;
      L.circleMarker(at, { radius: 8, color: '#a61e4d', fillOpacity: 0.85 })
        .bindPopup(
          `<a href="${escapeHtml(href)}" data-spa>${escapeHtml(p.name ?? '')}</a><br>${escapeHtml(priceLabel(p.lowestPrice))}`,
        )
        .addTo(map);
    }
    if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: ZOOM.map });
    // Popup links navigate inside the app instead of reloading the page.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a[data-spa]');
      if (!a) return;
      e.preventDefault();
      void navigate(a.getAttribute('href')!);
    };
    const node = el.current;
    node.addEventListener('click', onClick);
    return () => {
      node.removeEventListener('click', onClick);
      map.remove();
    };
  }, [products, market, segment, tileUrl, centre.lat, centre.lng, navigate]);

  return (
    <div
      ref={el}
      className={classes.map}
      role="region"
      aria-label={`Map of ${products.length} experiences`}
      data-testid="map-view"
    />
  );
}
