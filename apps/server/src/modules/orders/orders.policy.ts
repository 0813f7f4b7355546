import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isStaff, ORDER_ACCESS_HEADER } from '@jaunt/contract';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { OrderRow } from './orders.repo.ts';

export { ORDER_ACCESS_HEADER };

/** Who asks to change or pay an order: a signed-in user, or a guest holding its access token. */
export interface OrderActor {
  user: AuthUser | null;
  access?: string;
}

/** The actor of a request: its session's user and the order access header, if any. */
export function orderActor(req: FastifyRequest): OrderActor {
  const access = req.headers[ORDER_ACCESS_HEADER];
  return { user: req.user ?? null, access: typeof access === 'string' ? access : undefined };
}

export const isOrderOwner = (user: AuthUser | null, order: OrderRow) =>
  !!user && !!order.userId && order.userId === user.id;

function tokenMatches(order: OrderRow, token: string | undefined) {
  if (!token || !order.accessTokenHash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(order.accessTokenHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may change or pay an order: its owner, or, for a guest's order (no account), the holder
 * of its access token. Anyone else is told it does not exist.
 */
export async function findOwnedOrder(actor: OrderActor, find: () => Promise<OrderRow | null>) {
  const order = await find();
  const mine =
    !!order &&
    (isOrderOwner(actor.user, order) || (!order.userId && tokenMatches(order, actor.access)));
  if (!mine) throw notFound('Order not found');
  return order;
}

/**
 * Who may read an order: its owner, staff (admin, editor), or whoever holds the order's
 * own access token (the purchase-complete page without a session). Nobody else.
 */
export const canReadOrder = (user: AuthUser | null, order: OrderRow, accessToken?: string) =>
  isOrderOwner(user, order) || isStaff(user?.role) || tokenMatches(order, accessToken);
