import type { ListItem } from '@jaunt/contract';

export interface ItemPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** Where each item is on the map; items whose product has no location are left off. */
export function itemPoints(items: ListItem[], name: (item: ListItem) => string): ItemPoint[] {
  return items.flatMap((item) => {
    const loc = item.product.location;
    return loc && Number.isFinite(loc.lat) && Number.isFinite(loc.lng)
      ? [{ id: item._id, name: name(item), lat: loc.lat, lng: loc.lng }]
      : [];
  });
}
