import { useMarkerMap } from '../../../lib/use-marker-map.ts';

export interface PurchaseMapProps {
  lat: number;
  lng: number;
  title: string;
  address: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The business on a map: a marker with an open info window (Leaflet loads with this module). */
export default function PurchaseMap({ lat, lng, title, address }: PurchaseMapProps) {
  const el = useMarkerMap({
    lat,
    lng,
    zoom: 14,
    interactive: true,
    popup: `<strong>${escape(title)}</strong><br>${escape(address)}`,
  });
  return (
    <div
      ref={el}
      role="region"
      aria-label={`Map: ${title}, ${address}`}
      style={{ height: 320, width: '100%', zIndex: 0, borderRadius: 8 }}
    />
  );
}
