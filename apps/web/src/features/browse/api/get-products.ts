import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  LIST_PAGE,
  PRODUCT_CARD_SELECT,
  type ProductListItem,
  type ProductWhere,
} from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface ProductsParams {
  where: ProductWhere;
  sort?: string;
  lat?: number;
  lng?: number;
  /** Comma list of fields, to load less (the map view); by default a card's fields. */
  select?: string;
}

/** Where the next page starts: after a product (keyset), or by count for distance sorts. */
export interface PageStart {
  after?: string;
  skip: number;
}

/** GET /api/products with a JSON `where`. */
export const fetchProducts = (
  p: ProductsParams,
  start: PageStart,
  limit: number,
  signal?: AbortSignal,
) =>
  api<ProductListItem[]>('/api/products', {
    query: {
      where: JSON.stringify(p.where),
      sort: p.sort,
      ...(start.after ? { after: start.after } : { skip: start.skip }),
      limit,
      lat: p.lat,
      lng: p.lng,
      select: p.select ?? PRODUCT_CARD_SELECT,
    },
    signal,
  });

/** Distance is computed per request, so those lists page by count; every other sort by cursor. */
const byCount = (sort: string | undefined) => /^-?distance$/.test(sort ?? '');

/**
 * Pages of LIST_PAGE cards; the next page exists while the last one was full. Each page starts
 * after the last product of the one before (a keyset cursor: as fast at page 200 as page 1).
 */
export const productPagesQuery = (p: ProductsParams) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', p],
    queryFn: ({ pageParam, signal }) => fetchProducts(p, pageParam, LIST_PAGE, signal),
    initialPageParam: { skip: 0 } as PageStart,
    getNextPageParam: (last, pages): PageStart | undefined =>
      last.length < LIST_PAGE
        ? undefined
        : {
            skip: pages.reduce((n, page) => n + page.length, 0),
            ...(byCount(p.sort) ? {} : { after: last[last.length - 1]._id }),
          },
  });

export const useProductPages = (p: ProductsParams) => useInfiniteQuery(productPagesQuery(p));

/** A fixed number of products (trending rows, the map view). */
export const productsQuery = (p: ProductsParams, limit: number, enabled = true) =>
  queryOptions({
    queryKey: ['products', 'list', p, limit],
    queryFn: ({ signal }) => fetchProducts(p, { skip: 0 }, limit, signal),
    enabled,
  });

export const useProducts = (p: ProductsParams, limit: number, enabled = true) =>
  useQuery(productsQuery(p, limit, enabled));
