import { Table, UnstyledButton } from '@mantine/core';

export type SortDir = 'asc' | 'desc';

/**
 * A sortable table column header: a button that calls `onSort(field)`, an arrow and `aria-sort`
 * on the column sorted by (`sort`), in direction `dir`.
 */
export function SortHeader<Field extends string>(props: {
  label: string;
  field: Field;
  sort: Field;
  dir: SortDir;
  onSort: (field: Field) => void;
}) {
  const active = props.sort === props.field;
  return (
    <Table.Th aria-sort={active ? (props.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => props.onSort(props.field)} fw={600} fz="sm">
        {props.label} {active ? (props.dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
