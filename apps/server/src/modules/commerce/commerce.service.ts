import { toDollars, type couponDto, type shippingDto } from '@jaunt/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findCouponByCode, listShippingRules } from './commerce.repo.ts';

const COUPON_NOT_FOUND = 'This coupon code is not valid.';

/** An active coupon by code; inactive and unknown codes read the same (404). */
export async function getCoupon(ctx: AppContext, code: string): Promise<z.infer<typeof couponDto>> {
  const c = await findCouponByCode(ctx.db, code);
  if (!c || !c.active) throw notFound(COUPON_NOT_FOUND);
  return {
    code: c.code,
    amount: toDollars(c.amountCents),
    minimumCartValue: toDollars(c.minimumCartValueCents),
    active: c.active,
    info: c.info,
    type: c.type,
  };
}

/**
 * The cheapest shipping rule of a country. Experiences ship nothing, so a country without a
 * rule gets a free one (the spec: shipping charge is effectively 0).
 */
export async function bestShipping(
  ctx: AppContext,
  country: string,
  active?: boolean,
): Promise<z.infer<typeof shippingDto>> {
  const [best] = await listShippingRules(ctx.db, country, active);
  if (!best) {
    return {
      carrier: '',
      charge: 0,
      freeShipping: 0,
      minWeight: 0,
      maxWeight: 0,
      country,
      active: true,
    };
  }
  return {
    carrier: best.carrier,
    charge: toDollars(best.chargeCents),
    freeShipping: toDollars(best.freeShippingCents),
    minWeight: best.minWeight,
    maxWeight: best.maxWeight,
    country: best.country,
    active: best.active,
  };
}
