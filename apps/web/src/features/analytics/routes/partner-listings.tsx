import { Stack, Title } from '@mantine/core';
import type { PartnerListings } from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { usePartnerListings } from '../api/get-listings.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

type Row = PartnerListings[number];
const sum = (rows: Row[], f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);

/** '/partner-listings' (editor, admin): partners and experiences per market, with totals. */
export default function PartnerListingsRoute() {
  usePageTitle('Partner listings');
  const listings = usePartnerListings();
  return (
    <Stack gap="lg">
      <Title order={1}>Partner listings</Title>
      <AnalyticsNav />
      <QueryState query={listings} label="partner listings" isEmpty={(d) => d.length === 0}>
        {(rows) => (
          <SimpleTable<Row>
            caption="Listings per market"
            filename="partner-listings.csv"
            rows={rows}
            rowKey={(r) => r.market}
            columns={[
              { title: 'Market', value: (r) => r.market },
              { title: 'Active partners', value: (r) => r.partners.active, numeric: true },
              { title: 'Inactive partners', value: (r) => r.partners.inactive, numeric: true },
              { title: 'Active experiences', value: (r) => r.experiences.active, numeric: true },
              {
                title: 'Inactive experiences',
                value: (r) => r.experiences.inactive,
                numeric: true,
              },
            ]}
            totals={[
              'Total',
              sum(rows, (r) => r.partners.active),
              sum(rows, (r) => r.partners.inactive),
              sum(rows, (r) => r.experiences.active),
              sum(rows, (r) => r.experiences.inactive),
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
