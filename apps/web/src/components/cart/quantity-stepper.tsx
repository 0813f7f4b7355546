import { useEffect, useId, useState } from 'react';
import { ActionIcon, Group, Input } from '@mantine/core';
import {
  canDecrement,
  canIncrement,
  clampQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@jaunt/contract';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The cart's 1 and 1000 unless given (a ticket type's own limits). */
  min?: number;
  max?: number;
  /** A visible label (a ticket type); without one the box is named 'Quantity'. */
  label?: string;
  description?: string;
}

/**
 * A quantity with minus and plus buttons a finger can hit, step 1: minus off at the minimum,
 * plus off at the maximum, and a typed number kept between them.
 */
export function QuantityStepper({
  value,
  onChange,
  disabled,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  label,
  description,
}: QuantityStepperProps) {
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  // The box always shows the quantity the totals use: 0 becomes 1, 1001 becomes 1000 (the
  // effect above does not run when the clamped value equals the current one).
  const commit = (text: string) => {
    const n = Number.parseInt(text, 10);
    const next = Number.isFinite(n) ? clampQuantity(n, min, max) : value;
    if (next !== value) onChange(next);
    if (String(next) !== text) setTyped(String(next));
  };
  const name = label ?? 'quantity';
  const id = useId();
  const row = (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Decrease ${name}`}
        disabled={disabled || !canDecrement(value, min)}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden>−</span>
      </ActionIcon>
      <Input
        id={id}
        aria-label={label ? undefined : 'Quantity'}
        inputMode="numeric"
        w={72}
        disabled={disabled}
        value={typed}
        maxLength={String(max).length}
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
        aria-label={`Increase ${name}`}
        disabled={disabled || !canIncrement(value, max)}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden>+</span>
      </ActionIcon>
    </Group>
  );
  // A label and description above the whole row, the label naming the box.
  return label ? (
    <Input.Wrapper id={id} label={label} description={description}>
      {row}
    </Input.Wrapper>
  ) : (
    row
  );
}
