import { eq } from 'drizzle-orm';
import { formatPrice } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { orders, users } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import { chargeCentsOf } from '../orders/orders.presenter.ts';
import type { PaymentIntent } from './provider.ts';

export async function findOrderByIntent(ctx: AppContext, intentId: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId))
    .limit(1);
  return row ?? null;
}

/** True when the provider's charge is exactly the order's total, in the order's currency. */
export function chargeMatches(
  order: OrderRow,
  charged: Pick<PaymentIntent, 'amountCents' | 'currency'>,
) {
  return (
    charged.amountCents === chargeCentsOf(order) &&
    charged.currency.toLowerCase() === order.currency.toLowerCase()
  );
}

/**
 * A succeeded payment that does not match its order: the order stays unpaid, the error is
 * logged, and every admin gets a mail to look at it.
 */
export async function alertPaymentMismatch(
  ctx: AppContext,
  order: OrderRow,
  charged: Pick<PaymentIntent, 'id' | 'amountCents' | 'currency'>,
) {
  const expected = formatPrice(chargeCentsOf(order), order.currency);
  const got = formatPrice(charged.amountCents, charged.currency.toUpperCase());
  ctx.log.error(
    {
      orderId: order.id,
      intentId: charged.id,
      expectedCents: chargeCentsOf(order),
      expectedCurrency: order.currency,
      chargedCents: charged.amountCents,
      chargedCurrency: charged.currency,
    },
    'payment does not match the order; the order is left unpaid',
  );
  const admins = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const { email } of admins) {
    await ctx.mailer
      .send({
        to: email,
        kind: 'payment-mismatch',
        subject: `Payment check failed for order ${order.transactionId}`,
        text: [
          `The payment ${charged.id} for order ${order.transactionId} succeeded at the card processor,`,
          `but it charged ${got} where the order totals ${expected}.`,
          '',
          'The order was left unpaid. Please check the payment with the processor and refund or',
          'settle it by hand.',
        ].join('\n'),
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'payment mismatch alert mail failed'));
  }
}
