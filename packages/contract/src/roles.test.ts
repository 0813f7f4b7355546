import { describe, expect, it } from 'vitest';
import { ROLES, hasRole, isStaff, roleRank, signupRole } from './roles.ts';

describe('roles', () => {
  it('orders guest < partner-staff < partner < user < editor < admin', () => {
    expect(ROLES).toEqual(['guest', 'partner-staff', 'partner', 'user', 'editor', 'admin']);
    const ranks = ROLES.map(roleRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ROLES.length);
  });

  it('allows a role at or above the minimum only', () => {
    expect(hasRole('admin', 'editor')).toBe(true);
    expect(hasRole('user', 'user')).toBe(true);
    expect(hasRole('partner', 'user')).toBe(false);
    expect(hasRole('partner', 'partner-staff')).toBe(true);
    expect(hasRole('partner-staff', 'partner')).toBe(false);
    expect(hasRole('editor', 'admin')).toBe(false);
  });

  it('treats a missing or unknown role as a guest', () => {
    expect(hasRole(null, 'partner-staff')).toBe(false);
    expect(hasRole(undefined, 'guest')).toBe(true);
    expect(hasRole('superuser', 'partner-staff')).toBe(false);
  });

  it('ranks partner-employee with partner', () => {
    expect(hasRole('partner-employee', 'partner-employee')).toBe(true);
    expect(hasRole('partner', 'partner-employee')).toBe(true);
    expect(hasRole('partner-staff', 'partner-employee')).toBe(false);
    expect(hasRole('partner-employee', 'user')).toBe(false);
  });

  it('lets sign-up choose only partner or user', () => {
    expect(signupRole('partner')).toBe('partner');
    expect(signupRole('user')).toBe('user');
    expect(signupRole('admin')).toBe('user');
    expect(signupRole('editor')).toBe('user');
    expect(signupRole(undefined)).toBe('user');
    expect(signupRole(['partner'])).toBe('user');
  });

  it('calls admins and editors staff', () => {
    expect(['admin', 'editor', 'user', 'partner', null].map(isStaff)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
