/**
 * Partner payouts (partner-and-staff section 9 and the vendor agreement).
 * See docs/decisions/003-payout-date.md for the payout date rule with worked examples.
 */
import { roundHalfAwayFromZero } from './money.ts';
import { paidThroughFareHarbor } from './onboarding.ts';

/** "2.9% payment processing fee on the amount after commission". */
export const PROCESSING_FEE_PERCENT = 2.9;
/** Commission 100 means the partner is paid by hand. */
export const MANUAL_COMMISSION = 100;
/** The vendor agreement's commission for a business paid through FareHarbor. */
export const FAREHARBOR_COMMISSION = 20;
export const PAYOUT_MANUAL_TEXT = 'Payout Amount: Manual';

/** The commission that applies: 20% for the FareHarbor payout case, else business.commission. */
export const commissionPercent = (business: {
  commission: number;
  payoutPreference?: string | null;
  integration?: { name: string } | null;
}): number =>
  paidThroughFareHarbor({
    payoutPreference: business.payoutPreference,
    integration: business.integration?.name,
  })
    ? FAREHARBOR_COMMISSION
    : business.commission;

/**
 * When FareHarbor pays a business for a service day ('YYYY-MM-DD'): "within 30 days after the
 * month of service", so by the 30th day after that month's last day.
 */
export function fareHarborPayoutDate(serviceDay: string): string {
  const [year, month] = serviceDay.split('-').map(Number);
  if (!year || !month) throw new RangeError(`Invalid service day: ${serviceDay}`);
  // Day 0 of the next month (`month` is 1-based) is this month's last day; day 30, 30 days on.
  return new Date(Date.UTC(year, month, 30)).toISOString().slice(0, 10);
}

export interface PayoutBreakdown {
  /** after-tax x (1 - commission %), rounded to the cent. */
  afterCommissionCents: number;
  /** 2.9% of the amount after commission, rounded to the cent. */
  processingFeeCents: number;
  /** afterCommission - processingFee: what the partner receives. */
  payoutCents: number;
}

/**
 * The payout lines for an order: "after-tax total times (1 minus commission percent) minus 2.9
 * percent", the 2.9% being taken from the amount after commission (vendor agreement). Each line
 * is rounded to the cent so that the lines add up. 'manual' when the commission is 100.
 */
export function payoutBreakdown(
  afterTaxCents: number,
  commission: number,
): PayoutBreakdown | 'manual' {
  if (commission === MANUAL_COMMISSION) return 'manual';
  if (!(commission >= 0 && commission < 100)) {
    throw new RangeError(`Commission must be between 0 and 100, got ${commission}`);
  }
  const afterCommissionCents = roundHalfAwayFromZero((afterTaxCents * (100 - commission)) / 100);
  const processingFeeCents = roundHalfAwayFromZero(
    (afterCommissionCents * PROCESSING_FEE_PERCENT) / 100,
  );
  return {
    afterCommissionCents,
    processingFeeCents,
    payoutCents: afterCommissionCents - processingFeeCents,
  };
}

/** The partner's payout for an order in cents, or 'manual' (shown as 'Payout Amount: Manual'). */
export function payoutAmountCents(afterTaxCents: number, commission: number): number | 'manual' {
  const lines = payoutBreakdown(afterTaxCents, commission);
  return lines === 'manual' ? lines : lines.payoutCents;
}

/** Orders are dated in the default market's time zone unless the caller names another. */
export const PAYOUT_TIME_ZONE = 'America/Toronto';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SATURDAY = 6;
const TUESDAY = 2;

/** The calendar date and weekday (0 Sunday to 6 Saturday) of an instant in a time zone. */
function calendarDay(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

/**
 * The payout date ('YYYY-MM-DD') for an order: "if the weekday is Tuesday or later, end of that
 * week plus 11 days; otherwise end of week plus 4 days". Weeks run Sunday to Saturday, so the
 * end of the week is the coming Saturday (the order's own day when it is a Saturday) and Sunday
 * and Monday are "before Tuesday". Every payout therefore falls on a Wednesday.
 */
export function payoutDate(orderDate: Date | string, timeZone: string = PAYOUT_TIME_ZONE): string {
  const instant = new Date(orderDate);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid order date');
  const { year, month, day, weekday } = calendarDay(instant, timeZone);
  const toEndOfWeek = SATURDAY - weekday;
  const extra = weekday >= TUESDAY ? 11 : 4;
  return new Date(Date.UTC(year, month - 1, day + toEndOfWeek + extra)).toISOString().slice(0, 10);
}
