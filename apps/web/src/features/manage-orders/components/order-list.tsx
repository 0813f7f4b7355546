import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
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

const total = (o: AdminOrderRow) => formatPrice(Math.round(o.orderTotal * 100), o.currency);

function OpenButton({ order, onOpen }: { order: AdminOrderRow; onOpen: (id: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(order._id)}
      aria-label={`View purchase ${order.transactionId} by ${order.name || order.email}`}
      fw={600}
      c="blue.9"
      td="underline"
    >
      {order.name || '(no name)'}
    </UnstyledButton>
  );
}

function Status({ order }: { order: AdminOrderRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={statusColor(order.status.val)} variant="light" style={{ flexShrink: 0 }}>
        {order.status.val}
      </Badge>
      <Text size="sm">{order.status.name}</Text>
    </Group>
  );
}

/** On a phone, each order is a card of the table's cells, in a list named Orders. */
function OrderCards(props: {
  rows: AdminOrderRow[];
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Stack component="ul" aria-label="Orders" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {props.rows.map((o) => (
        <Paper
          component="li"
          key={o._id}
          withBorder
          p="sm"
          aria-current={o._id === props.selectedId ? 'true' : undefined}
          bg={o._id === props.selectedId ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <OpenButton order={o} onOpen={props.onOpen} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {o.email}
              </Text>
            </div>
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {total(o)}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {o.itemName} x {o.quantity}
          </Text>
          <Text size="xs" c="dimmed">
            {when.format(new Date(o.orderDate))}
            {o.bookingCode ? ` · Booking code ${o.bookingCode}` : ''}
          </Text>
          <Box mt={6}>
            <Status order={o} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Purchase History rows: newest first, 50 at a time with 'Load more'; a table, or on a phone
 * (`phone`) a list of cards.
 */
export function OrderList(props: {
  search: string;
  filter: string;
  phone: boolean;
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
      {props.phone ? (
        <OrderCards rows={rows} selectedId={props.selectedId} onOpen={props.onOpen} />
      ) : (
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
                    <OpenButton order={o} onOpen={props.onOpen} />
                    <Text size="xs" c="dimmed">
                      {o.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {o.itemName} x {o.quantity}
                  </Table.Td>
                  <Table.Td>{total(o)}</Table.Td>
                  <Table.Td>{o.bookingCode ?? ''}</Table.Td>
                  <Table.Td>
                    <Status order={o} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
