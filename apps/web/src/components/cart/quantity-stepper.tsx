import { useEffect, useState } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { canDecrement, canIncrement, clampQuantity, QUANTITY_MAX } from '@jaunt/contract';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Quantity with minus and plus: minimum 1, step 1; plus off at 1000 or more, minus at 1 or less. */
export function QuantityStepper({ value, onChange, disabled }: QuantityStepperProps) {
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  // The box always shows the quantity the totals use: 0 becomes 1, 1001 becomes 1000 (the
  // effect above does not run when the clamped value equals the current one).
  const commit = (text: string) => {
    const n = Number.parseInt(text, 10);
    const next = Number.isFinite(n) ? clampQuantity(n) : value;
    if (next !== value) onChange(next);
    if (String(next) !== text) setTyped(String(next));
  };
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Decrease quantity"
        disabled={disabled || !canDecrement(value)}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden>−</span>
      </ActionIcon>
      <TextInput
        aria-label="Quantity"
        inputMode="numeric"
        w={72}
        disabled={disabled}
        value={typed}
        maxLength={String(QUANTITY_MAX).length}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(e) => {
          const digits = e.currentTarget.value.replace(/\D/g, '');
          setTyped(digits);
          if (digits) commit(digits);
        }}
        onBlur={() => commit(typed)}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Increase quantity"
        disabled={disabled || !canIncrement(value)}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden>+</span>
      </ActionIcon>
    </Group>
  );
}
