import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Place } from '@jaunt/contract';
import { AppError } from '../../lib/errors.ts';

/** Where the importer finds partner listings: a places provider by env, else the stand-in. */
export interface PlacesSearch {
  readonly name: 'embedded' | 'foursquare';
  search(q: { query: string; near: string; limit: number }): Promise<Place[]>;
}

export function readPlacesConfig(env: Record<string, string | undefined> = process.env) {
  return {
    apiKey: env.FOURSQUARE_API_KEY || undefined,
    apiUrl: (env.FOURSQUARE_API_URL || 'https://api.foursquare.com/v3').replace(/\/$/, ''),
  };
}

const KINDS = [
  'Tours',
  'Adventures',
  'Outfitters',
  'Excursions',
  'Rentals',
  'Experiences',
  'Co.',
  'Guides',
];
const STREETS = [
  'Harbour St',
  'King St W',
  'Main St',
  'Ocean Ave',
  'Queen St E',
  'Lakeshore Blvd',
  'Bay St',
  'Front St',
];

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The embedded stand-in: believable, deterministic places for a query near a location (the
 * same search always answers the same places), so the importer works offline and in tests.
 */
export function createEmbeddedPlaces(): PlacesSearch {
  return {
    name: 'embedded',
    async search({ query, near, limit }) {
      const seed = createHash('sha256')
        .update(`${query.toLowerCase()}|${near.toLowerCase()}`)
        .digest();
      const city = title(near.split(',')[0].trim());
      const n = Math.min(limit, 6 + (seed[0] % 5));
      return Array.from({ length: n }, (_, i) => {
        const b = seed[(i * 3) % seed.length];
        const c = seed[(i * 3 + 1) % seed.length];
        return {
          id: `emb-${seed.toString('hex').slice(0, 8)}-${i + 1}`,
          name: `${city} ${title(query)} ${KINDS[(b + i) % KINDS.length]}${i >= KINDS.length ? ` ${i + 1}` : ''}`,
          address: {
            street: `${10 + ((b * 7 + c) % 890)} ${STREETS[c % STREETS.length]}`,
            city,
            region: '',
            country: '',
            postalCode: '',
          },
          location: { lat: 43.6 + (b - 128) / 2000, lng: -79.4 + (c - 128) / 2000 },
          phone: `(${200 + (b % 700)}) 555-${String(1000 + ((b * c) % 9000)).padStart(4, '0')}`,
          website: `https://www.example.com/${encodeURIComponent(query.toLowerCase().replace(/\s+/g, '-'))}-${i + 1}`,
          category: title(query),
        };
      });
    },
  };
}

interface FsqPlace {
  fsq_id?: string;
  name?: string;
  geocodes?: { main?: { latitude?: number; longitude?: number } };
  location?: {
    address?: string;
    locality?: string;
    region?: string;
    country?: string;
    postcode?: string;
  };
  tel?: string;
  website?: string;
  categories?: { name?: string }[];
}

/** Foursquare Places API v3 `GET /places/search?query&near&limit` (Authorization: the key). */
export function createFoursquarePlaces(
  opts: { apiKey: string; apiUrl: string },
  log: FastifyBaseLogger,
  fetchFn: typeof fetch = fetch,
): PlacesSearch {
  return {
    name: 'foursquare',
    async search({ query, near, limit }) {
      const url = new URL(`${opts.apiUrl}/places/search`);
      url.search = new URLSearchParams({
        query,
        near,
        limit: String(limit),
        fields: 'fsq_id,name,geocodes,location,tel,website,categories',
      }).toString();
      let body: { results?: FsqPlace[] };
      try {
        const res = await fetchFn(url, {
          headers: { accept: 'application/json', authorization: opts.apiKey },
          signal: AbortSignal.timeout(8000),
        });
        if (!res.ok) throw new Error(`Foursquare answered ${res.status}`);
        body = (await res.json()) as { results?: FsqPlace[] };
      } catch (err) {
        log.warn({ err }, 'places search failed');
        throw new AppError(
          'BAD_GATEWAY',
          'The places search is not answering. Try again in a minute.',
        );
      }
      return (body.results ?? []).slice(0, limit).map((p, i) => ({
        id: String(p.fsq_id ?? `fsq-${i}`).slice(0, 100),
        name: String(p.name ?? '').slice(0, 200),
        address: {
          street: p.location?.address?.slice(0, 200),
          city: p.location?.locality?.slice(0, 100),
          region: p.location?.region?.slice(0, 100),
          country: p.location?.country?.slice(0, 100),
          postalCode: p.location?.postcode?.slice(0, 20),
        },
        location:
          typeof p.geocodes?.main?.latitude === 'number' &&
          typeof p.geocodes.main.longitude === 'number'
            ? { lat: p.geocodes.main.latitude, lng: p.geocodes.main.longitude }
            : null,
        phone: String(p.tel ?? '').slice(0, 40),
        website: /^https?:\/\//.test(p.website ?? '') ? p.website!.slice(0, 500) : '',
        category: String(p.categories?.[0]?.name ?? '').slice(0, 100),
      }));
    },
  };
}

export function createPlacesSearch(
  log: FastifyBaseLogger,
  env: Record<string, string | undefined> = process.env,
): PlacesSearch {
  const cfg = readPlacesConfig(env);
  return cfg.apiKey
    ? createFoursquarePlaces({ apiKey: cfg.apiKey, apiUrl: cfg.apiUrl }, log)
    : createEmbeddedPlaces();
}
