import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, phoneDigits } from '@jaunt/contract';

interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Digits only, at most 10. */
  value?: string;
  onChange: (digits: string) => void;
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
        const typed = event.currentTarget.value;
        let digits = phoneDigits(typed);
        // Deleting a formatting character, e.g. ")" or "-", deletes the digit before it.
        if (digits === value && typed.length < formatPhone(value).length)
          digits = digits.slice(0, -1);
        onChange(digits);
      }}
    />
  );
}
