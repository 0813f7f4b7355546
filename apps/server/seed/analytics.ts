import { sql } from 'drizzle-orm';
import { CHART_INTENTS, orderTotals, statusName } from '@jaunt/contract';
import type { Db, Tx } from '../src/db/client.ts';
import { clickEvents, orders, searchLogs } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';
import { insertMany } from './batch.ts';
import type { Rng } from './factories/index.ts';

/**
 * Generated analytics volume for `npm run seed -- --clicks N --searches N --orders N`: click
 * events, search logs and orders over the last two years (denser lately), on existing
 * products (a few popular ones take most clicks). Clicks go in multi-row statements so the
 * rollup triggers aggregate a whole batch at once.
 */

const DAY = 86_400_000;
const SPAN_DAYS = 730;

interface Pick {
  sku: string;
  name: string;
  city: string;
  market: string;
  business_id: string | null;
  experience_sku: string | null;
  price_cents: number | null;
  fee: string | null;
}

async function pickProducts(db: Db | Tx, limit: number) {
  return rowsOf<Pick>(
    await db.execute(sql`
      select p.sku, p.name, p.city, p.market, p.business_id, v.experience_sku, v.price_cents,
             v.fee::text as fee
      from products p
      left join lateral (select experience_sku, price_cents, fee from variants
                         where product_id = p.id order by position limit 1) v on true
      order by md5(p.sku) limit ${limit}`),
  );
}

/** A time in the last two years, more often recent (a quadratic lean toward today). */
const when = (rng: Rng, now: number) => new Date(now - rng.next() ** 2 * SPAN_DAYS * DAY);
/** Zipf-like: index i is picked about 1/(i+1) as often as index 0. */
const popular = <T>(rng: Rng, items: T[]) =>
  items[
    Math.min(items.length - 1, Math.floor(Math.exp(rng.next() * Math.log(items.length + 1)) - 1))
  ];

export interface VolumeOptions {
  count: number;
  batchSize: number;
  rng: Rng;
  onProgress?: (done: number) => void;
}

async function inBatches<T>(
  o: VolumeOptions,
  make: (i: number) => T,
  write: (rows: T[]) => Promise<void>,
) {
  for (let done = 0; done < o.count;) {
    const n = Math.min(o.batchSize, o.count - done);
    await write(Array.from({ length: n }, (_, i) => make(done + i)));
    done += n;
    o.onProgress?.(done);
  }
}

export async function generateClicks(db: Db | Tx, o: VolumeOptions) {
  const products = await pickProducts(db, 5000);
  if (!products.length) throw new Error('Seed products first (npm run seed).');
  const now = Date.now();
  await inBatches(
    o,
    () => {
      const p = popular(o.rng, products);
      return {
        link: `https://partner.example/${p.sku.toLowerCase()}`,
        time: when(o.rng, now),
        cookieId: o.rng.code(16),
        intent: o.rng.chance(0.02) ? 'total' : o.rng.pick(CHART_INTENTS),
        partnerName: p.name,
        partnerId: p.sku,
        partnerCity: p.city,
        categoryName: '',
        market: p.market,
        experienceSku: p.experience_sku ?? '',
      };
    },
    (rows) => insertMany(db, clickEvents, rows),
  );
}

const WORDS = ['kayak', 'tour', 'food', 'boat', 'hike', 'wine', 'bike', 'museum', 'snorkel', 'zip'];

export async function generateSearches(db: Db | Tx, o: VolumeOptions) {
  const markets = (await pickProducts(db, 200)).map((p) => p.market);
  const now = Date.now();
  await inBatches(
    o,
    () => ({
      query: `${o.rng.pick(WORDS)} ${o.rng.pick(WORDS)}`,
      time: when(o.rng, now),
      cookieId: o.rng.code(16),
      market: o.rng.pick(markets.length ? markets : ['GTA']),
    }),
    (rows) => insertMany(db, searchLogs, rows),
  );
}

/** Mostly counted statuses (290, 800-950), some manual, failed, refunded and abandoned. */
const STATUSES = [290, 290, 800, 800, 900, 930, 930, 930, 950, 500, 200, 600, 700, 150, 110];

export async function generateOrders(db: Db, o: VolumeOptions) {
  const products = (await pickProducts(db, 2000)).filter((p) => p.business_id && p.experience_sku);
  if (!products.length) throw new Error('Seed products with businesses first (npm run seed).');
  const now = Date.now();
  await inBatches(
    o,
    () => {
      const p = popular(o.rng, products);
      const quantity = o.rng.int(1, 4);
      const unitPriceCents = p.price_cents || 4900;
      const t = orderTotals({
        unitPriceCents,
        quantity,
        feePercent: Number(p.fee ?? 0),
        taxMultiplier: 1.13,
      });
      const statusVal = o.rng.pick(STATUSES);
      return {
        transactionId: o.rng.code(20),
        businessId: p.business_id,
        name: 'Generated Customer',
        email: `customer${o.rng.int(1, 50_000)}@example.test`,
        orderDate: when(o.rng, now),
        items: [
          {
            sku: p.experience_sku!,
            name: p.name,
            image: '',
            quantity,
            priceCents: unitPriceCents,
            partner: p.business_id!,
          },
        ],
        statusVal,
        status: { name: statusName(statusVal), status: statusVal >= 800 ? 'succeeded' : 'other' },
        shipping: {
          totalCents: t.totalCents,
          taxCents: t.taxCents,
          feeCents: t.feeCents,
          afterTaxCents: t.afterTaxCents,
          couponAmountCents: 0,
        },
        tax: 1.13,
        currency: 'CAD',
        entered: { status: statusVal >= 800 && statusVal !== 950 },
      };
    },
    (rows) => insertMany(db, orders, rows),
  );
}
