import { TEXT } from '@jaunt/contract';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { BusinessRow } from './business.repo.ts';

const isAdmin = (u: AuthUser) => u.role === 'admin';
const isStaffOf = (u: AuthUser, b: BusinessRow) =>
  b.staff.some((s) => s.email.toLowerCase() === u.email.toLowerCase());

/** Partner-only calls allow a partner or an admin (section 6); a plain user is refused. */
export function assertPartner(actor: AuthUser): void {
  if (actor.role !== 'partner' && !isAdmin(actor)) throw forbidden(TEXT.noPermission);
}

/**
 * Who may read a business: staff (admin, editor) all; its owner partner; partner-staff and
 * partner-employees listed on it. Others get a 404 (no hint that it exists).
 */
export function assertCanReadBusiness(actor: AuthUser, b: BusinessRow | undefined): BusinessRow {
  if (!b) throw notFound('Business not found');
  if (isAdmin(actor) || actor.role === 'editor') return b;
  if (b.userId === actor.id) return b;
  if (['partner-staff', 'partner-employee', 'partner'].includes(actor.role) && isStaffOf(actor, b))
    return b;
  throw notFound('Business not found');
}

/** Only the owner partner or an admin changes a business. */
export function assertCanEditBusiness(actor: AuthUser, b: BusinessRow | undefined): BusinessRow {
  const found = assertCanReadBusiness(actor, b);
  if (isAdmin(actor)) return found;
  if (actor.role !== 'partner' || found.userId !== actor.id) throw forbidden(TEXT.noPermission);
  return found;
}
