import { useState } from 'react';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BusinessSort } from '@jaunt/contract';
import { SortHeader } from '../../../components/sort-header.tsx';
import { StaffListFrame } from '../../../components/staff-list/staff-list-frame.tsx';
import { useColumnSort } from '../../../components/staff-list/use-column-sort.ts';
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
  const head = useColumnSort<BusinessSort>('name', (field) => field === 'created');
  const markets = useAllMarkets();
  const list = useBusinessList({ market: props.market, q, sort: head.sort, dir: head.dir });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <StaffListFrame
      markets={markets.data}
      market={props.market}
      onMarket={props.onMarket}
      search={{
        label: 'Search',
        placeholder: 'Name, business ID or email',
        value: text,
        onChange: setText,
      }}
      q={q}
      list={list}
      shown={rows.length}
      noun={{ one: 'business', many: 'businesses' }}
    >
      {/* Three columns fit the list's half of the page at 1366 px and the phone's width at 390
      px; the status sits under the name, where it cannot be cut to 'AC…'. */}
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
    </StaffListFrame>
  );
}
