import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { deleteConfirmText, TEXT } from '@jaunt/contract';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef, SortState } from '../../../components/data-table/types.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { csvUrl, getTableRows, useTableRows } from '../api/table-rows.ts';
import { useRowWrites } from '../api/write-row.ts';
import { AddRowModal } from '../components/add-row-modal.tsx';
import { TABLE_PATHS, TABLES, type Row } from '../lib/table-configs.ts';

const PAGE_SIZE = 25;

/** Top-level categories as parent choices (the only run-time options of any table). */
function useParentOptions(enabled: boolean) {
  const q = useQuery({
    queryKey: ['admin', 'tables', 'category', 'parents'],
    queryFn: () =>
      getTableRows('category', { q: '', sort: 'name', dir: 'asc', page: 1, pageSize: 500 }),
    enabled,
  });
  return (q.data?.rows ?? [])
    .filter((c) => !c.parentCategory)
    .map((c) => ({ value: c._id, label: String(c.name) }));
}

/**
 * /category, /country, /coupon, /customer, /brand, /shipping, /paymentMethod and /feature:
 * one screen, the route's table config decides the columns and what may be done.
 */
export default function TableScreen() {
  const { pathname } = useLocation();
  // A new table starts fresh (filter, order, page), even though the component is the same.
  return <TableView key={pathname} pathname={pathname} />;
}

function TableView({ pathname }: { pathname: string }) {
  const config = TABLES[TABLE_PATHS[pathname] ?? 'brand'];
  usePageTitle(config.title);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<SortState>({
    columnAccessor: config.defaultSort,
    direction: config.table === 'customer' ? 'desc' : 'asc',
  });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const query = { q, sort: sort.columnAccessor, dir: sort.direction, page, pageSize: PAGE_SIZE };
  const rows = useTableRows(config.table, query);
  const writes = useRowWrites(config.table);
  const parents = useParentOptions(config.table === 'category');

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      config.columns.map((c) =>
        c.key === 'parentCategory' && c.type === 'select'
          ? { ...c, options: [{ value: '', label: '(none)' }, ...parents] }
          : c,
      ),
    [config, parents],
  );

  const label = (row: Row) => String(row[config.labelKey] ?? row._id);

  const onCellSave = async (row: Row, key: string, value: unknown) => {
    const body = { [key]: key === 'parentCategory' && value === '' ? null : value };
    try {
      await writes.update.mutateAsync({ id: row._id, body });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, TEXT.genericError) });
      throw error;
    }
  };
  const onDelete = async (row: Row) => {
    try {
      await writes.remove.mutateAsync(row._id);
      notifications.show({ color: 'teal', message: `Deleted ${label(row)}` });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, TEXT.genericError) });
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{config.title}</Title>
        <Group>
          {config.canAdd && <Button onClick={() => setAdding(true)}>Add New</Button>}
          <Button
            component="a"
            variant="default"
            href={csvUrl(config.table, query)}
            download={`${config.table}.csv`}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <TextInput
        label={`Filter ${config.title.toLowerCase()}`}
        placeholder="Type to filter"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {rows.isError ? (
        <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <DataTable<Row>
          label={config.title}
          columns={columns}
          records={rows.data?.rows ?? []}
          totalRecords={rows.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          fetching={rows.isFetching}
          onCellSave={onCellSave}
          onDelete={config.canDelete ? onDelete : undefined}
          deleteText={deleteConfirmText(config.table)}
          rowLabel={label}
          noRecordsText={q ? 'Nothing matches this filter' : 'Nothing here yet'}
        />
      )}
      {config.table === 'paymentMethod' && (
        <Alert variant="light" color="gray">
          Payment methods cannot be added or removed, and their names are fixed.
        </Alert>
      )}
      {config.canAdd && (
        <AddRowModal
          config={config}
          columns={columns}
          opened={adding}
          onClose={() => setAdding(false)}
          onAdd={(body) => writes.add.mutateAsync(body)}
        />
      )}
    </Stack>
  );
}
