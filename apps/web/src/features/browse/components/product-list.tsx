import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  countLine,
  emptyListing,
  MAP_LIMIT,
  type ProductListItem,
  type ProductWhere,
} from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useFeatureGroups } from '../api/get-feature-groups.ts';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { useProductCount } from '../api/get-product-count.ts';
import { useProductPages, useProducts } from '../api/get-products.ts';
import {
  buildWhere,
  readFilters,
  SORT_OPTIONS,
  writeFilters,
  type ListFilters,
} from '../lib/list-params.ts';
import { useStoredPosition } from '../lib/position.ts';
import { LiveNativeSelect } from '../../../components/live-native-select.tsx';
import { CardGrid, CardSkeletons } from './card-grid.tsx';
import { FilterChips, FilterPanel } from './filter-panel.tsx';
import { InfiniteSentinel } from './infinite-sentinel.tsx';

const MapView = lazy(() => import('./map-view.tsx'));
/** The phone's filter drawer: its code loads when the visitor reaches for the Filters button. */
const loadFilterDrawer = () => import('./filter-drawer.tsx');
const FilterDrawer = lazy(loadFilterDrawer);

export interface ProductListProps {
  /** The page's fixed scope (market, city, category...). */
  base: ProductWhere;
  /** Market code for links, tag groups and distance units ('' on /main). */
  market: string;
  /** Used in the empty text: 'Sorry, we couldn't find any experiences in {tagline}.' */
  tagline: string;
  /** Tag groups not offered as filters (the page already fixes them). */
  hiddenGroups?: string[];
  /** Hide the category filter (category pages). */
  hideCategory?: boolean;
  onFavorite?: (product: ProductListItem) => void;
}

const MAP_FIELDS = '_id,slug,name,location,lowestPrice,market';
const EMPTY: ListFilters = readFilters(new URLSearchParams());

/** Products with filters, sort, list/map views, infinite scroll and the count line. */
export function ProductList({
  base,
  market,
  tagline,
  hiddenGroups = [],
  hideCategory,
  onFavorite,
}: ProductListProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const where = useMemo(() => buildWhere(base, filters), [base, filters]);
  // The stored position is the browser's: it joins the query once the page is live.
  const position = useStoredPosition();
  const query = { where, sort: filters.sort || undefined, ...(position ?? {}) };
  const pages = useProductPages(query);
  const mapProducts = useProducts(
    { where, sort: filters.sort || undefined, select: MAP_FIELDS },
    MAP_LIMIT,
    view === 'map',
  );
  const count = useProductCount(where);
  const groups = useFeatureGroups(market || undefined);
  const activities = useMarketActivities(hideCategory ? undefined : market || undefined);
  const [drawer, setDrawer] = useState(false);
  // The drawer is drawn from the first time it is asked for (then it keeps its closing animation).
  const [drawerAsked, setDrawerAsked] = useState(false);
  const [draft, setDraft] = useState(filters);

  const apply = (next: ListFilters) =>
    setParams(writeFilters(next, params), { replace: true, preventScrollReset: true });
  const setView = (v: string) => {
    const next = new URLSearchParams(params);
    if (v === 'map') next.set('view', 'map');
    else next.delete('view');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const visibleGroups = Object.fromEntries(
    Object.entries(groups.data ?? {}).filter(([k]) => !hiddenGroups.includes(k)),
  );
  const products = pages.data?.pages.flat() ?? [];
  const panel = (value: ListFilters, onChange: (f: ListFilters) => void) => (
    <FilterPanel
      value={value}
      onChange={onChange}
      groups={visibleGroups}
      activities={hideCategory ? [] : (activities.data ?? [])}
    />
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box component="aside" aria-label="Filters">
          {panel(filters, apply)}
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Text aria-live="polite" data-testid="count-line" c="dark.4">
              {/* An empty list says so below, in words: no '0 of 0 experiences from $0 - $0'. */}
              {count.data && pages.data && count.data.count > 0
                ? countLine(
                    view === 'map' ? (mapProducts.data?.length ?? 0) : products.length,
                    count.data.count,
                    count.data.minPrice ?? 0,
                    count.data.maxPrice ?? 0,
                  )
                : '\u00a0'}
            </Text>
            <Group gap="sm" align="flex-end">
              <Button
                hiddenFrom="md"
                variant="default"
                onPointerEnter={() => void loadFilterDrawer()}
                onTouchStart={() => void loadFilterDrawer()}
                onFocus={() => void loadFilterDrawer()}
                onClick={() => {
                  setDraft(filters);
                  setDrawerAsked(true);
                  setDrawer(true);
                }}
              >
                Filters
              </Button>
              <LiveNativeSelect
                label="Sort by"
                data={SORT_OPTIONS.map((o) => ({ ...o }))}
                value={filters.sort}
                onChange={(e) => apply({ ...filters, sort: e.currentTarget.value })}
              />
              <SegmentedControl
                aria-label="View"
                value={view}
                onChange={setView}
                data={[
                  { value: 'list', label: 'List' },
                  { value: 'map', label: 'Map' },
                ]}
              />
            </Group>
          </Group>
          <FilterChips
            value={filters}
            onChange={apply}
            onReset={() => apply({ ...EMPTY, sort: filters.sort })}
          />
          {pages.isError ? (
            <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
          ) : pages.isPending ? (
            <CardSkeletons />
          ) : products.length === 0 ? (
            <Text size="lg" py="xl" ta="center">
              {emptyListing(tagline)}
            </Text>
          ) : view === 'map' ? (
            <Suspense fallback={<PageLoader />}>
              <MapView products={mapProducts.data ?? []} market={market} />
            </Suspense>
          ) : (
            <>
              <CardGrid products={products} market={market} onFavorite={onFavorite} leading />
              <InfiniteSentinel
                enabled={pages.hasNextPage && !pages.isFetchingNextPage}
                onVisible={() => void pages.fetchNextPage()}
              />
              {pages.isFetchingNextPage && <CardSkeletons count={3} />}
            </>
          )}
        </Stack>
      </Grid.Col>
      {drawerAsked && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={drawer}
            onClose={() => setDrawer(false)}
            onReset={() => setDraft({ ...EMPTY, sort: filters.sort })}
            onApply={() => {
              apply(draft);
              setDrawer(false);
            }}
          >
            {panel(draft, setDraft)}
          </FilterDrawer>
        </Suspense>
      )}
    </Grid>
  );
}
