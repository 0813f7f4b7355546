import type { productDetails } from '../../src/db/schema/index.ts';
import {
  CANCELLATION_POLICIES,
  COMMON_HIGHLIGHTS,
  GENERIC_PAGE_TEXTS,
  PAGE_TEXTS,
} from '../content/product-texts.ts';
import { Rng } from './rng.ts';

export type ProductDetailsInsert = typeof productDetails.$inferInsert;
export type PageTexts = Omit<ProductDetailsInsert, 'productId' | 'updated'>;

/** A stable 32-bit number for a string (FNV-1a), to seed per-product choices. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface PageTextInput {
  sku: string;
  categorySlug: string;
  city: string;
  thing: string;
  street: string;
}

/**
 * Believable highlights, what to expect, meeting point and cancellation policy for a product,
 * chosen by its sku (the same product always reads the same; the factories' main random
 * stream is left untouched).
 */
export function buildPageTexts(input: PageTextInput): PageTexts {
  const rng = new Rng(hashOf(input.sku));
  const def = PAGE_TEXTS[input.categorySlug] ?? GENERIC_PAGE_TEXTS;
  const fill = (line: string) =>
    line
      .replaceAll('{city}', input.city)
      .replaceAll('{thing}', input.thing.toLowerCase())
      .replaceAll('{street}', input.street);
  const highlights = [
    ...rng.sample(def.highlights, rng.int(3, 4)),
    rng.pick(COMMON_HIGHLIGHTS),
  ].map(fill);
  const [opening, middle, closing] = def.expect;
  const whatToExpect = [rng.pick(opening), ...rng.sample(middle, 2), rng.pick(closing)]
    .map(fill)
    .join(' ');
  return {
    highlights,
    whatToExpect,
    meetingPoint: fill(rng.pick(def.meeting)),
    cancellationPolicy: rng.pick(CANCELLATION_POLICIES),
  };
}
