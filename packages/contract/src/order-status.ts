/**
 * Order status codes (status.val) and the rules built on them, from section 4 of both documents.
 * Codes not listed here ("other order status meanings are not shown") read as `Status {val}`.
 */

/** The name shown for each known code. 300 to 400 are all 'Abandoned' (see statusName). */
export const ORDER_STATUS: Readonly<Record<number, string>> = {
  110: 'Card Entry',
  120: 'Validation Pending',
  130: 'Validation Received',
  140: 'Payment Pending',
  150: 'Payment Received',
  200: 'Manual',
  290: 'Paid, Not Redeemed',
  500: 'Paid, Not Redeemed',
  600: 'Failed',
  700: 'Fully Refunded',
  800: 'Payout Scheduled',
  900: 'Group Payout Scheduled',
  910: 'Payout Pending',
  920: 'Payout Initiated',
  930: 'Payout Paid',
  940: 'Other',
  950: 'Payout Failed',
};

export const ABANDONED_RANGE = { min: 300, max: 400 } as const;

/**
 * 910 has two readings: 'Payout Pending' (both documents' payout list, the one displayed) and
 * 'Cancelled' (the consumer-side name list). Both are kept.
 */
export const STATUS_910_READINGS = { payout: 'Payout Pending', consumer: 'Cancelled' } as const;

/** Placing an order sets this status (as coded, value 150 with this name). */
export const PLACED_ORDER_STATUS = { val: 150, name: 'Stripe Checkout Incomplete' } as const;

/** The display name of a status value. */
export function statusName(val: number): string {
  if (val >= ABANDONED_RANGE.min && val <= ABANDONED_RANGE.max) return 'Abandoned';
  return ORDER_STATUS[val] ?? `Status ${val}`;
}

/** Abandoned: 110, 130, 150 and 300 to 400. */
export const isAbandoned = (val: number): boolean =>
  val === 110 ||
  val === 130 ||
  val === 150 ||
  (val >= ABANDONED_RANGE.min && val <= ABANDONED_RANGE.max);

/** Paid and not yet redeemed: 290 and 500. The partner's redeem form shows only then. */
export const isPaidUnredeemed = (val: number): boolean => val === 290 || val === 500;

export interface OrderStateLike {
  status: { val: number };
  entered?: { status?: boolean | null } | null;
}

/** Customers see 'Booked' once entered.status is set. */
export const isBooked = (order: OrderStateLike): boolean => order.entered?.status === true;

/** Redeemed: entered.status true with status 800 or above. */
export const isRedeemed = (order: OrderStateLike): boolean =>
  isBooked(order) && order.status.val >= 800;

/** Refund is offered for 200 to 299, 500 to 599 and 800 to 999. */
export const isRefundable = (val: number): boolean =>
  (val >= 200 && val <= 299) || (val >= 500 && val <= 599) || (val >= 800 && val <= 999);

/** Analytics count orders with status 290 or at least 800. */
export const countsForAnalytics = (val: number): boolean => val === 290 || val >= 800;

/** Status 600 hides the payout amount. */
export const showsPayoutAmount = (val: number): boolean => val !== 600;

/** 600 and 700 hide the payout row from partners. */
export const showsPayoutRowToPartner = (val: number): boolean => val !== 600 && val !== 700;

/** The only values an admin may set by hand (after a cannot-be-undone confirmation). */
export const ADMIN_SETTABLE = [700, 800, 900, 930, 950] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE)[number];
export const isAdminSettable = (val: number): val is AdminSettableStatus =>
  (ADMIN_SETTABLE as readonly number[]).includes(val);

/**
 * A list filter as inclusive status ranges: the server turns the ranges into SQL, the web
 * matches with matchesStatusFilter(). `ranges: null` means every order.
 */
export interface StatusFilter {
  key: string;
  label: string;
  ranges: readonly (readonly [number, number])[] | null;
}

const REDEEMED_RANGE = [800, 999] as const;
const REFUNDED_RANGE = [700, 700] as const;

/** Purchase History filters (admin): all, redeemed (Sales), manual, refund, failed, abandoned. */
export const ADMIN_ORDER_FILTERS: readonly StatusFilter[] = [
  { key: 'all', label: 'All', ranges: null },
  { key: 'redeemed', label: 'Sales', ranges: [REDEEMED_RANGE] },
  { key: 'manual', label: 'Manual', ranges: [[200, 200]] },
  { key: 'refund', label: 'Refund', ranges: [REFUNDED_RANGE] },
  { key: 'failed', label: 'Failed', ranges: [[600, 600]] },
  {
    key: 'abandoned',
    label: 'Abandoned',
    ranges: [
      [110, 110],
      [130, 130],
      [150, 150],
      [ABANDONED_RANGE.min, ABANDONED_RANGE.max],
    ],
  },
];

/** Partner order list filters: all, unredeemed, redeemed, refund. */
export const PARTNER_ORDER_FILTERS: readonly StatusFilter[] = [
  { key: 'all', label: 'All', ranges: null },
  {
    key: 'unredeemed',
    label: 'Unredeemed',
    ranges: [
      [290, 290],
      [500, 500],
    ],
  },
  { key: 'redeemed', label: 'Redeemed', ranges: [REDEEMED_RANGE] },
  { key: 'refund', label: 'Refund', ranges: [REFUNDED_RANGE] },
];

export const matchesStatusFilter = (filter: StatusFilter, val: number): boolean =>
  filter.ranges === null || filter.ranges.some(([min, max]) => val >= min && val <= max);

/** A filter by key; unknown keys fall back to the first filter ('all'). */
export const findStatusFilter = (filters: readonly StatusFilter[], key: string | undefined) =>
  filters.find((f) => f.key === key) ?? filters[0];

/**
 * What a customer sees of an order (My Purchases, purchase complete): customer words only,
 * never the partner's payout states. The payment steps keep the spec's consumer-side names;
 * paid orders read 'Paid' (or 'Booked' once entered.status is set); 700 'Refunded'; 910 takes
 * its consumer reading 'Cancelled'. Abandoned attempts (110, 130, 150, 300 to 400), failed
 * payments (600) and unknown codes are not purchases: My Purchases leaves them out.
 */
export type CustomerOrderState =
  'pending' | 'paid' | 'booked' | 'refunded' | 'cancelled' | 'not-purchased';

export interface CustomerOrderStatus {
  state: CustomerOrderState;
  label: string;
}

/** Status values a customer sees as a purchase, as inclusive ranges (for SQL and for the web). */
export const CUSTOMER_PURCHASE_FILTER: StatusFilter = {
  key: 'purchases',
  label: 'My Purchases',
  ranges: [
    [120, 120],
    [140, 140],
    [200, 299],
    [500, 599],
    [700, 700],
    [800, 999],
  ],
};

export const isCustomerPurchase = (val: number): boolean =>
  matchesStatusFilter(CUSTOMER_PURCHASE_FILTER, val);

export function customerOrderStatus(order: OrderStateLike): CustomerOrderStatus {
  const val = order.status.val;
  if (!isCustomerPurchase(val)) return { state: 'not-purchased', label: 'Not completed' };
  if (val === 120 || val === 140) return { state: 'pending', label: statusName(val) };
  if (val === 700) return { state: 'refunded', label: 'Refunded' };
  if (val === 910) return { state: 'cancelled', label: STATUS_910_READINGS.consumer };
  if (isBooked(order)) return { state: 'booked', label: 'Booked' };
  return { state: 'paid', label: 'Paid' };
}
