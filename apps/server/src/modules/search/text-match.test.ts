import { describe, expect, it } from 'vitest';
import { nameMatcher, wordSimilarity } from './text-match.ts';

const nameMatches = (q: string, name: string) => nameMatcher(q)(name);

describe('nameMatcher (categories and cities held in memory)', () => {
  it('matches text anywhere in the name, any case', () => {
    expect(nameMatches('kay', 'Kayaking')).toBe(true);
    expect(nameMatches('TOURS', 'Walking Tours')).toBe(true);
  });
  it('forgives a typo from 3 characters, as pg_trgm word similarity does', () => {
    expect(wordSimilarity('kayk', 'Kayaking tours')).toBeGreaterThanOrEqual(0.5);
    expect(nameMatches('missisauga', 'Mississauga')).toBe(true);
    expect(nameMatches('kayk', 'Kayak')).toBe(true);
  });
  it('does not match unrelated or too-short text', () => {
    expect(nameMatches('yoga', 'Kayaking')).toBe(false);
    expect(nameMatches('zq', 'Kayaking')).toBe(false);
    expect(nameMatches('  ', 'Kayaking')).toBe(false);
  });
  it('matches one text against many names with the same answers', () => {
    const matches = nameMatcher('kayk');
    const names = ['Kayak', 'Yoga', 'Kayaking tours', 'Food Tours'];
    expect(names.filter(matches)).toEqual(['Kayak', 'Kayaking tours']);
  });
});
