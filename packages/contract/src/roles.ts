/** Roles in ascending order of power (spec: guest < partner-staff < partner < user < editor < admin). */
export const ROLES = ['guest', 'partner-staff', 'partner', 'user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number] | 'partner-employee';

/** partner-employee guards only the reporting screen; it ranks with partner. */
export function roleRank(role: string): number {
  if (role === 'partner-employee') return ROLES.indexOf('partner');
  const i = ROLES.indexOf(role as (typeof ROLES)[number]);
  return i < 0 ? 0 : i;
}

/** True when `role` is at least `min` in the role order. */
export function hasRole(role: string | undefined | null, min: Role): boolean {
  return roleRank(role ?? 'guest') >= roleRank(min);
}

/** Sign-up allows only partner or user; any other requested role becomes user. */
export function signupRole(requested: unknown): 'partner' | 'user' {
  return requested === 'partner' ? 'partner' : 'user';
}

export const isStaff = (role: string | undefined | null) => role === 'admin' || role === 'editor';
