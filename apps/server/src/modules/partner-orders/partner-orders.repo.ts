import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StatusFilter } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { businesses, features, orders, variants } from '../../db/schema/index.ts';

export type BusinessRow = typeof businesses.$inferSelect;

/** The businesses a user belongs to: owned (business.user) or on its staff list (by email). */
export async function findMemberBusinesses(db: Db, userId: string, email: string) {
  return db
    .select()
    .from(businesses)
    .where(
      or(
        eq(businesses.userId, userId),
        sql`exists (select 1 from jsonb_array_elements(${businesses.staff}) as s
          where lower(s->>'email') = ${email.toLowerCase()})`,
      ),
    )
    .orderBy(businesses.name);
}

export async function findBusinesses(db: Db, businessIds: string[]) {
  if (!businessIds.length) return [];
  return db.select().from(businesses).where(inArray(businesses.businessId, businessIds));
}

export async function findBusinessesOwnedBy(db: Db, userId: string) {
  return db.select().from(businesses).where(eq(businesses.userId, userId));
}

/** Orders a partner sees: paid or once paid, never the unpaid/abandoned ones (< 200, 300-400). */
const partnerVisible = sql`(${orders.statusVal} >= 200 and not (${orders.statusVal} between 300 and 400))`;

function statusWhere(filter: StatusFilter): SQL | undefined {
  if (!filter.ranges) return undefined;
  return or(
    ...filter.ranges.map(([min, max]) => sql`${orders.statusVal} between ${min} and ${max}`),
  );
}

export interface OrderListOptions {
  /** null: every business (staff). */
  businessIds: string[] | null;
  filter: StatusFilter;
  bookingCode?: string;
  limit: number;
  offset: number;
}

export async function listBusinessOrders(db: Db, o: OrderListOptions) {
  if (o.businessIds && !o.businessIds.length) return [];
  return db
    .select()
    .from(orders)
    .where(
      and(
        o.businessIds
          ? inArray(orders.businessId, o.businessIds)
          : sql`${orders.businessId} is not null`,
        partnerVisible,
        statusWhere(o.filter),
        o.bookingCode ? eq(orders.bookingCode, o.bookingCode) : undefined,
      ),
    )
    .orderBy(desc(orders.orderDate), desc(orders.orderNo))
    .limit(o.limit)
    .offset(o.offset);
}

/** Whether the variant booked by an order is a group booking (payout 900 instead of 800). */
export async function isGroupSku(db: Db, sku: string | undefined): Promise<boolean> {
  if (!sku) return false;
  const [row] = await db
    .select({ isGroup: variants.isGroup })
    .from(variants)
    .where(eq(variants.experienceSku, sku))
    .limit(1);
  return row?.isGroup ?? false;
}

/** The currency of a business's market (CAD unless the market says otherwise). */
export async function marketCurrency(db: Db, market: string): Promise<string> {
  const [row] = await db
    .select({ currency: features.currency })
    .from(features)
    .where(and(eq(features.key, 'Market'), eq(features.val, market)))
    .limit(1);
  return (row?.currency || 'CAD').toUpperCase();
}

/**
 * Counted orders (status 290 or >= 800) of a business per day of a month in `timeZone`: their
 * number and their total (after tax + fee, cents).
 */
export async function dailyPurchases(
  db: Db,
  businessId: string,
  year: number,
  month: number,
  timeZone: string,
) {
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const local = sql`(${orders.orderDate} at time zone ${timeZone})`;
  const result = await db.execute(sql`
    select extract(day from ${local})::int as day,
           count(*)::int as count,
           coalesce(sum(((${orders.shipping}->>'afterTaxCents')::int
             + (${orders.shipping}->>'feeCents')::int)), 0)::bigint as cents
    from ${orders}
    where ${orders.businessId} = ${businessId}
      and (${orders.statusVal} = 290 or ${orders.statusVal} >= 800)
      and ${local} >= ${start}::timestamp
      and ${local} < (${start}::timestamp + interval '1 month')
    group by 1 order by 1`);
  return (result as unknown as { rows: { day: number; count: number; cents: string | number }[] })
    .rows;
}
