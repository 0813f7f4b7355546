import { describe, expect, it } from 'vitest';
import { LIST_PAGE, type ProductListItem } from '@jaunt/contract';
import { productPagesQuery } from './get-products.ts';

const pageOf = (n: number, from = 0): ProductListItem[] =>
  Array.from({ length: n }, (_, i) => ({ _id: `id-${from + i}` }));

describe('infinite product pages', () => {
  it('asks for the next page after the last product shown (keyset cursor)', () => {
    const q = productPagesQuery({ where: { market: 'GTA' }, sort: '-computedRating' });
    const first = pageOf(LIST_PAGE);
    const second = pageOf(LIST_PAGE, LIST_PAGE);
    const next = q.getNextPageParam!(second, [first, second], { skip: 0 }, [{ skip: 0 }]);
    expect(next).toEqual({ skip: 2 * LIST_PAGE, after: `id-${2 * LIST_PAGE - 1}` });
  });

  it('pages a distance sort by count, and stops after a short page', () => {
    const q = productPagesQuery({ where: {}, sort: 'distance', lat: 43.6, lng: -79.4 });
    const first = pageOf(LIST_PAGE);
    expect(q.getNextPageParam!(first, [first], { skip: 0 }, [{ skip: 0 }])).toEqual({
      skip: LIST_PAGE,
    });
    const short = pageOf(3);
    expect(q.getNextPageParam!(short, [first, short], { skip: 0 }, [{ skip: 0 }])).toBeUndefined();
  });
});
