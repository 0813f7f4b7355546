import { Button, Collapse, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FavoritesStats } from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { useFavoritesStats } from '../api/get-favorites.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

type Row = FavoritesStats['rows'][number];
const date = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

function Partners({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? 'Hide' : 'Show'} {row.partners.length} partners
      </Button>
      <Collapse expanded={open}>
        <List size="sm">
          {row.partners.map((p, i) => (
            <List.Item key={i}>
              {p.name}
              {p.city ? `, ${p.city}` : ''}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}

/** '/favorites-stats' (editor, admin): users with favourites and their share of all users. */
export default function FavoritesStatsRoute() {
  usePageTitle('Favorites statistics');
  const stats = useFavoritesStats();
  return (
    <Stack gap="lg">
      <Title order={1}>Favorites statistics</Title>
      <AnalyticsNav />
      <QueryState query={stats} label="favorites statistics">
        {(s) => (
          <Stack gap="md">
            <Text fw={500}>
              {s.usersWithFavorites} of {s.users} users have favorites (
              {s.users ? ((100 * s.usersWithFavorites) / s.users).toFixed(1) : '0.0'}%).
            </Text>
            {s.rows.length === 0 ? (
              <Text c="dimmed">No user has favorites yet.</Text>
            ) : (
              <SimpleTable<Row>
                caption="Users with favorites"
                filename="favorites.csv"
                rows={s.rows}
                rowKey={(r) => r.email}
                columns={[
                  { title: 'User', value: (r) => (r.name ? `${r.name} <${r.email}>` : r.email) },
                  { title: 'Created', value: (r) => date(r.created) },
                  { title: 'Updated', value: (r) => date(r.updated) },
                  { title: 'Count', value: (r) => r.count, numeric: true },
                  {
                    title: 'Partners',
                    value: (r) => r.partners.map((p) => `${p.name} (${p.city})`).join('; '),
                    render: (r) => <Partners row={r} />,
                  },
                ]}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
