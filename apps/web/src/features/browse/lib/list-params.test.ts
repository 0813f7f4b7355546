import { describe, expect, it } from 'vitest';
import { buildWhere, fromSlider, readFilters, sliderValue, writeFilters } from './list-params.ts';

describe('list filters in the URL', () => {
  it('reads the route defaults: price1 0 and price2 100000', () => {
    const f = readFilters(new URLSearchParams(''));
    expect(f).toEqual({ sort: '', brand: '', category: '', price1: 0, price2: 100000, tags: [] });
  });

  it('reads a sort the list does not offer as the default order', () => {
    expect(readFilters(new URLSearchParams('sort=price')).sort).toBe('');
    expect(readFilters(new URLSearchParams('sort=-computedRating')).sort).toBe('-computedRating');
  });

  it('round-trips sort, brand, category, prices and tags, and leaves defaults out', () => {
    const params = writeFilters({
      sort: '-lowestPrice',
      brand: 'B1',
      category: 'kayaking',
      price1: 50,
      price2: 100000,
      tags: [{ key: 'City', val: 'North York' }],
    });
    expect(params.toString()).toBe(
      'sort=-lowestPrice&brand=B1&category=kayaking&price1=50&tag=City%3ANorth+York',
    );
    expect(readFilters(params).tags).toEqual([{ key: 'City', val: 'North York' }]);
  });

  it('keeps unrelated params (the view) when writing', () => {
    const out = writeFilters(
      readFilters(new URLSearchParams('')),
      new URLSearchParams('view=map&sort=name'),
    );
    expect(out.toString()).toBe('view=map');
  });

  it('ignores malformed numbers', () => {
    expect(readFilters(new URLSearchParams('price1=abc&price2=-5'))).toMatchObject({
      price1: 0,
      price2: 100000,
    });
  });

  it('maps the 0-10000 slider to prices: the top end means no upper limit', () => {
    expect(fromSlider([100, 10000])).toEqual({ price1: 100, price2: 100000 });
    expect(fromSlider([0, 250])).toEqual({ price1: 0, price2: 250 });
    expect(sliderValue({ ...readFilters(new URLSearchParams()), price2: 100000 })).toEqual([
      0, 10000,
    ]);
  });

  it('builds the server where from the page scope and the filters', () => {
    const f = readFilters(new URLSearchParams('category=kayaking&price2=200&tag=Type:Private'));
    expect(buildWhere({ market: 'GTA', city: 'Toronto' }, f)).toEqual({
      market: 'GTA',
      city: 'Toronto',
      category: 'kayaking',
      features: [{ key: 'Type', val: 'Private' }],
      lowestPrice: { $gte: 0, $lte: 200 },
    });
    expect(buildWhere({ market: 'GTA' }, readFilters(new URLSearchParams()))).toEqual({
      market: 'GTA',
    });
  });
});
