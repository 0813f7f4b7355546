/**
 * The partner order calls (partner-and-staff sections 2, 4, 5, 7 and 9): the order list with
 * its payout line, redeem, and customer purchases per day for the reporting screen.
 */
import { z } from 'zod';
import { bookingCode } from './identifiers.ts';
import { orderDto } from './orders.ts';
import { TEXT } from './texts.ts';

export const PARTNER_FILTER_KEYS = ['all', 'unredeemed', 'redeemed', 'refund'] as const;
export type PartnerFilterKey = (typeof PARTNER_FILTER_KEYS)[number];

/** ?filter (all, unredeemed, redeemed, refund) and paging for the partner order lists. */
export const partnerOrdersQuery = z.object({
  filter: z.enum(PARTNER_FILTER_KEYS).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** What the partner is paid for an order, computed with the contract's payout rules. */
export const partnerPayoutDto = z.object({
  /** Dollars; null when the commission is 100 (paid by hand: 'Payout Amount: Manual'). */
  amount: z.number().nullable(),
  manual: z.boolean(),
  /**
   * The payout date (YYYY-MM-DD): from the order date, or for a business paid through FareHarbor
   * the 30th day after the month of service (decision 040).
   */
  date: z.string(),
  /** FareHarbor pays this business: no transfer of ours is scheduled (decision 040). */
  throughFareHarbor: z.boolean(),
  /** scheduled | processing | paid | failed | cancelled, once the order is redeemed. */
  state: z.string().nullable(),
  /** Why a payout or a transfer reversal failed. */
  message: z.string().optional(),
});

export const partnerOrderDto = orderDto.extend({
  businessName: z.string(),
  commission: z.number(),
  payout: partnerPayoutDto,
});
export type PartnerOrderDto = z.infer<typeof partnerOrderDto>;
export const partnerOrderListResponse = z.array(partnerOrderDto);

/** A booking code after normalisation: letters, digits and dashes, at most 40. */
export const BOOKING_CODE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
const codeAndDate = TEXT.redeemNeedsCodeAndDate;

/**
 * PUT /api/stripe/transfer/{id} (redeem): the booking code as typed (normalised here: uppercased,
 * 4-4 dash) and the booking date as the timestamp the screen sends (date + 1 hour) or YYYY-MM-DD.
 */
export const redeemBody = z.object({
  bookingCode: z
    .string({ error: codeAndDate })
    .trim()
    .min(1, codeAndDate)
    .max(40, 'The booking code is at most 40 characters.')
    .transform(bookingCode)
    .pipe(
      z.string().regex(BOOKING_CODE, 'Use only letters, digits and dashes in the booking code.'),
    ),
  bookingDate: z.union(
    [z.number().int().min(0).max(8.64e15), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, codeAndDate)],
    { error: codeAndDate },
  ),
});
export type RedeemBody = z.input<typeof redeemBody>;

/** The booking date a redeem stores (YYYY-MM-DD): the timestamp's UTC day (US/Canada zones). */
export function redeemBookingDay(value: number | string): string {
  if (typeof value === 'string') return value;
  return new Date(value).toISOString().slice(0, 10);
}

/** Hawaii (UTC-10) is the westernmost zone of the markets: its day starts an order's day last. */
const WESTERNMOST_OFFSET_MS = -10 * 60 * 60 * 1000;

/**
 * The first day an order can be booked for ('YYYY-MM-DD'): the day it was placed. The order's
 * instant is read in the westernmost market zone, so a booking on the local order day is never
 * refused wherever the partner is.
 */
export function earliestBookingDay(orderDate: string | Date): string {
  const placed = new Date(orderDate).getTime();
  return new Date(placed + WESTERNMOST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Why a booking day ('YYYY-MM-DD') cannot be the one of an order placed at `orderDate`, or null. */
export function bookingDateIssue(bookingDay: string, orderDate: string | Date): string | null {
  const first = earliestBookingDay(orderDate);
  if (bookingDay >= first) return null;
  const shown = new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return `The booking date cannot be before the order date (${shown}).`;
}

export const REPORT_TYPES = ['Purchases', 'Dollars'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const FIRST_REPORT_YEAR = 2017;

/** The reporting years: 2017 to the current year. */
export function reportYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = FIRST_REPORT_YEAR; y <= now.getFullYear(); y++) years.push(y);
  return years;
}

export const dailyPurchasesQuery = z.object({
  year: z.coerce.number().int().min(FIRST_REPORT_YEAR).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  type: z.enum(REPORT_TYPES).default('Dollars'),
});

export const dailyPurchasesResponse = z.object({
  year: z.number(),
  month: z.number(),
  type: z.enum(REPORT_TYPES),
  currency: z.string(),
  /** One entry per day of the month: the count of orders, or their total in dollars. */
  days: z.array(z.object({ day: z.number(), value: z.number() })),
});
export type DailyPurchases = z.infer<typeof dailyPurchasesResponse>;

export const payoutRunResponse = z.object({
  claimed: z.number(),
  paid: z.number(),
  failed: z.number(),
  /** Transfer reversals that failed and still need a person (never dropped). */
  reversalFailures: z.array(
    z.object({
      orderId: z.string(),
      transactionId: z.string(),
      businessId: z.string(),
      message: z.string(),
      at: z.string(),
    }),
  ),
});
export type PayoutRun = z.infer<typeof payoutRunResponse>;
