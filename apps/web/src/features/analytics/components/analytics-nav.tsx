import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';

const LINKS = [
  ['/analytics', 'Overview'],
  ['/click-throughs', 'Click-throughs'],
  ['/activity-click-throughs', 'Activity click-throughs'],
  ['/favorites-stats', 'Favorites'],
  ['/partner-listings', 'Partner listings'],
  ['/city-listings', 'City listings'],
  ['/customer-purchases', 'Customer purchases'],
] as const;

/** Links between the analytics screens. */
export function AnalyticsNav() {
  return (
    <nav aria-label="Analytics">
      <Group gap="md" wrap="wrap">
        {LINKS.map(([to, label]) => (
          <Anchor key={to} component={NavLink} to={to} end size="sm">
            {label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
