import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settingsQuery } from '../../../lib/settings.ts';
import type { ItemPoint } from '../lib/location.ts';

/** All of a list's experiences on one Leaflet map, numbered in itinerary order (lazy chunk). */
export default function ItineraryMap({ points }: { points: ItemPoint[] }) {
  const el = useRef<HTMLDivElement>(null);
  const { data: settings } = useQuery(settingsQuery);
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;
  useEffect(() => {
    if (!el.current || !tileUrl || points.length === 0) return;
    const map = L.map(el.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    points.forEach((p, i) => {
      L.marker([p.lat, p.lng], {
        title: `${i + 1}. ${p.name}`,
        alt: `${i + 1}. ${p.name}`,
        icon: L.divIcon({
          className: 'itinerary-pin',
          html: `<span>${i + 1}</span>`,
          iconSize: [28, 28],
        }),
      }).addTo(map);
    });
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), {
      padding: [32, 32],
      maxZoom: 14,
    });
    return () => {
      map.remove();
    };
  }, [points, tileUrl]);
  return (
    <div
      ref={el}
      role="region"
      aria-label="Map of the itinerary"
      data-testid="itinerary-map"
      style={{ height: '100%', width: '100%', zIndex: 0 }}
    />
  );
}
