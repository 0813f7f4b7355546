import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  confirmRedirect,
  emailSchema,
  loginBody,
  passwordSchema,
  signupBody,
  signupForm,
} from './auth.ts';
import { TEXT } from './texts.ts';

const signup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.COM ',
  password: 'secret1',
  phone: '(416) 555-0100',
  terms: true,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0].message;

describe('auth schemas', () => {
  it('lowercases emails', () => {
    expect(emailSchema.parse(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(loginBody.parse({ email: 'ADA@EXAMPLE.COM', password: 'x' }).email).toBe(
      'ada@example.com',
    );
    expect(firstMessage(emailSchema.safeParse('not-an-email'))).toBe(TEXT.enterValidEmail);
  });

  it('asks for email and password on login', () => {
    expect(firstMessage(loginBody.safeParse({ email: '', password: '' }))).toBe(
      TEXT.enterEmailAndPassword,
    );
  });

  it('needs passwords of at least 6 characters', () => {
    expect(passwordSchema.safeParse('12345').success).toBe(false);
    expect(passwordSchema.safeParse('123456').success).toBe(true);
    expect(changePasswordBody.safeParse({ oldPassword: 'x', newPassword: '123' }).success).toBe(
      false,
    );
  });

  it('asks for the current password when its box is empty', () => {
    const empty = changePasswordBody.safeParse({ oldPassword: '', newPassword: 'brand-new-1' });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['oldPassword'],
      message: 'Enter your current password',
    });
  });

  it('signs up with terms, names, email and a 10-digit phone', () => {
    const parsed = signupBody.parse(signup);
    expect(parsed).toMatchObject({ email: 'ada@example.com', phone: '4165550100', market: 'GTA' });
    expect(firstMessage(signupBody.safeParse({ ...signup, terms: false }))).toBe(
      TEXT.termsRequired,
    );
    expect(signupBody.safeParse({ ...signup, phone: '555-0100' }).success).toBe(false);
  });

  it('requires the repeated password to match', () => {
    expect(signupForm.safeParse({ ...signup, passwordRepeat: 'secret1' }).success).toBe(true);
    const result = signupForm.safeParse({ ...signup, passwordRepeat: 'secret2' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual([
      'passwordRepeat',
    ]);
  });

  it('reports a mismatch while other fields are still empty or invalid', () => {
    const result = signupForm.safeParse({
      password: 'secret1',
      passwordRepeat: 'secret2',
      terms: false,
    });
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('passwordRepeat');
    expect(paths).toContain('email');
  });
});

describe('confirmRedirect', () => {
  it("goes to the url with asterisks as slashes when longer than 2 characters, else '/'", () => {
    expect(confirmRedirect('GTA*list*tours')).toBe('/GTA/list/tours');
    expect(confirmRedirect('*GTA')).toBe('/GTA');
    expect(confirmRedirect('abc')).toBe('/abc');
    expect(confirmRedirect('a')).toBe('/');
    expect(confirmRedirect('ab')).toBe('/');
    expect(confirmRedirect('')).toBe('/');
    expect(confirmRedirect(undefined)).toBe('/');
  });

  it('never leaves the site', () => {
    expect(confirmRedirect('//evil.com')).toBe('/');
    expect(confirmRedirect('**evil.com')).toBe('/');
    expect(confirmRedirect('*\\evil.com')).toBe('/');
    expect(confirmRedirect('\\\\evil.com')).toBe('/');
    expect(confirmRedirect('*\t*evil.com')).toBe('/');
  });
});
