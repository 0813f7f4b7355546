import { describe, expect, it } from 'vitest';
import {
  BILLING_COUNTRIES,
  CA_PROVINCES,
  US_STATES,
  isMaskedIdentity,
  isValidBusinessTaxId,
  isValidPersonalId,
  isValidPostalCode,
  maskIdentity,
  normalizePostalCode,
  regionCode,
  regionsFor,
  taxIdLabels,
} from './address.ts';
import {
  BANK_ACCOUNT_MISMATCH,
  bankAccountSchema,
  canadianRoutingNumber,
  routingNumber,
} from './bank-account.ts';

describe('countries and regions', () => {
  it('bills in the United States and Canada with full region lists', () => {
    expect(BILLING_COUNTRIES.map((c) => c.name)).toEqual(['United States', 'Canada']);
    expect(US_STATES).toHaveLength(51);
    expect(CA_PROVINCES).toHaveLength(13);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(regionsFor('CA')).toBe(CA_PROVINCES);
    expect(regionsFor('US')).toContainEqual({ code: 'HI', name: 'Hawaii' });
  });

  it('finds a region code from a code or a name', () => {
    expect(regionCode('Ontario')).toBe('ON');
    expect(regionCode(' bc ')).toBe('BC');
    expect(regionCode('prince edward island')).toBe('PE');
    expect(regionCode('Narnia')).toBeNull();
    expect(regionCode('')).toBeNull();
  });
});

describe('postal codes', () => {
  it('accepts US 5 digits with an optional 4-digit suffix', () => {
    expect(isValidPostalCode('90210', 'US')).toBe(true);
    expect(isValidPostalCode('90210-1234', 'US')).toBe(true);
    expect(isValidPostalCode('9021', 'US')).toBe(false);
    expect(isValidPostalCode('90210-12', 'US')).toBe(false);
    expect(isValidPostalCode('902101234', 'US')).toBe(false);
    expect(isValidPostalCode('M5V 3L9', 'US')).toBe(false);
  });

  it('accepts CA letter-digit-letter, optional space, digit-letter-digit', () => {
    expect(isValidPostalCode('M5V 3L9', 'CA')).toBe(true);
    expect(isValidPostalCode('M5V3L9', 'CA')).toBe(true);
    expect(isValidPostalCode('m5v 3l9', 'CA')).toBe(true);
    expect(isValidPostalCode('M5V  3L9', 'CA')).toBe(false);
    expect(isValidPostalCode('55V 3L9', 'CA')).toBe(false);
    expect(isValidPostalCode('90210', 'CA')).toBe(false);
    expect(normalizePostalCode(' m5v 3l9 ')).toBe('M5V 3L9');
  });
});

describe('bank accounts', () => {
  const us = {
    country: 'US',
    routingNumber: '110000000',
    accountNumber: '000123456789',
    accountNumberConfirm: '000123456789',
  };
  const ca = {
    country: 'CA',
    transitNumber: '11000',
    institutionNumber: '000',
    accountNumber: '000123456789',
    accountNumberConfirm: '000123456789',
  };
  const issues = (input: object) => {
    const result = bankAccountSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts valid US and Canadian accounts', () => {
    expect(issues(us)).toEqual([]);
    expect(issues(ca)).toEqual([]);
    expect(
      issues({ ...us, accountNumber: '0001234567', accountNumberConfirm: '0001234567' }),
    ).toEqual([]);
    expect(issues({ ...ca, accountNumber: '12345', accountNumberConfirm: '12345' })).toEqual([]);
  });

  it('checks the digit counts of each country', () => {
    expect(issues({ ...us, routingNumber: '11000000' })).toEqual([
      ['routingNumber', 'Routing number must be 9 digits'],
    ]);
    expect(
      issues({ ...us, accountNumber: '123456789', accountNumberConfirm: '123456789' })[0],
    ).toEqual(['accountNumber', 'Account number must be 10 to 12 digits']);
    expect(issues({ ...ca, transitNumber: '1100' })[0][0]).toBe('transitNumber');
    expect(issues({ ...ca, institutionNumber: '0000' })[0][0]).toBe('institutionNumber');
    expect(issues({ ...ca, accountNumber: '1234', accountNumberConfirm: '1234' })[0][0]).toBe(
      'accountNumber',
    );
    expect(issues({ ...ca, accountNumber: '1234567890123', accountNumberConfirm: '1234567890123' })[0][0]).toBe('accountNumber'); // prettier-ignore
  });

  it('requires the account to equal its confirmation', () => {
    expect(issues({ ...us, accountNumberConfirm: '000123456788' })).toEqual([
      ['accountNumberConfirm', BANK_ACCOUNT_MISMATCH],
    ]);
    expect(BANK_ACCOUNT_MISMATCH).toBe("Make sure you've entered your bank account correctly.");
  });

  it('builds the Canadian routing number as transit followed by institution', () => {
    expect(canadianRoutingNumber('11000', '000')).toBe('11000000');
    expect(routingNumber(bankAccountSchema.parse(ca))).toBe('11000000');
    expect(routingNumber(bankAccountSchema.parse(us))).toBe('110000000');
  });
});

describe('identity numbers', () => {
  it('labels CA SIN and Business Number, others SSN and EIN', () => {
    expect(taxIdLabels('CA')).toMatchObject({ personal: 'SIN', business: 'Business Number' });
    expect(taxIdLabels('US')).toEqual({
      personal: 'SSN',
      business: 'EIN',
      businessFormat: '12-3456789',
    });
  });

  it('validates 9-digit personal ids, CA business numbers and EINs', () => {
    expect(isValidPersonalId('123-45-6789')).toBe(true);
    expect(isValidPersonalId('046 454 286')).toBe(true);
    expect(isValidPersonalId('12345678')).toBe(false);
    expect(isValidBusinessTaxId('123456789', 'CA')).toBe(true);
    expect(isValidBusinessTaxId('12-3456789', 'CA')).toBe(false);
    expect(isValidBusinessTaxId('12-3456789', 'US')).toBe(true);
    expect(isValidBusinessTaxId('123456789', 'US')).toBe(true);
    expect(isValidBusinessTaxId('123-456789', 'US')).toBe(false);
  });

  it('masks a stored number with 9 stars for Canada and 4 otherwise', () => {
    expect(maskIdentity('046454286', 'CA')).toBe('*********');
    expect(maskIdentity('123456789', 'US')).toBe('****');
    expect(maskIdentity('', 'US')).toBe('');
    expect(maskIdentity(null, 'CA')).toBe('');
    expect(isMaskedIdentity('****')).toBe(true);
    expect(isMaskedIdentity('12*4')).toBe(true);
    expect(isMaskedIdentity('123456789')).toBe(false);
  });
});
