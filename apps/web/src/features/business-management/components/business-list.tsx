import { useState } from 'react';
import {
  Anchor,
  Badge,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BusinessSort } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { SortHeader } from '../../../components/sort-header.tsx';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import { useBusinessList } from '../api/list-businesses.ts';
import { useAllMarkets } from '../api/markets.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' });

/**
 * The business list: market selector, search (name, business code, email), sortable columns,
 * infinite scroll by keyset cursor. Clicking a name opens the business.
 */
export function BusinessList(props: {
  market: string;
  onMarket: (market: string) => void;
  onOpen: (id: string) => void;
  selectedId: string | null;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [sort, setSort] = useState<BusinessSort>('name');
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const markets = useAllMarkets();
  const list = useBusinessList({ market: props.market, q, sort, dir });
  const sentinel = useInfiniteScroll(list);
  const { hasNextPage, isFetchingNextPage } = list;

  const onSort = (field: BusinessSort) => {
    if (field === sort) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(field);
      setDir(field === 'created' ? 'desc' : 'asc');
    }
  };
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const head = { sort, dir, onSort };
  const marketOptions = (markets.data ?? []).map((m) => ({
    value: m.val,
    label: `${m.market} (${m.val})`,
  }));
  if (!marketOptions.some((m) => m.value === props.market)) {
    marketOptions.unshift({ value: props.market, label: props.market });
  }

  return (
    <Stack gap="sm">
      <Group grow align="end">
        <Select
          label="Market"
          data={marketOptions}
          value={props.market}
          onChange={(v) => v && props.onMarket(v)}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label="Search"
          placeholder="Name, business ID or email"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack gap="xs" aria-label="Loading businesses">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={32} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No businesses{q ? ` match “${q}”` : ' in this market yet'}.
        </Text>
      ) : (
        // Three columns fit the list's half of the page at 1366 px and the phone's width at 390 px;
        // the status sits under the name, where it cannot be cut to 'AC…'.
        <Table.ScrollContainer minWidth={300}>
          <Table striped highlightOnHover aria-label="Businesses" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Name" field="name" {...head} />
                <SortHeader label="Business ID" field="businessId" {...head} />
                <SortHeader label="Created" field="created" {...head} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const selected = row._id === props.selectedId;
                return (
                  <Table.Tr key={row._id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        ta="left"
                        fz="sm"
                        c="blue.9"
                        fw={selected ? 700 : undefined}
                        td={selected ? 'underline' : undefined}
                        aria-current={selected ? 'true' : undefined}
                        onClick={() => props.onOpen(row._id)}
                      >
                        {row.name}
                      </Anchor>
                      <Group gap={6} wrap="wrap" align="center" mt={2}>
                        <Badge
                          size="xs"
                          variant="light"
                          color={row.active ? 'teal' : 'gray'}
                          style={{ flex: 'none', overflow: 'visible' }}
                        >
                          {row.active ? 'Active' : 'Inactive'}
                        </Badge>
                        {row.email && (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {row.email}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.businessId}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {dateFormat.format(new Date(row.created))}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <div ref={sentinel} />
      {isFetchingNextPage && (
        <Group justify="center">
          <Loader size="sm" aria-label="Loading more businesses" />
        </Group>
      )}
      {!hasNextPage && rows.length > 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {rows.length} business{rows.length === 1 ? '' : 'es'}
        </Text>
      )}
    </Stack>
  );
}
