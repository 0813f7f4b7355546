import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatPrice, refundedAmount, toCents, type OrderDto } from '@jaunt/contract';
import { formatBookedAt } from '../../../lib/slot-time.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const BADGE_COLOR: Partial<Record<OrderDto['customerStatus']['state'], string>> = {
  booked: 'green',
  paid: 'teal',
  refunded: 'gray',
  cancelled: 'gray',
  pending: 'yellow',
};

/** One purchase: item, date, quantity, total and its status in customer words ('Booked' once entered). */
export function OrderCard({ order }: { order: OrderDto }) {
  const item = order.items[0];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={item?.name ?? `Order ${order.orderNo}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={item?.image || undefined}
          fallbackSrc="/missing-image.svg"
          alt=""
          w={88}
          h={66}
          radius="sm"
          fit="cover"
        />
        <Stack gap={4} flex={1} miw={0}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} lineClamp={2}>
              {item?.name ?? `Order ${order.orderNo}`}
            </Text>
            <Badge variant="light" color={BADGE_COLOR[order.customerStatus.state] ?? 'gray'}>
              {order.customerStatus.label}
            </Badge>
          </Group>
          <Text size="sm" c="dark.4">
            {dateFormat.format(new Date(order.orderDate))} · Quantity {item?.quantity ?? 0} · Order{' '}
            {order.orderNo}
          </Text>
          <Text size="sm" fw={500}>
            Total {formatPrice(toCents(order.orderTotal), order.currency)}
          </Text>
          {order.entered.bookingDate && order.entered.bookingTime && (
            <Text size="sm">
              {formatBookedAt(order.entered.bookingDate, order.entered.bookingTime)} ·{' '}
              {order.people.map((p) => `${p.quantity} ${p.name}`).join(', ')}
            </Text>
          )}
          {refundedAmount(order) > 0 && (
            <Text size="sm">
              Refunded {formatPrice(toCents(refundedAmount(order)), order.currency)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
