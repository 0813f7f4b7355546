import { Anchor, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActivitiesButton } from './activities-button.tsx';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { useCurrentMarketCode } from '../../../lib/current-market.ts';
import { useMarketSegment } from '../../../lib/markets.ts';

/** Navbar mega-menu: the market's parent categories with their sub-categories. */
export default function CategoryMenu() {
  const market = useCurrentMarketCode();
  const segment = useMarketSegment()(market);
  const activities = useMarketActivities(market);
  const parents = activities.data ?? [];
  return (
    <Menu
      position="bottom-start"
      width={720}
      withinPortal
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
    >
      <Menu.Target>
        <ActivitiesButton />
      </Menu.Target>
      <Menu.Dropdown p="md">
        {parents.length === 0 ? (
          <Menu.Label>{activities.isPending ? 'Loading…' : 'No activities yet'}</Menu.Label>
        ) : (
          <SimpleGrid cols={3} spacing="md">
            {parents.map((parent) => (
              <Stack key={parent._id} gap={2}>
                <Text fw={700} size="sm" px="sm">
                  <Anchor component={Link} to={`/${segment}/list/${parent.slug}`} c="inherit">
                    {parent.name}
                  </Anchor>
                </Text>
                {parent.sub_categories.map((s) => (
                  <Menu.Item
                    key={s._id}
                    component={Link}
                    to={`/${segment}/list/${parent.slug}/${s.slug}`}
                    py={4}
                  >
                    {s.name}
                  </Menu.Item>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={`/${segment}/activities`} fw={500}>
          All activities
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
