import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable as MantineDataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { EditableCell } from './editable-cell.tsx';
import type { ColumnDef, SortState } from './types.ts';

export interface DataTableProps<Row extends { _id: string }> {
  label: string;
  columns: ColumnDef<Row>[];
  records: Row[];
  totalRecords: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  fetching?: boolean;
  /** Saves one cell; rejects when the server refused (the cell then shows the stored value). */
  onCellSave: (row: Row, key: keyof Row & string, value: unknown) => Promise<void>;
  /** Present when rows can be deleted; asked after the confirmation. */
  onDelete?: (row: Row) => Promise<void>;
  deleteText?: string;
  rowLabel: (row: Row) => string;
  noRecordsText?: string;
}

/** Asks before a delete; resolves once confirmed and done (or cancelled). */
export function confirmDelete(text: string, onConfirm: () => unknown) {
  modals.openConfirmModal({
    title: 'Please confirm',
    children: text,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void onConfirm(),
  });
}

/**
 * The one staff table: server-side sorting and paging, inline editing per column type
 * (text, numeric-only numbers, selects, lists, toggles that revert on failure), delete with
 * confirmation. Screens give it columns and calls; it holds no data of its own.
 */
export function DataTable<Row extends { _id: string }>(p: DataTableProps<Row>) {
  const columns: DataTableColumn<Row>[] = p.columns.map((col) => ({
    accessor: col.key,
    title: col.title,
    sortable: col.sortable,
    width: col.width,
    render: (row) => (
      <EditableCell
        key={`${row._id}:${col.key}:${String(row[col.key])}`}
        col={col}
        value={row[col.key]}
        rowLabel={p.rowLabel(row)}
        onSave={(value) => p.onCellSave(row, col.key, value)}
      />
    ),
  }));
  if (p.onDelete) {
    const remove = p.onDelete;
    columns.push({
      accessor: '_actions',
      title: 'Actions',
      textAlign: 'right',
      render: (row) => (
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          aria-label={`Delete ${p.rowLabel(row)}`}
          onClick={() => confirmDelete(p.deleteText ?? 'Are you sure?', () => remove(row))}
        >
          Delete
        </Button>
      ),
    });
  }
  return (
    <MantineDataTable<Row>
      aria-label={p.label}
      withTableBorder
      striped
      highlightOnHover
      minHeight={160}
      idAccessor="_id"
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      totalRecords={p.totalRecords}
      recordsPerPage={p.pageSize}
      page={p.page}
      onPageChange={p.onPageChange}
      sortStatus={p.sort}
      onSortStatusChange={(s) =>
        p.onSortChange({ columnAccessor: String(s.columnAccessor), direction: s.direction })
      }
      noRecordsText={p.noRecordsText ?? 'Nothing here yet'}
      paginationText={({ from, to, totalRecords }) => `${from}-${to} of ${totalRecords}`}
      getPaginationControlProps={(control) => ({ 'aria-label': `${control} page` })}
    />
  );
}
