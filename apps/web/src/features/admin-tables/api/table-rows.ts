import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTable, AdminTableRow } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export interface TableQuery {
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const tableKey = (table: AdminTable) => ['admin', 'tables', table] as const;

export async function getTableRows(table: AdminTable, q: TableQuery) {
  let total = 0;
  const rows = await api<AdminTableRow[]>(`/api/admin/tables/${table}`, {
    query: {
      q: q.q || undefined,
      sort: q.sort,
      dir: q.dir,
      skip: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    },
    onHeaders: (h) => {
      total = Number(h.get('x-total-count') ?? 0);
    },
  });
  return { rows, total };
}

/** GET /api/admin/tables/{table}: one page of the current filter and order. */
export const useTableRows = (table: AdminTable, q: TableQuery) =>
  useQuery({
    queryKey: [...tableKey(table), q],
    queryFn: () => getTableRows(table, q),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filter and order (the session cookie authorises it). */
export const csvUrl = (table: AdminTable, q: Pick<TableQuery, 'q' | 'sort' | 'dir'>) => {
  const params = new URLSearchParams({ sort: q.sort, dir: q.dir });
  if (q.q) params.set('q', q.q);
  return `/api/admin/tables/${table}/csv?${params}`;
};
