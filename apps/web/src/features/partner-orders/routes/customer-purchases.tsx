import { Alert, Button, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import {
  PARTNER_FILTER_KEYS,
  PARTNER_ORDER_FILTERS,
  TEXT,
  findStatusFilter,
  type PartnerFilterKey,
} from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { usePartnerOrders } from '../api/get-partner-orders.ts';
import { PartnerOrderCard } from '../components/partner-order-card.tsx';

const isFilterKey = (v: string | null): v is PartnerFilterKey =>
  (PARTNER_FILTER_KEYS as readonly string[]).includes(v ?? '');

/** '/partner-portal/customer-purchases' (partner-staff and up): the partner order list. */
export default function CustomerPurchasesRoute() {
  usePageTitle('Customer Purchases');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: PartnerFilterKey = isFilterKey(raw) ? raw : 'all';
  const orders = usePartnerOrders(user ?? { _id: '', role: 'guest' }, filter);
  // An order that moved down a page while more were loaded (a new one came in) shows once.
  const shown = [...new Map(orders.data?.pages.flat().map((o) => [o._id, o])).values()];

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        links={[
          { label: 'Home', to: '/' },
          { label: 'Partner Portal', to: '/partner-portal' },
        ]}
        current="Customer Purchases"
      />
      <Title order={1}>Customer Purchases</Title>
      <SegmentedControl
        aria-label="Show orders"
        value={filter}
        onChange={(v) => {
          setParams(v === 'all' ? {} : { filter: v }, { replace: true });
        }}
        data={PARTNER_ORDER_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
        w="fit-content"
        maw="100%"
      />
      {orders.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(orders.error, TEXT.genericError)}
        </Alert>
      ) : !orders.data ? (
        <Loader aria-label="Loading orders" />
      ) : shown.length === 0 ? (
        <Text>
          {filter === 'all'
            ? TEXT.noPartnerOrders
            : `No ${findStatusFilter(PARTNER_ORDER_FILTERS, filter).label.toLowerCase()} orders.`}
        </Text>
      ) : (
        <Stack
          component="ul"
          role="list"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Orders"
          aria-busy={orders.isFetching}
        >
          {shown.map((o) => (
            <PartnerOrderCard key={o._id} order={o} />
          ))}
        </Stack>
      )}
      {orders.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void orders.fetchNextPage()}
          loading={orders.isFetchingNextPage}
          w="fit-content"
        >
          Show more orders
        </Button>
      )}
    </Stack>
  );
}
