import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, phoneDigits } from '@jaunt/contract';

interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Digits only, at most 10. */
  value?: string;
  onChange: (digits: string) => void;
}

/**
 * The digits after an edit of `shown`. Deleting one formatting character, e.g. ")" or "-",
 * deletes the digit before it; any other edit (typing, pasting, autofill) keeps what was entered.
 */
function nextDigits(shown: string, typed: string): string {
  let i = 0;
  while (i < typed.length && typed[i] === shown[i]) i++;
  const deletedFormatting =
    typed.length === shown.length - 1 &&
    /\D/.test(shown[i] ?? '') &&
    typed.slice(i) === shown.slice(i + 1);
  if (!deletedFormatting) return phoneDigits(typed);
  return phoneDigits(phoneDigits(shown.slice(0, i)).slice(0, -1) + shown.slice(i + 1));
}

/** Phone field: keeps digits only (max 10) and shows them as (xxx) xxx-xxxx while typing. */
export function PhoneInput({ value = '', onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={formatPhone(value)}
      onChange={(event) => {
        onChange(nextDigits(formatPhone(value), event.currentTarget.value));
      }}
    />
  );
}
