import { describe, expect, it } from 'vitest';
import { phoneSchema } from './auth.ts';
import { businessFormBody } from './business.ts';
import { displayPhone, formatPhone, phoneDigits } from './phone.ts';

describe('phone', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(416) 555-0100')).toBe('4165550100');
    expect(phoneDigits('416.555.0100 ext 12')).toBe('4165550100');
    expect(phoneDigits('abc')).toBe('');
  });

  it('drops a leading country code 1 before keeping 10 digits', () => {
    expect(phoneDigits('+14165550142')).toBe('4165550142');
    expect(phoneDigits('+1 (808) 555-0100')).toBe('8085550100');
    expect(phoneDigits('1-416-555-0142 ext 7')).toBe('4165550142');
    // Ten digits are a national number already, and a typed 1 waits for the rest.
    expect(phoneDigits('4165550142')).toBe('4165550142');
    expect(phoneDigits('1416')).toBe('1416');
  });

  it('keeps a stored +1 number as the same number when a form saves it again', () => {
    expect(phoneSchema.parse('+14165550142')).toBe('4165550142');
    const form = {
      name: 'Harbour Kayaks Inc.',
      url: 'https://harbour-kayaks.example',
      type: 'company',
      phone: '+18085550100',
      country: 'US',
      region: 'HI',
      address: '1 Ala Moana',
      city: 'Honolulu',
      postalCode: '96815',
    };
    expect(businessFormBody.parse(form).phone).toBe('8085550100');
  });

  it('shows (xxx) xxx-xxxx, formatting as far as the digits go', () => {
    expect(formatPhone('4165550100')).toBe('(416) 555-0100');
    expect(formatPhone('+1 416 555 0100')).toBe('(416) 555-0100');
    expect(formatPhone('+14165550142')).toBe('(416) 555-0142');
    expect(formatPhone('41')).toBe('(41');
    expect(formatPhone('41655')).toBe('(416) 55');
    expect(formatPhone('4165550')).toBe('(416) 555-0');
    expect(formatPhone('')).toBe('');
  });

  it('reads a stored North American phone one way, and leaves any other as it was kept', () => {
    expect(['8085550100', '+14165551002', '1 (416) 555-1002'].map(displayPhone)).toEqual([
      '(808) 555-0100',
      '(416) 555-1002',
      '(416) 555-1002',
    ]);
    expect(['+44 20 7946 0958', '555-0100', '', null].map(displayPhone)).toEqual([
      '+44 20 7946 0958',
      '555-0100',
      '',
      '',
    ]);
  });
});
