import { eq } from 'drizzle-orm';
import { formatPrice } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { businesses, users } from '../../db/schema/index.ts';

/**
 * Tells a business that a payout did not go through (order 950): the business's address and its
 * owner's get the amount, the processor's reason and where to fix the bank details. A mail that
 * cannot be sent is logged; the payout's state stays as recorded either way.
 */
export async function mailPayoutFailed(
  ctx: AppContext,
  payout: { businessId: string; amountCents: number; currency: string },
  transactionId: string,
  reason: string,
) {
  const [row] = await ctx.db
    .select({ name: businesses.name, email: businesses.email, owner: users.email })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.businessId, payout.businessId));
  if (!row) return;
  const to = [...new Set([row.email, row.owner].filter((e): e is string => !!e))];
  const base = ctx.config.publicUrl;
  const amount = formatPrice(payout.amountCents, payout.currency);
  for (const email of to) {
    await ctx.mailer
      .send({
        to: email,
        kind: 'payout-failed',
        subject: `Your payout for order ${transactionId} did not go through`,
        text: [
          `Hello ${row.name},`,
          '',
          `We could not send your payout of ${amount} for order ${transactionId}.`,
          `The payment processor said: ${reason}`,
          '',
          `Please check your banking information: ${base}/partner-portal/banking-information`,
          `The order shows 'Payout Failed' in Customer Purchases until our team sends it again:`,
          `${base}/partner-portal/customer-purchases`,
        ].join('\n'),
      })
      .catch((err: unknown) => ctx.log.error({ err, transactionId }, 'payout-failed mail failed'));
  }
}
