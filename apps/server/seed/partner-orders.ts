import {
  bookingCode,
  commissionPercent,
  isPricingVaries,
  payoutAmountCents,
  payoutDate,
  statusName,
} from '@jaunt/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { businesses, payouts, products, variants } from '../src/db/schema/index.ts';
import { createOrder, type ProductWithVariants, type Rng, type User } from './factories/index.ts';

const CUSTOMERS = [
  ['Maya', 'Chen'],
  ['Liam', 'Okafor'],
  ['Sofia', 'Rossi'],
  ['Ethan', 'Tremblay'],
  ['Ava', 'Singh'],
  ['Lucas', 'Martin'],
  ['Zoe', 'Nguyen'],
  ['Owen', 'MacLeod'],
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_ORDER_ERROR = 'Paid by phone: check the customer’s photo ID at check-in.';
export const DEMO_PAYOUT_FAILURE =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers.';

async function ownProducts(tx: Tx, businessId: string): Promise<ProductWithVariants[]> {
  const list = await tx
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.active, true)))
    .orderBy(asc(products.sku));
  const out: ProductWithVariants[] = [];
  for (const p of list) {
    if (isPricingVaries(p.lowestPriceCents)) continue;
    const vs = await tx
      .select()
      .from(variants)
      .where(and(eq(variants.productId, p.id), eq(variants.active, true)))
      .orderBy(asc(variants.position));
    const priced = vs.filter((v) => !isPricingVaries(v.priceCents));
    if (priced.length) out.push({ ...p, variants: priced } as ProductWithVariants);
    if (out.length >= 4) break;
  }
  return out;
}

/**
 * The demo partner's order book (partner@jaunt.test): customer orders in every partner-visible
 * status (unredeemed 290/500 with one order error, redeemed 800 with a scheduled payout, payout
 * paid 930, payout failed 950, refunded 700, failed payment 600), spread over this month and the
 * two before so the reporting chart has bars. The employee joins the business's staff list.
 * Dates follow the seeding day; everything else comes from `rng`.
 */
export async function seedPartnerOrders(
  tx: Tx,
  rng: Rng,
  opts: { businessId: string; employee?: User; now?: Date },
) {
  const now = opts.now ?? new Date();
  const [business] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.businessId, opts.businessId));
  if (!business) return;
  if (opts.employee) {
    const member = {
      name: opts.employee.name,
      email: opts.employee.email,
      phone: opts.employee.phone,
    };
    await tx
      .update(businesses)
      .set({
        staff: sql`${businesses.staff} || ${JSON.stringify([member])}::jsonb`,
        // A sandbox connected account unless the business already has one.
        stripe: sql`${JSON.stringify({ account: 'acct_sandbox_harbourfront' })}::jsonb || ${businesses.stripe}`,
      })
      .where(eq(businesses.id, business.id));
  }
  const own = await ownProducts(tx, opts.businessId);
  if (!own.length) return;
  const commission = commissionPercent(business);

  const place = async (statusVal: number, orderDate: Date, extra: Record<string, unknown> = {}) => {
    const [firstName, lastName] = rng.pick(CUSTOMERS);
    const order = await createOrder(tx, {
      product: rng.pick(own),
      quantity: rng.int(1, 4),
      statusVal,
      orderDate,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.test`.toLowerCase(),
      phone: `416555${String(rng.int(1000, 9999))}`,
      bookingCode: statusVal >= 800 ? bookingCode(rng.code(8)) : null,
      entered:
        statusVal >= 800
          ? {
              status: true,
              bookingDate: new Date(orderDate.getTime() + 3 * DAY_MS).toISOString().slice(0, 10),
            }
          : { status: false },
      refundDate: statusVal === 700 ? new Date(orderDate.getTime() + 2 * DAY_MS) : null,
      ...extra,
    });
    if (statusVal >= 800) {
      const amount = payoutAmountCents(order.shipping.afterTaxCents, commission);
      if (amount !== 'manual') {
        const paid = statusVal === 930;
        const failed = statusVal === 950;
        await tx.insert(payouts).values({
          orderId: order.id,
          businessId: opts.businessId,
          amountCents: amount,
          currency: order.currency,
          dueDate: payoutDate(order.orderDate),
          state: paid ? 'paid' : failed ? 'failed' : 'scheduled',
          attempts: paid || failed ? 1 : 0,
          destination: paid || failed ? 'acct_sandbox_harbourfront' : null,
          transferId: paid ? `tr_sb_demo_${rng.code(12).toLowerCase()}` : null,
          error: failed ? DEMO_PAYOUT_FAILURE : null,
          paidAt: paid ? new Date(payoutDate(order.orderDate)) : null,
        });
      }
    }
    return order;
  };

  // This month (to today) and the two months before: purchases for the reporting chart.
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1);
  for (let t = start; t <= now.getTime() - DAY_MS; t += DAY_MS) {
    const count = rng.int(0, 2);
    for (let i = 0; i < count; i++) {
      const when = new Date(t + rng.int(14, 22) * 60 * 60 * 1000);
      // Paid out when the payout date has passed, scheduled otherwise.
      const redeemed = payoutDate(when) < now.toISOString().slice(0, 10) ? 930 : 800;
      await place(rng.chance(0.8) ? redeemed : 290, when);
    }
  }
  // One of each status the partner works with, dated recently.
  const recent = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await place(500, recent(1), {
    error: DEMO_ORDER_ERROR,
    status: { name: statusName(500), status: 'succeeded' },
  });
  await place(290, recent(2));
  await place(800, recent(1));
  await place(950, recent(20), {
    status: { name: statusName(950), status: 'other', message: DEMO_PAYOUT_FAILURE },
  });
  await place(700, recent(6));
  await place(600, recent(4), {
    status: { name: statusName(600), status: 'failed', message: 'Your card was declined.' },
  });
}
