import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTable, AdminTableRow } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { tableKey } from './table-rows.ts';

/** POST /api/admin/tables/{table} */
export const addRow = (table: AdminTable, body: Record<string, unknown>) =>
  api<AdminTableRow>(`/api/admin/tables/${table}`, { method: 'POST', body });

/** PUT /api/admin/tables/{table}/{id} with only the changed fields. */
export const updateRow = (table: AdminTable, id: string, body: Record<string, unknown>) =>
  api<AdminTableRow>(`/api/admin/tables/${table}/${id}`, { method: 'PUT', body });

/** DELETE /api/admin/tables/{table}/{id} */
export const deleteRow = (table: AdminTable, id: string) =>
  api<void>(`/api/admin/tables/${table}/${id}`, { method: 'DELETE' });

/** The three writes of a table; each refreshes the table's pages when it succeeds. */
export function useRowWrites(table: AdminTable) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: tableKey(table) });
  return {
    add: useMutation({ mutationFn: (b: Record<string, unknown>) => addRow(table, b), onSuccess }),
    update: useMutation({
      mutationFn: (v: { id: string; body: Record<string, unknown> }) =>
        updateRow(table, v.id, v.body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteRow(table, id), onSuccess }),
  };
}
