import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, shippingRules } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type ShippingRuleRow = typeof shippingRules.$inferSelect;

/** A coupon by code, case and surrounding spaces ignored. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Shipping rules of a country (code or name, any case), cheapest first. */
export async function listShippingRules(db: Db, country: string, active?: boolean) {
  const c = country.trim().toLowerCase();
  return db
    .select()
    .from(shippingRules)
    .where(
      and(
        sql`lower(${shippingRules.country}) = ${c}`,
        active === undefined ? undefined : eq(shippingRules.active, active),
      ),
    )
    .orderBy(asc(shippingRules.chargeCents), asc(shippingRules.carrier));
}
