import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './util.ts';

describe('uniqueSlug', () => {
  it('adds the first free -2, -3 ... and records the slug', () => {
    const taken = new Set(['kayak-tour', 'kayak-tour-2', 'city-walk-3']);
    expect(uniqueSlug('kayak-tour', taken)).toBe('kayak-tour-3');
    expect(uniqueSlug('city-walk', taken)).toBe('city-walk');
    expect(uniqueSlug('city-walk', taken)).toBe('city-walk-2');
    expect(uniqueSlug('city-walk', taken)).toBe('city-walk-4');
    expect(uniqueSlug('', taken)).toBe('item');
    expect(uniqueSlug('', taken)).toBe('item-2');
  });

  it('gives the same slugs when it remembers the next suffix per name', () => {
    const names = Array.from({ length: 3000 }, (_, i) => ['a', 'b', 'a-2', 'c', 'b-3'][i % 5]);
    const plain = new Set(['a-4', 'b']);
    const remembered = new Set(plain);
    const next = new Map<string, number>();
    const slugs = names.map((n) => uniqueSlug(n, plain));
    expect(names.map((n) => uniqueSlug(n, remembered, next))).toEqual(slugs);
    expect(new Set(slugs).size).toBe(names.length);
  });
});
