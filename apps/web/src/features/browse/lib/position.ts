const KEY = 'position';

export interface Position {
  lat: number;
  lng: number;
}

/** The visitor's last known position (from the market picker), used for card distances. */
export function storedPosition(): Position | null {
  try {
    const p = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Position | null;
    return p && Number.isFinite(p.lat) && Number.isFinite(p.lng) ? p : null;
  } catch {
    return null;
  }
}

export function storePosition(p: Position) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ lat: p.lat, lng: p.lng }));
  } catch {
    // Private mode: distances are simply not shown.
  }
}
