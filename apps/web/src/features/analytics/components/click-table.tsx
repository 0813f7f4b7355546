import {
  Group,
  Pagination,
  ScrollArea,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  ANALYTICS_PERIODS,
  PERIOD_LABELS,
  type AnalyticsIntent,
  type AnalyticsPeriod,
  type ClickTableRow,
} from '@jaunt/contract';
import { fetchWholeClickTable, useClickTable, type ClickTableId } from '../api/get-click-table.ts';
import { CsvButton } from './csv-button.tsx';
import { QueryState } from './query-state.tsx';

const PAGE = 25;
type Sort = AnalyticsPeriod | 'name';

/**
 * Clicks per partner or per activity for every period: sortable (server side), filtered by
 * name, paged, exported whole to CSV.
 */
export function ClickTable({
  id,
  intent,
  market,
  secondColumn,
  onPick,
}: {
  id: ClickTableId;
  intent: AnalyticsIntent;
  market: string;
  /** 'city' (partners) or 'market' (activities). */
  secondColumn: 'city' | 'market';
  onPick?: (row: ClickTableRow) => void;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [sort, setSort] = useState<Sort>('all-time');
  const [page, setPage] = useState(1);
  const params = { intent, market: market || undefined, q: q || undefined, sort };
  const table = useClickTable(id, { ...params, limit: PAGE, offset: (page - 1) * PAGE });
  const what = id === 'partners' ? 'partner' : 'activity';
  const header = [
    'Name',
    secondColumn === 'city' ? 'City' : 'Market',
    ...ANALYTICS_PERIODS.map((p) => PERIOD_LABELS[p]),
  ];
  const th = (key: Sort, label: string, numeric = true) => (
    <Table.Th
      key={key}
      ta={numeric ? 'right' : undefined}
      aria-sort={sort === key ? (key === 'name' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        fw={600}
        fz="sm"
        onClick={() => {
          setSort(key);
          setPage(1);
        }}
      >
        {label}
        {sort === key ? (key === 'name' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <div>
      <Group justify="space-between" align="flex-end" mb="xs">
        <TextInput
          label={`Filter by ${what} name`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <CsvButton
          filename={`${id}-clicks.csv`}
          source={async () => ({
            header,
            rows: (await fetchWholeClickTable(id, params)).map((r) => [
              r.name,
              r[secondColumn],
              ...ANALYTICS_PERIODS.map((p) => r[p]),
            ]),
          })}
        />
      </Group>
      <QueryState
        query={table}
        label={`clicks per ${what}`}
        isEmpty={(d) => d.rows.length === 0}
        empty={`No ${what} clicks match.`}
      >
        {(data) => (
          <>
            <ScrollArea aria-busy={table.isFetching}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {th('name', 'Name', false)}
                    <Table.Th>{secondColumn === 'city' ? 'City' : 'Market'}</Table.Th>
                    {ANALYTICS_PERIODS.map((p) => th(p, PERIOD_LABELS[p]))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        {onPick ? (
                          <UnstyledButton
                            c="blue.8"
                            fz="sm"
                            td="underline"
                            onClick={() => onPick(r)}
                          >
                            {r.name}
                          </UnstyledButton>
                        ) : (
                          r.name
                        )}
                      </Table.Td>
                      <Table.Td>{r[secondColumn]}</Table.Td>
                      {ANALYTICS_PERIODS.map((p) => (
                        <Table.Td key={p} ta="right">
                          {r[p]}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Group justify="space-between" mt="xs">
              <Text size="sm" c="dimmed">
                {data.total} {data.total === 1 ? what : id}
              </Text>
              {data.total > PAGE && (
                <Pagination
                  total={Math.ceil(data.total / PAGE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(c) => ({ 'aria-label': `${c} page` })}
                />
              )}
            </Group>
          </>
        )}
      </QueryState>
    </div>
  );
}
