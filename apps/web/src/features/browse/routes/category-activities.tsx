import { Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/settings.ts';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { Tiles } from '../components/tiles.tsx';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

/** '/:market/:category/activities': one parent category's sub-categories, and a link to all of it. */
export default function CategoryActivities() {
  const { market, segment, missing } = useMarketParam();
  const { category = '' } = useParams();
  const activities = useMarketActivities(market?.val);
  const parent = activities.data?.find((c) => c.slug === category);
  usePageTitle(parent ? `${parent.name} in ${market?.market}` : null);
  if (missing) return <Redirect to="/main" />;
  if (activities.isPending)
    return (
      <Container size="xl" py="xl">
        <Skeleton height={320} />
      </Container>
    );
  if (!parent) return <Redirect to={`/${segment}/activities`} />;
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>
          {parent.name} in {market!.market}
        </Title>
        <Button component={Link} to={`/${segment}/list/${parent.slug}`}>
          All {parent.name} activities
        </Button>
      </Group>
      {parent.sub_categories.length === 0 ? (
        <Text>No activities yet.</Text>
      ) : (
        <Tiles
          leading
          cols={3}
          tiles={parent.sub_categories.map((s) => ({
            key: s._id,
            label: s.name,
            image: s.image,
            to: `/${segment}/list/${parent.slug}/${s.slug}`,
          }))}
        />
      )}
    </Container>
  );
}
