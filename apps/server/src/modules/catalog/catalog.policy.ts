import { isStaff } from '@jaunt/contract';

type Viewer = { role: string } | null | undefined;

/** Editors and admins see inactive products, variants and feature pages; everyone else gets 404. */
export const canSeeInactive = (user: Viewer) => isStaff(user?.role);

/** Commission is admin-only. */
export const canSeeCommission = (user: Viewer) => user?.role === 'admin';
