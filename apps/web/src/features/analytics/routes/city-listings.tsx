import { Stack, Title } from '@mantine/core';
import type { CityListings } from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCityListings } from '../api/get-listings.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

type Row = CityListings[number];

/** '/city-listings' (editor, admin): active and inactive partners per city. */
export default function CityListingsRoute() {
  usePageTitle('City listings');
  const listings = useCityListings();
  return (
    <Stack gap="lg">
      <Title order={1}>City listings</Title>
      <AnalyticsNav />
      <QueryState query={listings} label="city listings" isEmpty={(d) => d.length === 0}>
        {(rows) => (
          <SimpleTable<Row>
            caption="Listings per city"
            filename="city-listings.csv"
            rows={rows}
            rowKey={(r) => `${r.market}/${r.city}`}
            columns={[
              { title: 'City', value: (r) => r.city },
              { title: 'Market', value: (r) => r.market },
              { title: 'City active', value: (r) => (r.cityActive ? 'Yes' : 'No') },
              { title: 'Active partners', value: (r) => r.active, numeric: true },
              { title: 'Inactive partners', value: (r) => r.inactive, numeric: true },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
