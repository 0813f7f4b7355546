/**
 * Purchase History (/manage-orders, admin): the list query, the order detail with its refunds
 * and staff history, the status editor, refunds. The refund arithmetic lives here so the
 * dialog shows exactly what the server will refund.
 */
import { z } from 'zod';
import { ADMIN_ORDER_FILTERS, isAdminSettable } from './order-status.ts';
import { orderDto } from './orders.ts';

export const ADMIN_ORDER_PAGE_SIZE = 50;

export const adminOrdersQuery = z.object({
  /** Name, email, transaction id or booking code. */
  search: z.string().trim().max(100).optional(),
  filter: z.enum(ADMIN_ORDER_FILTERS.map((f) => f.key) as [string, ...string[]]).default('all'),
  /** The last row's cursor of the previous page (newest first). */
  cursor: z.string().max(200).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const adminOrderRow = z.object({
  _id: z.string(),
  transactionId: z.string(),
  orderNo: z.number(),
  orderDate: z.string(),
  name: z.string(),
  email: z.string(),
  businessId: z.string().nullable(),
  itemName: z.string(),
  quantity: z.number(),
  orderTotal: z.number(),
  currency: z.string(),
  bookingCode: z.string().nullable(),
  status: z.object({ val: z.number(), name: z.string() }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderPage = z.object({
  rows: z.array(adminOrderRow),
  nextCursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const orderRefundDto = z.object({
  id: z.string(),
  /** The request key: sending it again finishes a refund left pending. */
  key: z.string(),
  amount: z.number(),
  lines: z.array(z.object({ index: z.number(), quantity: z.number() })),
  state: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  error: z.string().nullable(),
  by: z.string(),
  created: z.string(),
});
export type OrderRefundDto = z.infer<typeof orderRefundDto>;

export const orderEventDto = z.object({
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  by: z.string(),
  created: z.string(),
});
export type OrderEventDto = z.infer<typeof orderEventDto>;

export const adminOrderDetail = z.object({
  order: orderDto,
  refunds: z.array(orderRefundDto),
  history: z.array(orderEventDto),
  /** What is left to refund, in dollars (the charge less succeeded and pending refunds). */
  refundable: z.number(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const ADMIN_STATUS_ONLY = 'An admin may only set 700, 800, 900, 930 or 950.';

/** PUT /api/orders/admin/updateStatus/{transactionId}. */
export const adminStatusBody = z.object({
  status: z
    .number({ error: ADMIN_STATUS_ONLY })
    .int()
    .refine(isAdminSettable, { message: ADMIN_STATUS_ONLY }),
});

/** PUT /api/stripe/refund/{id}: without lines, everything left is refunded. */
export const refundBody = z.object({
  /** One key per refund request (the dialog makes it): a repeat with it refunds nothing more. */
  key: z.string().trim().min(8).max(100),
  lines: z
    .array(
      z.object({
        index: z.number().int().min(0).max(99),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .max(100)
    .optional(),
});
export type RefundBody = z.input<typeof refundBody>;

export const CHOOSE_ITEMS = 'Choose at least one item to refund.';

export interface RefundableItem {
  priceCents: number;
  quantity: number;
  /** Cents of this item already refunded. */
  refundTotalCents?: number;
}

/** The items' subtotal in cents: price times quantity, summed. */
const subtotalCents = (items: RefundableItem[]) =>
  items.reduce((s, i) => s + i.priceCents * i.quantity, 0);

/**
 * The cents of the charge that `quantity` of `item` stands for: its price times the quantity,
 * scaled by charge / subtotal so tax and fees go back in proportion, rounded to the cent.
 */
const shareCents = (
  item: RefundableItem,
  quantity: number,
  chargeCents: number,
  subtotal: number,
) => Math.round((item.priceCents * quantity * chargeCents) / subtotal);

/**
 * The cents a refund of `lines` comes to: each line's share of the charge (its price times the
 * quantity, scaled by charge / subtotal so tax and fees go back in proportion), never more than
 * what is left of the item or of the charge. Without lines: everything left of the charge; an
 * empty list of lines is a mistake, not a full refund.
 * Returns an error text instead of a number when the lines are not valid for the order.
 */
export function refundCents(
  order: { chargeCents: number; refundedCents: number; items: RefundableItem[] },
  lines?: { index: number; quantity: number }[],
): number | { error: string } {
  const left = Math.max(0, order.chargeCents - order.refundedCents);
  if (!lines) return left;
  if (lines.length === 0) return { error: CHOOSE_ITEMS };
  const subtotal = subtotalCents(order.items);
  if (subtotal <= 0) return { error: 'This order has no items to refund.' };
  let cents = 0;
  for (const line of lines) {
    const item = order.items[line.index];
    if (!item) return { error: `The order has no item ${line.index + 1}.` };
    if (line.quantity > item.quantity)
      return { error: `Item ${line.index + 1} has only ${item.quantity} to refund.` };
    const share = shareCents(item, line.quantity, order.chargeCents, subtotal);
    const itemShare = shareCents(item, item.quantity, order.chargeCents, subtotal);
    cents += Math.min(share, Math.max(0, itemShare - (item.refundTotalCents ?? 0)));
  }
  return Math.min(cents, left);
}

/**
 * The items once a refund of `lines` has gone through (without lines: all of every item), for
 * the order to store: each refunded item is marked, and its refunded cents grow by the lines'
 * share of the charge (as refundCents counts it), never past the item's own share. Items the
 * refund leaves alone come back as they were.
 */
export function itemsAfterRefund<T extends RefundableItem>(
  order: { chargeCents: number; items: T[] },
  lines?: { index: number; quantity: number }[],
): (T & { refunded?: boolean; refundTotalCents?: number })[] {
  const subtotal = subtotalCents(order.items) || 1;
  const chosen = lines ?? order.items.map((i, index) => ({ index, quantity: i.quantity }));
  return order.items.map((item, index) => {
    const line = chosen.find((l) => l.index === index);
    if (!line) return item;
    const total = Math.min(
      shareCents(item, item.quantity, order.chargeCents, subtotal),
      (item.refundTotalCents ?? 0) + shareCents(item, line.quantity, order.chargeCents, subtotal),
    );
    return { ...item, refunded: true, refundTotalCents: total };
  });
}

/** Dollars refunded so far on an order (its items' refund totals), for every order view. */
export const refundedAmount = (order: { items: { refundTotal: number }[] }): number =>
  Math.round(order.items.reduce((s, i) => s + i.refundTotal * 100, 0)) / 100;
