import { Alert, Badge, Divider, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  displayPhone,
  formatPrice,
  type AdminOrderDetail,
  type OrderEventDto,
} from '@jaunt/contract';
import { OrderActions } from './order-actions.tsx';
import { PendingRefunds } from './pending-refunds.tsx';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const money = (dollars: number, currency: string) =>
  formatPrice(Math.round(dollars * 100), currency);

function describe(e: OrderEventDto, currency: string): string {
  const d = e.detail as Record<string, unknown>;
  switch (e.action) {
    case 'status': {
      const s = d as { from: number; to: number };
      return `Status ${s.from} to ${s.to}`;
    }
    case 'refund':
      return `Refunded ${formatPrice(Number(d.amountCents), currency)}`;
    case 'refund-failed':
      return `Refund of ${formatPrice(Number(d.amountCents), currency)} failed: ${String(d.message)}`;
    case 'mail-resent':
      return `Purchase email resent to ${String(d.to)}`;
    case 'payout-reversal':
      return d.kind === 'cancelled'
        ? 'Scheduled payout cancelled'
        : d.kind === 'reduced'
          ? `Scheduled payout lowered by ${formatPrice(Number(d.amountCents), currency)}`
          : d.kind === 'failed'
            ? `Payout reversal failed: ${String(d.message)}`
            : `Payout reversed: ${formatPrice(Number(d.amountCents), currency)}`;
    case 'seats-released':
      return `${Number(d.seats)} ${Number(d.seats) === 1 ? 'seat' : 'seats'} back on sale`;
    case 'platform-cancelled':
      return `Booking cancelled on ${String(d.platform)}`;
    case 'platform-cancel-failed':
      return `Booking not cancelled on ${String(d.platform)} yet (${String(d.message)}); it is asked again automatically`;
    default:
      return e.action;
  }
}

/** One purchase as staff see it: customer, items, money, booking, refunds, history, actions. */
export function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const c = order.currency;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="start">
        <div>
          <Title order={2} size="h3">
            {order.name || order.email || 'Purchase'}
          </Title>
          <Text size="sm" c="dimmed">
            {order.transactionId} · {when.format(new Date(order.orderDate))}
          </Text>
        </div>
        <Badge size="lg" variant="light">
          {order.status.val} {order.status.name}
        </Badge>
      </Group>
      {order.error && (
        <Alert color="red" title="Needs attention">
          {order.error}
        </Alert>
      )}
      <Text size="sm">
        {order.email} · {displayPhone(order.phone)}
        {order.bookingCode ? ` · Booking code ${order.bookingCode}` : ''}
        {order.entered.bookingDate ? ` on ${order.entered.bookingDate}` : ''}
      </Text>
      <Table aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Refunded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((i, n) => (
            <Table.Tr key={n}>
              <Table.Td>{i.name}</Table.Td>
              <Table.Td>{i.quantity}</Table.Td>
              <Table.Td>{money(i.price, c)}</Table.Td>
              <Table.Td>{i.refunded ? money(i.refundTotal, c) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        Taxes and fees {money(order.shipping.tax + order.shipping.fee, c)} · Total{' '}
        <b>{money(order.orderTotal, c)}</b> · Left to refund {money(detail.refundable, c)}
      </Text>
      <OrderActions detail={detail} />
      <Divider />
      <Title order={3} size="h5">
        History
      </Title>
      {detail.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff action on this order yet.
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label="Order history">
          {detail.history.map((e, i) => (
            <List.Item key={i}>
              {when.format(new Date(e.created))}: {describe(e, c)} ({e.by || 'system'})
            </List.Item>
          ))}
        </List>
      )}
      <PendingRefunds detail={detail} />
    </Stack>
  );
}
