import { isStaff } from '@jaunt/contract';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ListRow } from './lists.repo.ts';

/** Only the owner (matching email) changes a list. */
export const isOwner = (user: AuthUser | null, list: ListRow) =>
  !!user && user.email === list.email;

/** A user's lists are read by that user, and by admins and editors. */
export const mayReadListsOf = (user: AuthUser, email: string) =>
  user.email === email.toLowerCase() || isStaff(user.role);

export const mayDeleteList = (user: AuthUser, list: ListRow) =>
  isOwner(user, list) || user.role === 'admin';

/** The owner's email is shown to the owner and to staff. */
export const maySeeOwnerEmail = (user: AuthUser | null, list: ListRow) =>
  isOwner(user, list) || isStaff(user?.role);
