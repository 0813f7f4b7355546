import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone.ts';

describe('phone', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(416) 555-0100')).toBe('4165550100');
    expect(phoneDigits('416.555.0100 ext 12')).toBe('4165550100');
    expect(phoneDigits('abc')).toBe('');
  });

  it('shows (xxx) xxx-xxxx, formatting as far as the digits go', () => {
    expect(formatPhone('4165550100')).toBe('(416) 555-0100');
    expect(formatPhone('+1 416 555 0100')).toBe('(141) 655-5010');
    expect(formatPhone('41')).toBe('(41');
    expect(formatPhone('41655')).toBe('(416) 55');
    expect(formatPhone('4165550')).toBe('(416) 555-0');
    expect(formatPhone('')).toBe('');
  });
});
