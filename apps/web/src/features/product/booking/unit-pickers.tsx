import { Stack } from '@mantine/core';
import { formatMoney, toCents } from '@jaunt/contract';
import { QuantityStepper } from '../../../components/cart/quantity-stepper.tsx';
import type { BookingUnit } from './api/get-booking-details.ts';
import type { Quantities } from './booking-math.ts';

interface UnitPickersProps {
  units: BookingUnit[];
  quantities: Quantities;
  onChange: (id: string, quantity: number) => void;
  disabled?: boolean;
}

/** One quantity per ticket type (label and price each), with minus and plus, within its min and max. */
export function UnitPickers({ units, quantities, onChange, disabled }: UnitPickersProps) {
  return (
    <Stack gap="xs">
      {units.map((u) => (
        <div key={u.id} data-testid={`unit-${u.id}`}>
          <QuantityStepper
            label={u.label}
            description={`${formatMoney(toCents(u.price))} each${
              u.paxCount > 1 ? `, ${u.paxCount} people` : ''
            }`}
            min={u.minQuantity}
            max={u.maxQuantity}
            value={quantities[u.id] ?? 0}
            disabled={disabled}
            onChange={(n) => onChange(u.id, n)}
          />
        </div>
      ))}
    </Stack>
  );
}
