import { productSlug } from '@jaunt/contract';
import type { Rng } from './rng.ts';

/** Lowercase-hyphen slug: the contract's product-slug rule, with '&' read as 'and'. */
export const slugify = (text: string): string => productSlug(text.replace(/&/g, ' and '));

/** A slug not yet in `taken` (adds -2, -3 ... on collision) and records it. */
export function uniqueSlug(
  base: string,
  taken: Set<string>,
  /** The next suffix to try per base: keeps a million products of a few hundred names linear. */
  nextSuffix?: Map<string, number>,
): string {
  const root = base || 'item';
  let slug = root;
  let n = nextSuffix?.get(root) ?? 2;
  while (taken.has(slug)) slug = `${root}-${n++}`;
  nextSuffix?.set(root, n);
  taken.add(slug);
  return slug;
}

/** A point within `radiusKm` of a centre (uniform over the disc). */
export function jitter(
  rng: Rng,
  centre: { lat: number; lng: number },
  radiusKm: number,
): { lat: number; lng: number } {
  const r = radiusKm * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111.32;
  const dLng = (r * Math.sin(theta)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { lat: round(centre.lat + dLat), lng: round(centre.lng + dLng) };
}

const LETTERS = 'ABCEGHJKLMNPRSTVXY';

/** A postal code valid for the country: US ZIP as given, CA "A1A 1A1" completed from the FSA. */
export function postalCode(rng: Rng, country: string, prefix: string): string {
  if (country !== 'CA') return prefix;
  return `${prefix} ${rng.int(1, 9)}${rng.pick(LETTERS.split(''))}${rng.int(0, 9)}`;
}

export const pad = (n: number, width = 4) => String(n).padStart(width, '0');
