/**
 * Platform availability answers kept briefly, for the platforms that limit how often we may ask
 * (FareHarbor, Bookeo, Rezdy): one answer per item and date range for 30 s, shared by the
 * readers that arrive while it is on its way (one platform call for them all). A failed call is
 * not kept. When our own call changes the seats there (a Bookeo hold, a booking, a
 * cancellation), the adapter forgets the item's answers whose range holds that time's date, so
 * the next read asks the platform again and nobody sees seats we just took. Only this process's
 * calls are seen: a booking made elsewhere shows within the 30 s.
 */
import type { SourceItemRef, SourceSlot } from './booking-source.ts';

export const AVAILABILITY_CACHE_MS = 30_000;
const MAX_ANSWERS = 500;

interface Kept {
  item: string;
  from: string;
  to: string;
  at: number;
  slots: Promise<SourceSlot[]>;
}

export interface AvailabilityCache {
  /** The kept answer for the item and range, else the one `load` gets (kept if it succeeds). */
  read(
    ref: SourceItemRef,
    from: string,
    to: string,
    load: () => Promise<SourceSlot[]>,
  ): Promise<SourceSlot[]>;
  /**
   * Forgets the item's answers that may show the time starting at `startUtc` (a range within
   * a day of its UTC date: its local date is one of those); every answer of the item without it.
   */
  forget(ref: SourceItemRef, startUtc?: string): void;
}

const itemOf = (ref: SourceItemRef) => `${ref.company ?? ''}|${ref.itemId}`;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function createAvailabilityCache(ttlMs = AVAILABILITY_CACHE_MS): AvailabilityCache {
  const kept = new Map<string, Kept>();
  return {
    read(ref, from, to, load) {
      // The key names the partner's key too: one account never reads another's answer.
      const key = `${itemOf(ref)}|${ref.apiKey ?? ''}|${from}|${to}`;
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.slots;
      kept.delete(key);
      if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value!);
      const entry: Kept = { item: itemOf(ref), from, to, at: Date.now(), slots: load() };
      kept.set(key, entry);
      entry.slots.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.slots;
    },

    forget(ref, startUtc) {
      const item = itemOf(ref);
      const day = startUtc ? new Date(startUtc).toISOString().slice(0, 10) : null;
      const lo = day ? plusDays(day, -1) : '';
      const hi = day ? plusDays(day, 1) : '9999-12-31';
      for (const [key, k] of kept)
        if (k.item === item && k.from <= hi && k.to >= lo) kept.delete(key);
    },
  };
}
