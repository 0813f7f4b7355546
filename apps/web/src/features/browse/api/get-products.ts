import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { LIST_PAGE, type ProductListItem, type ProductWhere } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface ProductsParams {
  where: ProductWhere;
  sort?: string;
  lat?: number;
  lng?: number;
  /** Comma list of fields, to load less (the map view). */
  select?: string;
}

/** GET /api/products with a JSON `where`. */
export const fetchProducts = (
  p: ProductsParams,
  skip: number,
  limit: number,
  signal?: AbortSignal,
) =>
  api<ProductListItem[]>('/api/products', {
    query: {
      where: JSON.stringify(p.where),
      sort: p.sort,
      skip,
      limit,
      lat: p.lat,
      lng: p.lng,
      select: p.select,
    },
    signal,
  });

/** Pages of LIST_PAGE cards; the next page exists while the last one was full. */
export const productPagesQuery = (p: ProductsParams) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', p],
    queryFn: ({ pageParam, signal }) => fetchProducts(p, pageParam, LIST_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < LIST_PAGE ? undefined : pages.reduce((n, page) => n + page.length, 0),
  });

export const useProductPages = (p: ProductsParams) => useInfiniteQuery(productPagesQuery(p));

/** A fixed number of products (trending rows, the map view). */
export const productsQuery = (p: ProductsParams, limit: number, enabled = true) =>
  queryOptions({
    queryKey: ['products', 'list', p, limit],
    queryFn: ({ signal }) => fetchProducts(p, 0, limit, signal),
    enabled,
  });

export const useProducts = (p: ProductsParams, limit: number, enabled = true) =>
  useQuery(productsQuery(p, limit, enabled));
