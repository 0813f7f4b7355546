import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settingsQuery } from '../../../lib/settings.ts';

/**
 * The address pin: click the map (or drag the pin) to set the product's location. Leaflet loads
 * with this module: the editor imports it lazily.
 */
export default function PinMap(props: {
  lat: number | null;
  lng: number | null;
  onPick: (lat: number, lng: number) => void;
}) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPick = useRef(props.onPick);
  onPick.current = props.onPick;
  const { data: settings } = useQuery(settingsQuery);
  const tileUrl = typeof settings?.mapTileUrl === 'string' ? settings.mapTileUrl : null;

  useEffect(() => {
    if (!el.current || !tileUrl) return;
    const m = L.map(el.current, { scrollWheelZoom: false }).setView([39, -95], 3);
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors' }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => onPick.current(e.latlng.lat, e.latlng.lng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (props.lat == null || props.lng == null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const pos: L.LatLngExpression = [props.lat, props.lng];
    if (!marker.current) {
      marker.current = L.marker(pos, {
        draggable: true,
        icon: L.divIcon({
          className: '',
          html: '<div style="width:18px;height:18px;border-radius:50%;background:#a61e4d;border:3px solid #fff;box-shadow:0 0 2px #000"></div>',
          iconSize: [18, 18],
          iconAnchor: [9, 9],
        }),
        keyboard: false,
      }).addTo(m);
      marker.current.on('dragend', () => {
        const p = marker.current!.getLatLng();
        onPick.current(p.lat, p.lng);
      });
      m.setView(pos, 13);
    } else {
      marker.current.setLatLng(pos);
    }
  }, [props.lat, props.lng, tileUrl]);

  return (
    <div
      ref={el}
      role="application"
      aria-label="Map: click to place the address pin"
      style={{ height: 220, borderRadius: 8, zIndex: 0 }}
    />
  );
}
