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

// The stored position, read from localStorage once (a list reads it on every render) and kept
// up to date by storePosition and by other tabs' writes. The same object until it changes (what
// useSyncExternalStore compares).
let position: Position | null | undefined;
const listeners = new Set<() => void>();

function readStored(): Position | null {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return null; // Private mode: no position.
  }
}

function storedPosition(): Position | null {
  if (position === undefined) position = readStored();
  return position;
}

function changed(next: Position | null) {
  position = next;
  for (const listener of listeners) listener();
}

function onStorage(e: StorageEvent) {
  if (e.key === KEY || e.key === null) changed(readStored());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's last known position (from the market picker), used for card distances: null on
 * the server and while React hydrates. A visitor with none (most) costs a hydrated page no
 * second render; one with a position has it join the page's query once the page is live.
 */
export const useStoredPosition = (): Position | null =>
  useSyncExternalStore(subscribe, storedPosition, () => null);

export function storePosition(p: Position) {
  const next = { lat: p.lat, lng: p.lng };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode: kept for this visit only.
  }
  changed(next);
}
