import {
  commissionPercent,
  marketTimeZone,
  payoutAmountCents,
  payoutDate,
  toDollars,
  type PartnerOrderDto,
} from '@jaunt/contract';
import { toOrderDto } from '../orders/orders.presenter.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { PayoutRow } from '../payouts/payouts.repo.ts';
import type { BusinessRow } from './partner-orders.repo.ts';

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
      // The weekday is the business's market's (decision 003): Monday evening in Honolulu is
      // not yet Tuesday.
      date: payoutDate(order.orderDate, marketTimeZone(business?.market ?? '')),
      state: payout?.state ?? null,
      ...(message ? { message } : {}),
    },
  };
}
