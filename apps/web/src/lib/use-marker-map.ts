import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settingsQuery } from './settings.ts';

/** Every interaction off: a still map. */
const STILL: L.MapOptions = {
  zoomControl: false,
  dragging: false,
  doubleClickZoom: false,
  touchZoom: false,
  boxZoom: false,
  keyboard: false,
};

export interface MarkerMapOptions {
  lat: number;
  lng: number;
  zoom: number;
  /** False: no dragging, zooming or controls. The scroll wheel never zooms. */
  interactive: boolean;
  /** HTML shown in an open popup on the marker (escape any text first). */
  popup?: string;
}

/**
 * One marker on a Leaflet map drawn in the element given the returned ref, with the tiles of the
 * `mapTileUrl` setting (no map until it is known). Leaflet loads with this module: import it only
 * from lazily loaded components.
 */
export function useMarkerMap({ lat, lng, zoom, interactive, popup }: MarkerMapOptions) {
  const el = useRef<HTMLDivElement>(null);
  const { data: settings } = useQuery(settingsQuery);
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;
  useEffect(() => {
    if (!el.current || !tileUrl) return;
    const map = L.map(el.current, {
      ...(interactive ? {} : STILL),
      scrollWheelZoom: false,
      // The popup opens with the map: shown at once, not faded in from a barely legible grey.
      fadeAnimation: false,
    }).setView([lat, lng], zoom);
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    const marker = L.circleMarker([lat, lng], { radius: 10, color: '#a61e4d', fillOpacity: 0.9 });
    marker.addTo(map);
    if (popup) marker.bindPopup(popup, { autoPan: false }).openPopup();
    return () => {
      map.remove();
    };
  }, [lat, lng, zoom, interactive, popup, tileUrl]);
  return el;
}
