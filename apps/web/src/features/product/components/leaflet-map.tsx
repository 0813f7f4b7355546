import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settingsQuery } from '../../../lib/settings.ts';

export interface LeafletMapProps {
  lat: number;
  lng: number;
  zoom: number;
  /** Static: no dragging, zooming or controls (the product page's small map). */
  interactive: boolean;
  label: string;
}

/** One marker on a Leaflet map (this module, and Leaflet, load only where a map is shown). */
export default function LeafletMap({ lat, lng, zoom, interactive, label }: LeafletMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const { data: settings } = useQuery(settingsQuery);
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;
  useEffect(() => {
    if (!el.current || !tileUrl) return;
    const map = L.map(el.current, {
      zoomControl: interactive,
      dragging: interactive,
      scrollWheelZoom: false,
      doubleClickZoom: interactive,
      touchZoom: interactive,
      boxZoom: interactive,
      keyboard: interactive,
      attributionControl: true,
    }).setView([lat, lng], zoom);
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    L.circleMarker([lat, lng], { radius: 10, color: '#a61e4d', fillOpacity: 0.9 }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, zoom, interactive, tileUrl]);
  return (
    <div
      ref={el}
      role="region"
      aria-label={label}
      style={{ height: '100%', width: '100%', zIndex: 0 }}
    />
  );
}
