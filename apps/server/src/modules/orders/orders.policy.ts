import { timingSafeEqual } from 'node:crypto';
import { isStaff } from '@jaunt/contract';
import type { AuthUser } from '../../plugins/auth.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { OrderRow } from './orders.repo.ts';

/** The header that carries an order's access token (returned by POST /api/orders). */
export const ORDER_ACCESS_HEADER = 'x-order-access';

export const isOrderOwner = (user: AuthUser | null, order: OrderRow) =>
  !!user && !!order.userId && order.userId === user.id;

function tokenMatches(order: OrderRow, token: string | undefined) {
  if (!token || !order.accessTokenHash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(order.accessTokenHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read an order: its owner, staff (admin, editor), or whoever holds the order's
 * own access token (the purchase-complete page without a session). Nobody else.
 */
export const canReadOrder = (user: AuthUser | null, order: OrderRow, accessToken?: string) =>
  isOrderOwner(user, order) || isStaff(user?.role) || tokenMatches(order, accessToken);
