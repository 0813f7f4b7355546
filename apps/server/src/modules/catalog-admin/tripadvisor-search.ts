import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TripadvisorResult } from '@jaunt/contract';
import { AppError } from '../../lib/errors.ts';
import { toPlainText } from '../../lib/sanitize.ts';
import { readThirdPartyConfig } from '../reviews/third-party-reviews.ts';

/** Tripadvisor location search: the Content API by env (TRIPADVISOR_API_KEY), else a stand-in. */
export interface TripadvisorSearch {
  readonly name: 'embedded' | 'tripadvisor';
  search(q: { searchQuery: string; address?: string }): Promise<TripadvisorResult[]>;
}

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const SUFFIXES = ['', ' - Downtown', ' Harbourfront', ' (Day Trips)', ' & Co.'];

/** Deterministic, believable answers: the same search always gives the same location ids. */
export function createEmbeddedTripadvisorSearch(): TripadvisorSearch {
  return {
    name: 'embedded',
    async search({ searchQuery, address }) {
      const seed = createHash('sha256')
        .update(`${searchQuery.toLowerCase()}|${(address ?? '').toLowerCase()}`)
        .digest();
      const city = address ? title(address.split(',')[0].trim()) : 'Toronto';
      const n = 1 + (seed[0] % SUFFIXES.length);
      return Array.from({ length: n }, (_, i) => {
        const id = 1_000_000 + (seed.readUInt32BE(i * 4) % 20_000_000);
        const street = `${10 + (seed[i + 8] % 890)} ${['King St W', 'Queen St E', 'Harbour St', 'Main St'][i % 4]}`;
        return {
          name: `${title(searchQuery)}${SUFFIXES[i]}`,
          location_id: String(id),
          address_obj: {
            street1: street,
            city,
            country: 'Canada',
            address_string: `${street}, ${city}`,
          },
        };
      });
    },
  };
}

interface TaLocation {
  location_id?: string | number;
  name?: string;
  address_obj?: Record<string, unknown>;
}

/** GET {api}/location/search?key&searchQuery&address&language=en. */
export function createTripadvisorSearch(
  opts: { apiKey: string; apiUrl: string },
  log: FastifyBaseLogger,
  fetchFn: typeof fetch = fetch,
): TripadvisorSearch {
  return {
    name: 'tripadvisor',
    async search({ searchQuery, address }) {
      const url = new URL(`${opts.apiUrl}/location/search`);
      url.search = new URLSearchParams({
        key: opts.apiKey,
        searchQuery,
        language: 'en',
        ...(address ? { address } : {}),
      }).toString();
      let body: { data?: TaLocation[] };
      try {
        const res = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(8000),
        });
        if (!res.ok) throw new Error(`Tripadvisor answered ${res.status}`);
        body = (await res.json()) as { data?: TaLocation[] };
      } catch (err) {
        log.warn({ err }, 'tripadvisor search failed');
        throw new AppError('BAD_GATEWAY', 'Tripadvisor is not answering. Try again in a minute.');
      }
      const str = (v: unknown) =>
        typeof v === 'string' ? toPlainText(v).slice(0, 200) : undefined;
      return (body.data ?? []).map((l) => ({
        name: str(l.name) ?? '',
        location_id: String(l.location_id ?? ''),
        address_obj: {
          street1: str(l.address_obj?.street1),
          city: str(l.address_obj?.city),
          state: str(l.address_obj?.state),
          country: str(l.address_obj?.country),
          postalcode: str(l.address_obj?.postalcode),
          address_string: str(l.address_obj?.address_string),
        },
      }));
    },
  };
}

export function createTripadvisorSearchFromEnv(
  log: FastifyBaseLogger,
  env: Record<string, string | undefined> = process.env,
): TripadvisorSearch {
  const cfg = readThirdPartyConfig(env);
  return cfg.apiKey
    ? createTripadvisorSearch({ apiKey: cfg.apiKey, apiUrl: cfg.apiUrl }, log)
    : createEmbeddedTripadvisorSearch();
}
