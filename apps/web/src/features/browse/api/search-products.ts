import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  LIST_PAGE,
  LOAD_MORE_LIMIT,
  PRODUCT_CARD_SELECT,
  type ProductListItem,
} from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/search: typo-tolerant product search, in one market or (market undefined) all. By
 * default a card's fields, as every list of cards asks.
 */
export const searchProducts = (
  q: string,
  market: string | undefined,
  skip: number,
  limit: number,
  select: string = PRODUCT_CARD_SELECT,
) => api<ProductListItem[]>('/api/search', { query: { q, market, skip, limit, select } });

export const searchPagesQuery = (q: string, market: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['search', q, market],
    queryFn: ({ pageParam }) => searchProducts(q, market, pageParam, LIST_PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < LIST_PAGE ? undefined : pages.reduce((n, page) => n + page.length, 0),
  });

export const useSearchPages = (q: string, market: string | undefined) =>
  useInfiniteQuery(searchPagesQuery(q, market));

/**
 * Many results across every market (used to offer other markets when a market has none): only
 * their markets are counted, so only those are asked for.
 */
export const useSearchEverywhere = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['search', q, 'everywhere'],
    queryFn: () => searchProducts(q, undefined, 0, LOAD_MORE_LIMIT, 'market'),
    enabled,
  });

/** 'Load more': the results at once, up to LOAD_MORE_LIMIT (1000, spec section 9). */
export const useSearchAll = (q: string, market: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['search', q, market, 'all'],
    queryFn: () => searchProducts(q, market, 0, LOAD_MORE_LIMIT),
    enabled,
  });
