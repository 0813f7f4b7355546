import type { ListItem } from '@jaunt/contract';

export interface ItemPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/**
 * Where an item is on the map. The list API adds `product.location` ({lat, lng} or null);
 * items without one are left off the map.
 */
export function itemPoints(items: ListItem[], name: (item: ListItem) => string): ItemPoint[] {
  return items.flatMap((item) => {
    const loc = (item.product as { location?: { lat: number; lng: number } | null }).location;
    return loc && Number.isFinite(loc.lat) && Number.isFinite(loc.lng)
      ? [{ id: item._id, name: name(item), lat: loc.lat, lng: loc.lng }]
      : [];
  });
}
