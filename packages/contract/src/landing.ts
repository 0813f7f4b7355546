/** Market landing page rules (consumer section 2, Landing). */

/** How many featured pages remain after trimming: 3 -> 2, 5 -> 4, more than 6 -> 6. */
export function featuredTarget(count: number): number {
  if (count === 3) return 2;
  if (count === 5) return 4;
  if (count > 6) return 6;
  return count;
}

/**
 * The featured pages to show: trimmed by random removal to 2 of 3, 4 of 5 or 6 of more than 6,
 * then sorted by position. `random` returns a number in [0, 1) (inject one for tests).
 */
export function trimFeatured<T extends { position: number }>(
  pages: readonly T[],
  random: () => number = Math.random,
): T[] {
  const kept = [...pages];
  const target = featuredTarget(kept.length);
  while (kept.length > target) {
    kept.splice(Math.floor(random() * kept.length), 1);
  }
  return kept.sort((a, b) => a.position - b.position);
}

/** Featured tiles show only when there are exactly 2, 4 or 6. */
export const showFeaturedTiles = (count: number): boolean =>
  count === 2 || count === 4 || count === 6;

/** Category tiles use 3 columns when there are 6 or fewer, else 4. */
export const categoryColumns = (count: number): 3 | 4 => (count <= 6 ? 3 : 4);
