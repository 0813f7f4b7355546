import { useState } from 'react';
import {
  Drawer,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { ADMIN_ORDER_FILTERS } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useAdminOrder } from '../api/admin-orders.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { OrderList } from '../components/order-list.tsx';

/** Narrower than Mantine's `sm` (48em): a phone, where the table would scroll sideways. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** '/manage-orders' (admin), titled Purchase History: search, filters, view, act on a purchase. */
export default function ManageOrdersRoute() {
  usePageTitle('Purchase History');
  const [params, setParams] = useSearchParams();
  const filter = ADMIN_ORDER_FILTERS.some((f) => f.key === params.get('filter'))
    ? params.get('filter')!
    : 'all';
  const [text, setText] = useState(params.get('search') ?? '');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useAdminOrder(openId);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const filters = ADMIN_ORDER_FILTERS.map((f) => ({ value: f.key, label: f.label }));

  const setFilter = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('filter');
    else next.set('filter', key);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Purchase History</Title>
      <Group align="end" wrap="wrap">
        <TextInput
          label="Search orders"
          placeholder="Name, email, transaction id or booking code"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={360}
          maw="100%"
          maxLength={100}
        />
        {/* Six filters do not fit a phone's width side by side: there, a select. */}
        {phone ? (
          <NativeSelect
            label="Show orders"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            data={filters}
            w="100%"
          />
        ) : (
          <SegmentedControl
            aria-label="Show orders"
            value={filter}
            onChange={setFilter}
            data={filters}
            maw="100%"
          />
        )}
      </Group>
      <OrderList
        search={search}
        filter={filter}
        phone={phone}
        selectedId={openId}
        onOpen={setOpenId}
      />
      <Drawer
        opened={!!openId}
        onClose={() => setOpenId(null)}
        position="right"
        size="xl"
        title="Purchase"
      >
        {open.isError ? (
          <ErrorState error={open.error} onRetry={() => void open.refetch()} />
        ) : open.data ? (
          <OrderDetail detail={open.data} />
        ) : (
          <Loader aria-label="Loading the purchase" />
        )}
      </Drawer>
    </Stack>
  );
}
