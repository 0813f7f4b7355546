import {
  commissionPercent,
  fareHarborPayoutDate,
  localDateOf,
  marketTimeZone,
  paidThroughFareHarbor,
  payoutAmountCents,
  payoutDate,
  toDollars,
  type PartnerOrderDto,
} from '@jaunt/contract';
import { toOrderDto } from '../orders/orders.presenter.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { PayoutRow } from '../payouts/payouts.repo.ts';
import type { BusinessRow } from './partner-orders.repo.ts';

/** FareHarbor pays this business (decision 040): our payout run pays it nothing. */
export const isPaidThroughFareHarbor = (business: BusinessRow | undefined) =>
  !!business &&
  paidThroughFareHarbor({
    payoutPreference: business.payoutPreference,
    integration: business.integration?.name,
  });

/**
 * When the partner is paid for an order: the spec's weekday rule from the order date, read in
 * the business's market (decision 003: Monday evening in Honolulu is not yet Tuesday); for a
 * business FareHarbor pays, 30 days after the month of service (the booking day once redeemed,
 * else the order's day).
 */
export function partnerPayoutDate(order: OrderRow, business: BusinessRow | undefined): string {
  const zone = marketTimeZone(business?.market ?? '');
  if (!isPaidThroughFareHarbor(business)) return payoutDate(order.orderDate, zone);
  const booked = order.entered?.bookingDate;
  return fareHarborPayoutDate(
    booked ? String(booked).slice(0, 10) : localDateOf(new Date(order.orderDate), zone),
  );
}

/**
 * An order as its partner sees it: the order (without payment details) plus the payout line,
 * computed with the contract's rules: after-tax x (1 - commission) - 2.9%, 'manual' at 100,
 * and the payout date from the order date. A scheduled payout's own amount wins.
 */
export function toPartnerOrderDto(
  order: OrderRow,
  business: BusinessRow | undefined,
  payout: PayoutRow | undefined,
): PartnerOrderDto {
  const commission = business ? commissionPercent(business) : 0;
  const computed = payoutAmountCents(order.shipping.afterTaxCents, commission);
  const manual = computed === 'manual';
  const cents = payout ? payout.amountCents : manual ? null : computed;
  const message =
    payout?.reversalError ??
    order.status.message ??
    (payout?.state === 'failed' ? payout.error : null);
  return {
    ...toOrderDto(order),
    payment: {},
    businessName: business?.name ?? '',
    commission,
    payout: {
      amount: cents === null ? null : toDollars(cents),
      manual,
      date: partnerPayoutDate(order, business),
      throughFareHarbor: isPaidThroughFareHarbor(business),
      state: payout?.state ?? null,
      ...(message ? { message } : {}),
    },
  };
}
