import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PhoneInput } from './phone-input.tsx';

let lastDigits = '';
function Harness() {
  const [value, setValue] = useState('');
  lastDigits = value;
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

describe('PhoneInput', () => {
  it('shows digits as (xxx) xxx-xxxx while typing and keeps only digits', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '41');
    expect(input).toHaveValue('(41');
    await userEvent.type(input, '6a5-5b');
    expect(input).toHaveValue('(416) 55');
    await userEvent.type(input, '51234');
    expect(input).toHaveValue('(416) 555-1234');
    expect(lastDigits).toBe('4165551234');
  });

  it('accepts at most 10 digits', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '416555123499');
    expect(input).toHaveValue('(416) 555-1234');
    expect(lastDigits).toBe('4165551234');
  });

  it('backspace over a formatting character removes the digit before it', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '4165');
    expect(input).toHaveValue('(416) 5');
    await userEvent.type(input, '{backspace}{backspace}');
    expect(lastDigits).toBe('41');
  });
});
