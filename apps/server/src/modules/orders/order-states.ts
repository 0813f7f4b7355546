import { PLACED_ORDER_STATUS, statusName } from '@jaunt/contract';
import type { OrderStatusInfo } from '../../db/schema/index.ts';

/** Placed, not paid: the consumer's own pre-payment steps. A confirm may start from these. */
export const PAYABLE_STATUSES = [110, 120, 130, PLACED_ORDER_STATUS.val] as const;
/** Claimed by one confirm while the processor is asked (the spec's 140 Payment Pending). */
export const PAYMENT_PENDING = 140;
/** Not paid yet, claimed or not: a succeeded intent may still bring these to paid. */
export const UNPAID_STATUSES = [...PAYABLE_STATUSES, PAYMENT_PENDING] as const;
/** Paid, not yet redeemed. Only the payment provider's answer leads here. */
export const PAID = 290;

/** The stored `status` object of a value (names as the demo data uses them). */
export function statusInfo(val: number): OrderStatusInfo {
  if (val === PLACED_ORDER_STATUS.val) {
    return { name: PLACED_ORDER_STATUS.name, status: 'incomplete' };
  }
  if (val === PAYMENT_PENDING) return { name: statusName(val), status: 'processing' };
  if (val === PAID) return { name: 'Paid', status: 'succeeded' };
  return { name: statusName(val), status: val < PAYMENT_PENDING ? 'incomplete' : 'other' };
}

export const isPayable = (val: number) => (PAYABLE_STATUSES as readonly number[]).includes(val);
/** Paid at some point: 200 (manual) and everything from 290 on except the failed 600. */
export const wasPaid = (val: number) => val >= 200 && val !== 600 && !(val >= 300 && val <= 400);
