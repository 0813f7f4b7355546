import { describe, expect, it } from 'vitest';
import { nameIndex } from './text-match.ts';

const matching = (q: string, names: string[]) =>
  nameIndex(names)
    .matching(q)
    .map((i) => names[i]);
const nameMatches = (q: string, name: string) => matching(q, [name]).length === 1;

describe('nameIndex (categories and cities held in memory)', () => {
  it('matches text anywhere in the name, any case', () => {
    expect(nameMatches('kay', 'Kayaking')).toBe(true);
    expect(nameMatches('TOURS', 'Walking Tours')).toBe(true);
  });
  it('forgives a typo from 3 characters, as pg_trgm word similarity does', () => {
    expect(nameMatches('kayk', 'Kayaking tours')).toBe(true);
    expect(nameMatches('missisauga', 'Mississauga')).toBe(true);
    expect(nameMatches('kayk', 'Kayak')).toBe(true);
  });
  it('does not match unrelated or too-short text', () => {
    expect(nameMatches('yoga', 'Kayaking')).toBe(false);
    expect(nameMatches('zq', 'Kayaking')).toBe(false);
    expect(nameMatches('  ', 'Kayaking')).toBe(false);
  });
  it('gives the names that match, in their order, each once, query after query', () => {
    const names = ['Kayak', 'Yoga', 'Kayaking tours', 'Food Tours', 'Kayak Kayak'];
    const index = nameIndex(names);
    for (let i = 0; i < 3; i++) {
      expect(index.matching('kayk').map((at) => names[at])).toEqual([
        'Kayak',
        'Kayaking tours',
        'Kayak Kayak',
      ]);
      expect(index.matching('tours').map((at) => names[at])).toEqual([
        'Kayaking tours',
        'Food Tours',
      ]);
    }
  });
});
