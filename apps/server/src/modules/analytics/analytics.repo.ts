import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ANALYTICS_TIME_ZONE } from '@jaunt/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../catalog/catalog.repo.ts';

/** Staff analytics reads other than clicks: totals, latest rows, purchases, listings. */

const q = <T>(db: Db, query: SQL) => db.execute(query).then((r) => rowsOf<T>(r));
const num = (v: unknown) => Number(v ?? 0);

/** Midnight today in the staff zone (a timestamptz expression). */
const todayStart = sql`(date_trunc('day', now() at time zone ${DEFAULT_ANALYTICS_TIME_ZONE})
  at time zone ${DEFAULT_ANALYTICS_TIME_ZONE})`;

/** Each table's total now and at the end of yesterday (total minus the rows added today). */
export async function totalsNowAndYesterday(db: Db) {
  const part = (table: string, column: string) =>
    sql`(select json_build_object('now', count(*), 'today', count(*) filter (where
          ${sql.raw(column)} >= ${todayStart})) from ${sql.raw(table)})`;
  const [row] = await q<Record<string, { now: number; today: number }>>(
    db,
    sql`select ${part('businesses', 'created')} as partners,
               ${part('reviews', 'date')} as reviews,
               ${part('users', 'signup_date')} as users,
               ${part('mailing_subscriptions', 'created')} as "mailingList"`,
  );
  const pick = (k: string) => {
    const v = row[k];
    return { today: num(v.now), yesterday: num(v.now) - num(v.today) };
  };
  return {
    partners: pick('partners'),
    reviews: pick('reviews'),
    users: pick('users'),
    mailingList: pick('mailingList'),
  };
}

export async function latestExperiences(db: Db, limit = 5) {
  return q<{
    id: string;
    name: string;
    slug: string;
    market: string;
    info: string;
    featured_image: string;
    price_cents: number | null;
  }>(
    db,
    sql`select p.id, p.name, p.slug, p.market, p.info, p.featured_image,
               (select v.price_cents from variants v where v.product_id = p.id
                order by v.position, v.id limit 1) as price_cents
        from products p order by p.created desc, p.id limit ${limit}`,
  );
}

export async function latestUsers(db: Db, limit = 5) {
  return q<{ id: string; name: string; role: string; email: string; signup_date: Date | string }>(
    db,
    sql`select id, coalesce(nullif(name, ''), trim(first_name || ' ' || last_name)) as name,
               role, email, signup_date
        from users order by signup_date desc, id limit ${limit}`,
  );
}

/**
 * Counted orders (status 290 or >= 800) per day of a month, each on its local day in its
 * business's market zone (orders without a business: the staff zone); optional market.
 */
export async function purchasesPerDay(
  db: Db,
  year: number,
  month: number,
  market: string | undefined,
) {
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const zone = sql`coalesce(z.time_zone, ${DEFAULT_ANALYTICS_TIME_ZONE})`;
  const rows = await q<{ day: number; count: string; cents: string }>(
    db,
    sql`select extract(day from o.local)::int as day, count(*) as count, sum(o.cents) as cents
        from (
          select (o.order_date at time zone ${zone}) as local,
                 coalesce((o.shipping->>'afterTaxCents')::bigint, 0)
                   + coalesce((o.shipping->>'feeCents')::bigint, 0) as cents
          from orders o
          left join businesses b on b.business_id = o.business_id
          left join analytics_market_zones z on z.market = b.market
          where (o.status_val = 290 or o.status_val >= 800)
            and o.order_date >= ${start}::timestamp - interval '1 day'
            and o.order_date < ${start}::timestamp + interval '1 month 1 day'
            ${market ? sql`and b.market = ${market}` : sql``}
        ) o
        where o.local >= ${start}::timestamp and o.local < ${start}::timestamp + interval '1 month'
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ day: r.day, count: num(r.count), cents: num(r.cents) }));
}

export async function favoritesStats(db: Db, limit: number) {
  const [counts] = await q<{ with_favorites: string; users: string }>(
    db,
    sql`select (select count(distinct l.email) from lists l
                where exists (select 1 from list_items i where i.list_id = l.id)) as with_favorites,
               (select count(*) from users) as users`,
  );
  const rows = await q<{
    email: string;
    name: string | null;
    created: Date | string;
    updated: Date | string;
    count: string;
    partners: { name: string; city: string }[] | null;
  }>(
    db,
    sql`select l.email, min(u.name) as name, min(l.created) as created, max(l.updated) as updated,
               count(i.id) as count,
               json_agg(json_build_object('name', p.name, 'city', p.city) order by p.name)
                 filter (where p.id is not null) as partners
        from lists l
        join list_items i on i.list_id = l.id
        left join products p on p.id = i.product_id
        left join users u on u.email = l.email
        group by l.email order by max(l.updated) desc limit ${limit}`,
  );
  return { withFavorites: num(counts.with_favorites), users: num(counts.users), rows };
}

export async function partnerListings(db: Db) {
  return q<{
    market: string;
    partners_active: string;
    partners_inactive: string;
    experiences_active: string;
    experiences_inactive: string;
  }>(
    db,
    sql`with m as (
          select market, count(*) filter (where active) as partners_active,
                 count(*) filter (where not active) as partners_inactive
          from businesses group by market
        ), p as (
          select market, count(*) filter (where active) as experiences_active,
                 count(*) filter (where not active) as experiences_inactive
          from products group by market
        )
        select coalesce(m.market, p.market) as market,
               coalesce(m.partners_active, 0) as partners_active,
               coalesce(m.partners_inactive, 0) as partners_inactive,
               coalesce(p.experiences_active, 0) as experiences_active,
               coalesce(p.experiences_inactive, 0) as experiences_inactive
        from m full join p on p.market = m.market order by 1`,
  );
}

export async function cityListings(db: Db) {
  return q<{
    city: string;
    market: string;
    city_active: boolean;
    active: string;
    inactive: string;
  }>(
    db,
    sql`select c.val as city, c.market, c.active as city_active,
               coalesce(p.active, 0) as active, coalesce(p.inactive, 0) as inactive
        from features c
        left join (select market, city, count(*) filter (where active) as active,
                          count(*) filter (where not active) as inactive
                   from products group by market, city) p
          on p.market = c.market and p.city = c.val
        where c.key = 'City' order by c.market, c.val`,
  );
}
