import { isStaff } from '@jaunt/contract';
import type { AuthUser } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * Who belongs to a business (docs/decisions: partner business membership): its owner (the
 * partner in business.user) and the people on its staff list (business.staff[].email), which
 * is how partner-staff and partner-employee accounts are linked to a business.
 */
export const PARTNER_ROLES = ['partner', 'partner-staff', 'partner-employee'] as const;

export const isPartnerRole = (role: string) => (PARTNER_ROLES as readonly string[]).includes(role);

/** Staff (admin, editor) see every business's orders. */
export const seesAllBusinesses = (user: AuthUser) => isStaff(user.role);

/** Partner order calls are for partner roles and staff; a consumer ('user') gets a 403. */
export function assertPartnerSide(user: AuthUser) {
  if (!isPartnerRole(user.role) && !seesAllBusinesses(user)) throw forbidden();
}

/** "Partner-only routes allow partner or admin." */
export function assertPartnerOrAdmin(user: AuthUser) {
  if (user.role !== 'partner' && user.role !== 'admin') throw forbidden();
}

/** Redeem: a member of the order's business, or an admin. */
export const canRedeem = (user: AuthUser, memberOf: readonly string[], businessId: string | null) =>
  user.role === 'admin' ||
  (!!businessId && isPartnerRole(user.role) && memberOf.includes(businessId));
