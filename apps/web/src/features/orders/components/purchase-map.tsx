import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settingsQuery } from '../../../lib/settings.ts';

export interface PurchaseMapProps {
  lat: number;
  lng: number;
  title: string;
  address: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The business on a map: a marker with an open info window (Leaflet loads with this module). */
export default function PurchaseMap({ lat, lng, title, address }: PurchaseMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const { data: settings } = useQuery(settingsQuery);
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;
  useEffect(() => {
    if (!el.current || !tileUrl) return;
    const map = L.map(el.current, { scrollWheelZoom: false }).setView([lat, lng], 14);
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    L.circleMarker([lat, lng], { radius: 10, color: '#a61e4d', fillOpacity: 0.9 })
      .addTo(map)
      .bindPopup(`<strong>${escape(title)}</strong><br>${escape(address)}`, { autoPan: false })
      .openPopup();
    return () => {
      map.remove();
    };
  }, [lat, lng, title, address, tileUrl]);
  return (
    <div
      ref={el}
      role="img"
      aria-label={`Map: ${title}, ${address}`}
      style={{ height: 320, width: '100%', zIndex: 0, borderRadius: 8 }}
    />
  );
}
