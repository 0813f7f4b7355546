import { Group, TextInput } from '@mantine/core';

export interface CardValues {
  number: string;
  exp: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardValues, string>>;

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' -> '12/34'; a typed slash after the month is kept. */
export function formatExpiry(v: string) {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 || (d.length === 2 && v.endsWith('/')) ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

interface CardFieldsProps {
  value: CardValues;
  errors: CardErrors;
  disabled?: boolean;
  onChange: (next: CardValues) => void;
}

/** Card entry for the sandbox provider: number, MM/YY and CVC, formatted while typing. */
export function CardFields({ value, errors, disabled, onChange }: CardFieldsProps) {
  const errorProps = { role: 'alert' } as const;
  return (
    <>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        disabled={disabled}
        value={value.number}
        error={errors.number}
        errorProps={errorProps}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          disabled={disabled}
          value={value.exp}
          error={errors.exp}
          errorProps={errorProps}
          onChange={(e) => onChange({ ...value, exp: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          disabled={disabled}
          value={value.cvc}
          error={errors.cvc}
          errorProps={errorProps}
          onChange={(e) =>
            onChange({ ...value, cvc: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })
          }
        />
      </Group>
    </>
  );
}
