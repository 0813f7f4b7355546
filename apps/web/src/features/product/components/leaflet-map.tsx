import { useMarkerMap } from '../../../lib/use-marker-map.ts';

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
  const el = useMarkerMap({ lat, lng, zoom, interactive });
  return (
    <div
      ref={el}
      role="region"
      aria-label={label}
      style={{ height: '100%', width: '100%', zIndex: 0 }}
    />
  );
}
