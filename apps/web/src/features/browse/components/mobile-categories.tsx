import { NavLink, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { useCurrentMarketCode } from '../../../lib/current-market.ts';
import { useMarketSegment } from '../../../lib/markets.ts';

/**
 * The mega-menu's categories for the phone menu: each parent category opens to its
 * sub-categories (links to /{market}/list/{parent}/{sub}), then 'All activities'.
 * The drawer closes itself when a link navigates.
 */
export default function MobileCategories() {
  const market = useCurrentMarketCode();
  const segment = useMarketSegment()(market);
  const activities = useMarketActivities(market);
  const parents = activities.data ?? [];
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
        Activities
      </Text>
      {parents.map((parent) => (
        <NavLink key={parent._id} label={parent.name} childrenOffset="sm">
          <NavLink
            component={Link}
            to={`/${segment}/list/${parent.slug}`}
            label={`All ${parent.name}`}
          />
          {parent.sub_categories.map((s) => (
            <NavLink
              key={s._id}
              component={Link}
              to={`/${segment}/list/${parent.slug}/${s.slug}`}
              label={s.name}
            />
          ))}
        </NavLink>
      ))}
      {activities.isPending && (
        <Text size="sm" c="dimmed" px="sm">
          Loading…
        </Text>
      )}
      <NavLink component={Link} to={`/${segment}/activities`} label="All activities" fw={500} />
    </div>
  );
}
