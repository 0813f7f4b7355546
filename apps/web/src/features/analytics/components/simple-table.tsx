import { Group, ScrollArea, Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { scrollRegion } from '../../../components/scroll-region.ts';
import { CsvButton } from './csv-button.tsx';
import type { CsvCell } from './csv.ts';

export interface SimpleColumn<Row> {
  title: string;
  value: (row: Row) => CsvCell;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A read-only table under its heading, with its CSV export and an optional totals row. */
export function SimpleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  filename,
  totals,
}: {
  caption: string;
  columns: SimpleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  filename: string;
  totals?: CsvCell[];
}) {
  const csvRows = () => ({
    header: columns.map((c) => c.title),
    rows: [...rows.map((r) => columns.map((c) => c.value(r))), ...(totals ? [totals] : [])],
  });
  const titleId = useId();
  return (
    // The table's scrolling box is the landmark, named by the heading (one region per table).
    <div>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {caption}
        </Title>
        <CsvButton filename={filename} source={csvRows} />
      </Group>
      <ScrollArea viewportProps={scrollRegion({ 'aria-labelledby': titleId })}>
        <Table striped highlightOnHover aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.title} ta={c.numeric ? 'right' : undefined}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={rowKey(r, i)}>
                {columns.map((c) => (
                  <Table.Td key={c.title} ta={c.numeric ? 'right' : undefined}>
                    {c.render ? c.render(r) : String(c.value(r) ?? '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {totals && (
            <Table.Tfoot>
              <Table.Tr>
                {totals.map((v, i) => (
                  <Table.Th key={i} ta={columns[i]?.numeric ? 'right' : undefined}>
                    {String(v ?? '')}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollArea>
    </div>
  );
}
