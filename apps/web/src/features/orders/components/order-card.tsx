import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { currencyLabel, formatMoney, isBooked, toCents, type OrderDto } from '@jaunt/contract';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One purchase: item, date, quantity, total, status, and 'Booked' once entered. */
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
            <Group gap={6}>
              {isBooked(order) && <Badge color="green">Booked</Badge>}
              <Badge variant="light" color="gray">
                {order.status.name}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dark.4">
            {dateFormat.format(new Date(order.orderDate))} · Quantity {item?.quantity ?? 0} · Order{' '}
            {order.orderNo}
          </Text>
          <Text size="sm" fw={500}>
            Total {formatMoney(toCents(order.orderTotal))} {currencyLabel(order.currency)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
