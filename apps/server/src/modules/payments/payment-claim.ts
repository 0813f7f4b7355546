import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { PAYABLE_STATUSES, PAYMENT_PENDING, statusInfo } from '../orders/order-states.ts';
import type { OrderRow } from '../orders/orders.repo.ts';

/**
 * A confirm claims its order by moving it to 'Payment Pending' (140); the claim is a lease
 * that lasts this long from the order's `updated` time. A process that dies mid-confirm leaves
 * the order at 140: once the lease has run out, the customer's retry takes the claim over
 * (the provider charges an intent at most once, so this never charges twice).
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

export const leaseLive = (order: Pick<OrderRow, 'statusVal' | 'updated'>, now = new Date()) =>
  order.statusVal === PAYMENT_PENDING && order.updated.getTime() > now.getTime() - CLAIM_LEASE_MS;

/** Claims the order for one confirm: from a payable status, or from an expired claim. */
export async function claimPayment(db: Db, id: string, now = new Date()): Promise<OrderRow | null> {
  const expired = new Date(now.getTime() - CLAIM_LEASE_MS);
  const [row] = await db
    .update(orders)
    .set({ statusVal: PAYMENT_PENDING, status: statusInfo(PAYMENT_PENDING), updated: now })
    .where(
      and(
        eq(orders.id, id),
        or(
          inArray(orders.statusVal, [...PAYABLE_STATUSES]),
          and(eq(orders.statusVal, PAYMENT_PENDING), lt(orders.updated, expired)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}
