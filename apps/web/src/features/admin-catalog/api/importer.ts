import type { ImportResult, Place, TripadvisorResult } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/factual/{market}/{query}/{near}: places to import. */
export const searchPlaces = (market: string, query: string, near: string) =>
  api<Place[]>(
    `/api/factual/${encodeURIComponent(market)}/${encodeURIComponent(query)}/${encodeURIComponent(near)}`,
  );

/** POST /api/factual/import: one inactive product per chosen place. */
export const importPlaces = (body: { market: string; categoryId: string; places: Place[] }) =>
  api<{ _id: string; sku: string; name: string }[]>('/api/factual/import', {
    method: 'POST',
    body,
  });

/** POST /api/products/import: up to 100 CSV rows; each lands whole or comes back with errors. */
export const importRows = (firstRow: number, rows: Record<string, string>[]) =>
  api<ImportResult[]>('/api/products/import', { method: 'POST', body: { firstRow, rows } });

/** GET /api/tripadvisor/search?searchQuery&address. */
export const searchTripadvisor = (searchQuery: string, address: string) =>
  api<TripadvisorResult[]>('/api/tripadvisor/search', {
    query: { searchQuery, address: address || undefined },
  });
