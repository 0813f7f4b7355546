import { describe, expect, it } from 'vitest';
import {
  accountUpdateBody,
  dateOfBirthIssue,
  DOB_NOT_PAST,
  DOB_TOO_YOUNG,
  identityNumberIssues,
  latestDateOfBirth,
} from './payment-account.ts';

const today = new Date('2026-03-15T12:00:00Z');

describe('date of birth', () => {
  it('is a real past date at least 13 years ago', () => {
    expect(latestDateOfBirth(today)).toBe('2013-03-15');
    expect(dateOfBirthIssue('2013-03-15', today)).toBeNull();
    expect(dateOfBirthIssue('2013-03-16', today)).toBe(DOB_TOO_YOUNG);
    expect(dateOfBirthIssue('2026-03-15', today)).toBe(DOB_NOT_PAST);
    expect(dateOfBirthIssue('2030-01-01', today)).toBe(DOB_NOT_PAST);
    expect(dateOfBirthIssue('1899-12-31', today)).not.toBeNull();
    expect(DOB_TOO_YOUNG).toContain('13 years old');
  });

  it('is checked by the account update the banking form and the server share', () => {
    const rep = { firstName: 'Kai', lastName: 'Akana' };
    expect(
      accountUpdateBody.safeParse({ representative: { ...rep, dob: '1985-04-12' } }).success,
    ).toBe(true);
    const future = accountUpdateBody.safeParse({ representative: { ...rep, dob: '2099-01-01' } });
    expect(future.error?.issues[0]).toMatchObject({
      path: ['representative', 'dob'],
      message: DOB_NOT_PAST,
    });
  });
});

describe('identity numbers by country', () => {
  it('wants 9 digits for SSN and SIN, an EIN like 12-3456789, a 9-digit Business Number', () => {
    expect(identityNumberIssues({ idNumber: '123-45-6789', taxId: '12-3456789' }, 'US')).toEqual(
      {},
    );
    expect(identityNumberIssues({ idNumber: '046 454 286', taxId: '123456789' }, 'CA')).toEqual({});
    expect(identityNumberIssues({ idNumber: '12ab', taxId: 'zz' }, 'CA')).toEqual({
      idNumber: 'Enter your SIN: 9 digits',
      taxId: 'Enter your Business Number: 9 digits',
    });
    expect(identityNumberIssues({ idNumber: 'abc', taxId: '123-456789' }, 'US')).toEqual({
      idNumber: 'Enter your SSN: 9 digits',
      taxId: 'Enter your EIN like 12-3456789',
    });
    expect(identityNumberIssues({ idNumber: '****' }, 'US')).toEqual({
      idNumber: 'Enter the full identity number',
    });
    expect(identityNumberIssues({}, 'US')).toEqual({});
  });
});
