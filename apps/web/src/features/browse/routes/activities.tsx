import { Container, Skeleton, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { Tiles } from '../components/tiles.tsx';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

/** '/:market/activities': every sub-category with products in the market, sorted by name. */
export default function Activities() {
  const { market, segment, missing } = useMarketParam();
  const activities = useMarketActivities(market?.val);
  usePageTitle(market ? `Activities in ${market.market}` : null);
  if (missing) return <Redirect to="/main" />;
  const subs = (activities.data ?? [])
    .flatMap((parent) => parent.sub_categories.map((s) => ({ ...s, parentSlug: parent.slug })))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Activities in {market?.market ?? '…'}
      </Title>
      {activities.isError ? (
        <ErrorState error={activities.error} onRetry={() => void activities.refetch()} />
      ) : activities.isPending ? (
        <Skeleton height={320} />
      ) : (
        <Tiles
          leading
          cols={4}
          tiles={subs.map((s) => ({
            key: s._id,
            label: s.name,
            image: s.image,
            to: `/${segment}/list/${s.parentSlug}/${s.slug}`,
          }))}
        />
      )}
    </Container>
  );
}
