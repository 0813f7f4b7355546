import { TEXT } from '@jaunt/contract';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** A user edits their own account; an admin edits anyone's. */
export function assertCanEditUser(actor: AuthUser, targetId: string): void {
  if (actor.id !== targetId && actor.role !== 'admin') throw forbidden(TEXT.noPermission);
}

/** Only the account's owner changes its password (admins included: they use a reset). */
export function assertIsSelf(actor: AuthUser, targetId: string): void {
  if (actor.id !== targetId) throw forbidden(TEXT.noPermission);
}

/** Role, email and confirmation status change only by an admin (unchanged values pass). */
export function assertMayChangeAccountFields(
  actor: AuthUser,
  target: { role: string; email: string; confirmedEmail: boolean },
  changes: { role?: string; email?: string; confirmedEmail?: boolean },
): void {
  if (actor.role === 'admin') return;
  const changed =
    (changes.role !== undefined && changes.role !== target.role) ||
    (changes.email !== undefined && changes.email !== target.email) ||
    (changes.confirmedEmail !== undefined && changes.confirmedEmail !== target.confirmedEmail);
  if (changed) throw forbidden(TEXT.noPermission);
}

/** A business's staff list is for its owner and admins. */
export function assertCanSeeBusinessStaff(
  actor: AuthUser,
  business: { userId: string | null },
): void {
  if (actor.role !== 'admin' && business.userId !== actor.id) throw forbidden(TEXT.noPermission);
}
