import { Group, NumberInput, Stack } from '@mantine/core';
import { formatMoney, toCents } from '@jaunt/contract';
import type { BookingUnit } from './api/get-booking-details.ts';
import type { Quantities } from './booking-math.ts';

interface UnitPickersProps {
  units: BookingUnit[];
  quantities: Quantities;
  onChange: (id: string, quantity: number) => void;
  disabled?: boolean;
}

/** One quantity box per ticket type (label and price each), kept within its min and max. */
export function UnitPickers({ units, quantities, onChange, disabled }: UnitPickersProps) {
  return (
    <Stack gap="xs">
      {units.map((u) => (
        <Group key={u.id} justify="space-between" wrap="nowrap" align="flex-end">
          <NumberInput
            label={u.label}
            description={`${formatMoney(toCents(u.price))} each${
              u.paxCount > 1 ? `, ${u.paxCount} people` : ''
            }`}
            min={u.minQuantity}
            max={u.maxQuantity}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantities[u.id] ?? 0}
            disabled={disabled}
            onChange={(v) => {
              const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
              onChange(u.id, Number.isFinite(n) ? n : u.minQuantity);
            }}
            w="100%"
            data-testid={`unit-${u.id}`}
          />
        </Group>
      ))}
    </Stack>
  );
}
