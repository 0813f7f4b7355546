import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { SlotUsageDto } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { scrollRegion } from '../../../components/scroll-region.ts';
import { useMonthUsage } from '../api/schedules.ts';

const COLOR = { AVAILABLE: 'teal', LIMITED: 'yellow', SOLD_OUT: 'red', CLOSED: 'gray' } as const;

/** 'YYYY-MM' moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** '2026-12' as 'December 2026' (the month's own name, not the viewer's zone). */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A month of one variant's slots: local date and time, status, seats sold, held and free. */
export function MonthUsage(props: { sku: string; month: string; onMonth: (m: string) => void }) {
  const usage = useMonthUsage(props.sku, props.month);
  const slotsLabel = `Slots in ${monthLabel(props.month)}`;
  const rows: SlotUsageDto[] = usage.data ?? [];
  return (
    <>
      <Group justify="space-between">
        <Button variant="default" onClick={() => props.onMonth(shiftMonth(props.month, -1))}>
          Previous month
        </Button>
        <Text fw={600} aria-live="polite">
          {monthLabel(props.month)}
        </Text>
        <Button variant="default" onClick={() => props.onMonth(shiftMonth(props.month, 1))}>
          Next month
        </Button>
      </Group>
      {usage.isError ? (
        <ErrorState error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.isPending ? (
        <Loader aria-label="Loading the month" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No times this month. Save a schedule with start times first.</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={520}
          scrollAreaProps={{ viewportProps: scrollRegion({ 'aria-label': slotsLabel }) }}
        >
          <Table striped aria-label={slotsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sold</Table.Th>
                <Table.Th>Held</Table.Th>
                <Table.Th>Free</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.localDateTimeStart}>
                  <Table.Td>{s.localDateTimeStart.slice(0, 10)}</Table.Td>
                  <Table.Td>{s.localDateTimeStart.slice(11, 16)}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOR[s.status]} variant="light">
                      {s.status.replace('_', ' ')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{s.sold}</Table.Td>
                  <Table.Td>{s.held}</Table.Td>
                  <Table.Td>
                    {s.free} of {s.capacity}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
