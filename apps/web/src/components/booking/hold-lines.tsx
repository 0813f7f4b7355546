import { Group, Stack, Text } from '@mantine/core';
import { formatPrice, toCents } from '@jaunt/contract';
import type { CartHold } from '../../lib/cart.ts';
import { formatSlotDate, formatSlotTime, zoneCity } from '../../lib/slot-time.ts';

/** A held booking's date, local time and people lines (cart summary and checkout), in `currency`. */
export function HoldLines({ hold, currency }: { hold: CartHold; currency: string }) {
  return (
    <Stack gap={4} data-testid="hold-lines">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Date
        </Text>
        <Text size="sm" data-testid="hold-date">
          {formatSlotDate(hold.localDateTimeStart)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Time
        </Text>
        <Text size="sm" data-testid="hold-time">
          {formatSlotTime(hold.localDateTimeStart)} ({zoneCity(hold.timeZone)} time)
        </Text>
      </Group>
      {hold.people
        .filter((p) => p.quantity > 0)
        .map((p) => (
          <Group key={p.name} justify="space-between" gap="xs" data-testid="hold-person">
            <Text size="sm">
              {p.quantity} × {p.name}
            </Text>
            <Text size="sm">{formatPrice(toCents(p.price) * p.quantity, currency)}</Text>
          </Group>
        ))}
    </Stack>
  );
}
