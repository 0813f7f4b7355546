import { Button, Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCities } from '../api/get-cities.ts';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

/** '/:market/location': the market's cities. */
export default function Locations() {
  const { market, segment, missing } = useMarketParam();
  const cities = useCities(market?.val);
  usePageTitle(market ? `Locations in ${market.market}` : null);
  if (missing) return <Redirect to="/main" />;
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Locations in {market?.market ?? '…'}
      </Title>
      {cities.isError ? (
        <ErrorState error={cities.error} onRetry={() => void cities.refetch()} />
      ) : !cities.data ? (
        <Skeleton height={160} />
      ) : cities.data.length === 0 ? (
        <Text>No locations yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {cities.data.map((c) => (
            <Button
              key={c._id}
              component={Link}
              to={`/${segment}/location/${c.slug}`}
              variant="light"
              size="lg"
              justify="space-between"
              rightSection={
                <Text span size="sm">
                  {c.count}
                </Text>
              }
            >
              {c.val}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
