import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { emptyListing, marketSegment } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { useMarkets } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useSearchAll, useSearchEverywhere, useSearchPages } from '../api/search-products.ts';
import { CardGrid, CardSkeletons } from '../components/card-grid.tsx';
import { InfiniteSentinel } from '../components/infinite-sentinel.tsx';
import { useMarketParam } from '../lib/use-market.ts';

/** Markets that have results for the query, with how many (when this market has none). */
function OtherMarkets({ query, current }: { query: string; current: string }) {
  const everywhere = useSearchEverywhere(query, true);
  const { markets } = useMarkets();
  const counts = new Map<string, number>();
  for (const { market } of everywhere.data ?? [])
    if (market && market !== current) counts.set(market, (counts.get(market) ?? 0) + 1);
  const others = markets.filter((m) => counts.has(m.val));
  if (others.length === 0)
    return everywhere.isPending ? null : (
      <Text c="dimmed">No other market has results either.</Text>
    );
  return (
    <Stack gap="xs">
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        Other markets have results for “{query}”:
      </Text>
      <Group gap="sm">
        {others.map((m) => (
          <Button
            key={m._id}
            component={Link}
            to={`/${marketSegment(m)}/search/${encodeURIComponent(query)}`}
            variant="light"
          >
            {m.market} ({counts.get(m.val)})
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** '/:market/search/:query': search results with infinite scroll. */
export default function SearchResults() {
  const { market, code, segment } = useMarketParam();
  const { query = '' } = useParams();
  const pages = useSearchPages(query, code);
  const [loadAll, setLoadAll] = useState(false);
  const all = useSearchAll(query, code, loadAll);
  const products = (loadAll && all.data) || pages.data?.pages.flat() || [];
  usePageTitle(`Search: ${query}`);
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }} lineClamp={3} title={query}>
        Results for “{query}”
      </Title>
      <Text c="dimmed" mb="lg">
        in {market?.market ?? code} ·{' '}
        <Anchor component={Link} to={`/${segment}/activities`}>
          browse all activities
        </Anchor>
      </Text>
      {pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <CardSkeletons />
      ) : products.length === 0 ? (
        <Stack gap="lg">
          <Text size="lg">{emptyListing(market?.market ?? code)}</Text>
          <OtherMarkets query={query} current={market?.val ?? code} />
        </Stack>
      ) : (
        <>
          <CardGrid products={products} market={code} leading />
          {!loadAll && (
            <InfiniteSentinel
              enabled={pages.hasNextPage && !pages.isFetchingNextPage}
              onVisible={() => void pages.fetchNextPage()}
            />
          )}
          {(pages.isFetchingNextPage || all.isFetching) && <CardSkeletons count={3} />}
          {!loadAll && pages.hasNextPage && (
            <Group justify="center" mt="lg">
              <Button variant="default" onClick={() => setLoadAll(true)}>
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
    </Container>
  );
}
