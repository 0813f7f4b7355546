import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessSort } from '@jaunt/contract';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, orders, payouts, products } from '../../db/schema/index.ts';
import { escapeLike } from '../catalog/product-query.ts';

type Conn = Db | Tx;

const SORT_SQL: Record<BusinessSort, SQL> = {
  name: sql`lower(b.name)`,
  created: sql`b.created`,
  businessId: sql`b.business_id`,
};
/** The cursor value's SQL type (the cursor carries it as text). */
const CAST: Record<BusinessSort, string> = {
  name: 'text',
  created: 'timestamptz',
  businessId: 'text',
};

export interface BusinessListRow {
  id: string;
  business_id: string;
  name: string;
  email: string;
  market: string;
  active: boolean;
  created: Date | string;
  cursor_value: string;
}

/**
 * The staff business list: one market (or all), a text filter on name, business code or email,
 * sorted with the id as tiebreaker in the same direction, paged by keyset `(sort_col, id)`.
 */
export async function listBusinesses(
  db: Db,
  q: {
    market?: string;
    text?: string;
    sort: BusinessSort;
    desc: boolean;
    after?: { value: string; id: string };
    limit: number;
  },
): Promise<BusinessListRow[]> {
  const col = SORT_SQL[q.sort];
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const conds: SQL[] = [sql`true`];
  if (q.market) conds.push(sql`upper(b.market) = upper(${q.market})`);
  if (q.text) {
    const like = `%${escapeLike(q.text.toLowerCase())}%`;
    conds.push(
      sql`(lower(b.name) like ${like} or lower(b.business_id) like ${like} or lower(b.email) like ${like})`,
    );
  }
  if (q.after) {
    const op = sql.raw(q.desc ? '<' : '>');
    conds.push(
      sql`(${col}, b.id) ${op} (${q.after.value}::${sql.raw(CAST[q.sort])}, ${q.after.id}::uuid)`,
    );
  }
  const result = await db.execute(sql`
    select b.id, b.business_id, b.name, b.email, b.market, b.active, b.created,
      ${col}::text as cursor_value
    from ${businesses} b
    where ${sql.join(conds, sql` and `)}
    order by ${col} ${dir}, b.id ${dir}
    limit ${q.limit}`);
  return (result as unknown as { rows: BusinessListRow[] }).rows;
}

/** The products listed under a business code (by SKU). */
export function productsOfBusiness(db: Conn, businessId: string) {
  return db
    .select({ _id: products.id, sku: products.sku, name: products.name, active: products.active })
    .from(products)
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.sku));
}

/** Locks the business row for the rest of the transaction. */
export async function lockBusiness(tx: Tx, id: string) {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
  return row;
}

/** Sets the business's flag and every one of its products' flags; returns the products changed. */
export async function setActiveWithProducts(tx: Tx, id: string, code: string, active: boolean) {
  await tx.update(businesses).set({ active, updated: new Date() }).where(eq(businesses.id, id));
  const changed = await tx
    .update(products)
    .set({ active, updated: sql`greatest(now(), ${products.updated} + interval '1 millisecond')` })
    .where(and(eq(products.businessId, code), sql`${products.active} <> ${active}`))
    .returning({ id: products.id, sku: products.sku });
  return changed;
}

/**
 * Orders that carry money (anything but abandoned, below 200, or failed) and payouts: while a
 * business has any, its record must stay.
 */
export async function hasMoneyRecords(tx: Conn, code: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, code),
        sql`not (${orders.statusVal} < 200 or ${orders.statusVal} between 300 and 400 or ${orders.statusVal} = 600)`,
      ),
    )
    .limit(1);
  if (order) return true;
  const [payout] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.businessId, code))
    .limit(1);
  return !!payout;
}

/** Deletes the business; its products stay, offline and without a business, for staff to reassign. */
export async function deleteBusinessRow(tx: Tx, id: string, code: string) {
  const unlinked = await tx
    .update(products)
    .set({ active: false, businessId: null, updated: new Date() })
    .where(eq(products.businessId, code))
    .returning({ id: products.id, sku: products.sku });
  await tx.delete(businesses).where(eq(businesses.id, id));
  return unlinked;
}
