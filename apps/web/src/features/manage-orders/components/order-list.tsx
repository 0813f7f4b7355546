import { Badge, Button, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatPrice, type AdminOrderRow } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { useAdminOrders } from '../api/admin-orders.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function statusColor(val: number) {
  if (val === 700) return 'grape';
  if (val === 600 || val === 950) return 'red';
  if (val >= 800) return 'teal';
  if (val === 290 || val === 500 || val === 200) return 'blue';
  return 'gray';
}

/** Purchase History rows: newest first, 50 at a time with 'Load more'. */
export function OrderList(props: {
  search: string;
  filter: string;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  const list = useAdminOrders({ search: props.search, filter: props.filter });
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending)
    return (
      <Stack gap="xs" aria-label="Loading orders">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  const rows: AdminOrderRow[] = list.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0)
    return (
      <Text c="dimmed" role="status">
        No orders match{props.search ? ` '${props.search}'` : ''}.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label="Orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Experience</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Booking code</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((o) => (
              <Table.Tr
                key={o._id}
                aria-selected={o._id === props.selectedId}
                bg={o._id === props.selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>{when.format(new Date(o.orderDate))}</Table.Td>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => props.onOpen(o._id)}
                    aria-label={`View purchase ${o.transactionId} by ${o.name || o.email}`}
                    fw={600}
                    c="blue.9"
                    td="underline"
                  >
                    {o.name || '(no name)'}
                  </UnstyledButton>
                  <Text size="xs" c="dimmed">
                    {o.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {o.itemName} x {o.quantity}
                </Table.Td>
                <Table.Td>{formatPrice(Math.round(o.orderTotal * 100), o.currency)}</Table.Td>
                <Table.Td>{o.bookingCode ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge color={statusColor(o.status.val)} variant="light">
                      {o.status.val}
                    </Badge>
                    <Text size="sm">{o.status.name}</Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center">
        {list.hasNextPage ? (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {rows.length} order{rows.length === 1 ? '' : 's'}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
