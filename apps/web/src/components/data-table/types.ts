/** How a column shows and edits its value. */
export type ColumnKind =
  | { type: 'text'; multiline?: boolean }
  | { type: 'number'; decimals?: boolean; suffix?: string }
  | { type: 'boolean' }
  | { type: 'select'; options: { value: string; label: string }[] }
  /** A list of strings, edited as comma-separated text. */
  | { type: 'list' }
  | { type: 'date' }
  /** A phone, read as (xxx) xxx-xxxx when North American, edited as text. */
  | { type: 'phone' };

export type ColumnDef<Row> = ColumnKind & {
  key: keyof Row & string;
  title: string;
  /** Editable inline (click to edit; toggles for booleans). */
  editable?: boolean;
  sortable?: boolean;
  /** Asked for in the Add New form. */
  onCreate?: boolean;
  /** Shown in the Add New form only when this says so. */
  required?: boolean;
  width?: number | string;
};

export interface SortState {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}
