import { useSyncExternalStore } from 'react';

const KEY = 'position';

export interface Position {
  lat: number;
  lng: number;
}

function parse(raw: string | null): Position | null {
  try {
    const p = JSON.parse(raw ?? 'null') as Position | null;
    return p && Number.isFinite(p.lat) && Number.isFinite(p.lng) ? p : null;
  } catch {
    return null;
  }
}

// The stored text and its position, kept so that the same text gives the same object (what
// useSyncExternalStore compares).
let seen: string | null = null;
let position: Position | null = null;

function storedPosition(): Position | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // Private mode: no position.
  }
  if (raw !== seen) {
    seen = raw;
    position = parse(raw);
  }
  return position;
}

const subscribe = () => () => {};

/**
 * The visitor's last known position (from the market picker), used for card distances: null on
 * the server and while React hydrates. A visitor with none (most) costs a hydrated page no
 * second render; one with a position has it join the page's query once the page is live.
 */
export const useStoredPosition = (): Position | null =>
  useSyncExternalStore(subscribe, storedPosition, () => null);

export function storePosition(p: Position) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ lat: p.lat, lng: p.lng }));
  } catch {
    // Private mode: distances are simply not shown.
  }
}
