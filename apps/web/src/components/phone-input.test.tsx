import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PhoneInput } from './phone-input.tsx';

let lastDigits = '';
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
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

  it('types a full number', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '4165550123');
    expect(input).toHaveValue('(416) 555-0123');
    expect(lastDigits).toBe('4165550123');
  });

  it('keeps every digit when the same number is pasted over it', async () => {
    renderWithProviders(<Harness initial="4165550123" />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    await userEvent.click(input);
    input.setSelectionRange(0, input.value.length);
    await userEvent.paste('416-555-0123');
    expect(input).toHaveValue('(416) 555-0123');
    expect(lastDigits).toBe('4165550123');
  });

  it('keeps every digit when autofill writes the same number again', () => {
    renderWithProviders(<Harness initial="4165550123" />);
    const input = screen.getByLabelText('Phone');
    fireEvent.change(input, { target: { value: '4165550123' } });
    expect(input).toHaveValue('(416) 555-0123');
    expect(lastDigits).toBe('4165550123');
  });

  it('backspace over a formatting character in the middle removes the digit before it', async () => {
    renderWithProviders(<Harness initial="4165550123" />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    await userEvent.click(input);
    input.setSelectionRange(10, 10); // just after the '-'
    await userEvent.keyboard('{Backspace}');
    expect(lastDigits).toBe('416550123');
    expect(input).toHaveValue('(416) 550-123');
  });

  it('shows a stored +1 number as its own 10 digits, and an edit keeps them', async () => {
    renderWithProviders(<Harness initial="+14165550142" />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    expect(input).toHaveValue('(416) 555-0142');
    await userEvent.type(input, '{backspace}3');
    expect(input).toHaveValue('(416) 555-0143');
    expect(lastDigits).toBe('4165550143');
  });

  it('takes a typed or autofilled number with its country code', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '+1 808 555 0100');
    expect(input).toHaveValue('(808) 555-0100');
    expect(lastDigits).toBe('8085550100');
  });
});
