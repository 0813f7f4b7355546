import { describe, expect, it } from 'vitest';
import { categoryColumns, featuredTarget, showFeaturedTiles, trimFeatured } from './landing.ts';

const pages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, position: n - i }));

/** A deterministic "random" that always picks the first remaining page. */
const first = () => 0;

describe('featured pages', () => {
  it('trims 3 to 2, 5 to 4 and more than 6 to 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map(featuredTarget)).toEqual([0, 1, 2, 2, 4, 4, 6, 6, 6]);
    expect(trimFeatured(pages(3), first)).toHaveLength(2);
    expect(trimFeatured(pages(5), first)).toHaveLength(4);
    expect(trimFeatured(pages(9), first)).toHaveLength(6);
    expect(trimFeatured(pages(4), first)).toHaveLength(4);
  });

  it('removes the pages the random source picks and sorts the rest by position', () => {
    // pages(5): p0..p4 with positions 5..1. Picking index 0 removes p0 (position 5).
    expect(trimFeatured(pages(5), first).map((p) => p.id)).toEqual(['p4', 'p3', 'p2', 'p1']);
    // 0.99 picks the last page: p4 (position 1) goes.
    expect(trimFeatured(pages(5), () => 0.99).map((p) => p.position)).toEqual([2, 3, 4, 5]);
  });

  it('removes different pages for different random draws', () => {
    const kept = new Set<string>();
    for (const r of [0, 0.3, 0.6, 0.9]) {
      kept.add(
        trimFeatured(pages(3), () => r)
          .map((p) => p.id)
          .join(),
      );
    }
    expect(kept.size).toBe(3);
  });

  it('does not change the given list', () => {
    const list = pages(3);
    trimFeatured(list, first);
    expect(list).toHaveLength(3);
  });

  it('shows tiles only for exactly 2, 4 or 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(showFeaturedTiles)).toEqual([2, 4, 6]);
  });
});

describe('category columns', () => {
  it('uses 3 columns up to 6 categories, else 4', () => {
    expect(categoryColumns(1)).toBe(3);
    expect(categoryColumns(6)).toBe(3);
    expect(categoryColumns(7)).toBe(4);
  });
});
