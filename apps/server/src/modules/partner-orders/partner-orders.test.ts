import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT, redeemDateTimestamp, type PartnerOrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness, createOrder } from '../../../test/factories.ts';
import { businesses, orders, payouts } from '../../db/schema/index.ts';
import { as, partnerWorld, type PartnerWorld } from './partner-orders.test-kit.ts';

let t: TestApp;
let w: PartnerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await partnerWorld(t);
});
afterAll(() => t.close());

const get = (url: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, ...who });
const redeem = (id: string, who: { headers: Record<string, string> }, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/stripe/transfer/${id}`, payload, ...who });
const ids = (res: { json(): unknown }) => (res.json() as PartnerOrderDto[]).map((o) => o._id);

describe('partner order lists', () => {
  it("shows a partner its business's paid orders with the card fields and payout line", async () => {
    const res = await get(`/api/orders/partner/${w.partnerA.user.id}`, as(w.partnerA));
    expect(res.statusCode).toBe(200);
    const list = res.json() as PartnerOrderDto[];
    const { abandoned, ofB, ...visible } = w.orders;
    expect(list.map((o) => o._id).sort()).toEqual(
      Object.values(visible)
        .map((o) => o.id)
        .sort(),
    );
    expect(list.map((o) => o._id)).not.toContain(abandoned.id);
    expect(list.map((o) => o._id)).not.toContain(ofB.id);
    const paid = list.find((o) => o._id === w.orders.paid.id)!;
    // 2 x $50.00, Ontario 13% tax, 5% fee: after tax $113.00, fees $5.00.
    expect(paid.items[0]).toMatchObject({ quantity: 2, price: 50 });
    expect(paid.shipping).toMatchObject({ total: 100, tax: 13, fee: 5, afterTax: 113 });
    expect(paid.orderTotal).toBe(118);
    // $113.00 x 85% = $96.05, less 2.9% ($2.79): $93.26, paid Wednesday 22 January 2025.
    expect(paid.payout).toEqual({
      amount: 93.26,
      manual: false,
      date: '2025-01-22',
      throughFareHarbor: false,
      state: null,
    });
    expect(paid.businessName).toBe('Harbour Kayaks');
    expect(paid.payment).toEqual({});
  });

  it("reads the order's weekday in its business's market: Monday evening in Honolulu is paid a week sooner than Toronto's Tuesday", async () => {
    const hi = await createBusiness(t.database.db, { market: 'HI', commission: 15 });
    // Monday 6 January 2025, 20:00 in Honolulu: already Tuesday 01:00 in Toronto.
    const order = await createOrder(t.database.db, {
      businessId: hi.businessId,
      statusVal: 290,
      userId: w.consumer.user.id,
      orderDate: new Date('2025-01-07T06:00:00Z'),
    });
    const list = await get(`/api/orders/business/${hi.businessId}`, as(w.admin));
    const shown = (list.json() as PartnerOrderDto[]).find((o) => o._id === order.id)!;
    // Before Tuesday: the end of that week (Saturday 11) + 4 days.
    expect(shown.payout.date).toBe('2025-01-15');
    const done = await redeem(order.id, as(w.admin), {
      bookingCode: 'HAWA1234',
      bookingDate: '2025-01-10',
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.orderId, order.id));
    expect(row.dueDate).toBe('2025-01-15');
  });

  it('a business FareHarbor pays: 20% commission, paid 30 days after the month of service, and no transfer of ours (decision 040)', async () => {
    const fh = await createBusiness(t.database.db, {
      market: 'GTA',
      commission: 15,
      payoutPreference: 'fareharbor',
    });
    const order = await createOrder(t.database.db, {
      businessId: fh.businessId,
      statusVal: 290,
      userId: w.consumer.user.id,
      orderDate: new Date('2025-01-07T15:00:00Z'),
    });
    const listed = await get(`/api/orders/business/${fh.businessId}`, as(w.admin));
    const shown = (listed.json() as PartnerOrderDto[]).find((o) => o._id === order.id)!;
    expect(shown.commission).toBe(20);
    // Served in January (the order's day until it is redeemed): by 2 March.
    expect(shown.payout).toMatchObject({ date: '2025-03-02', throughFareHarbor: true });

    const done = await redeem(order.id, as(w.admin), {
      bookingCode: 'FHPAID01',
      bookingDate: '2025-02-14',
    });
    expect(done.statusCode).toBe(200);
    // Served on 14 February: by 30 March.
    expect(done.json().payout).toMatchObject({
      date: '2025-03-30',
      throughFareHarbor: true,
      state: null,
    });
    expect(await t.database.db.select().from(payouts).where(eq(payouts.orderId, order.id))).toEqual(
      [],
    );
  });

  it('filters all / unredeemed / redeemed / refund', async () => {
    const url = `/api/orders/business/${w.bizA.businessId}?filter=`;
    const o = w.orders;
    expect(ids(await get(`${url}unredeemed`, as(w.partnerA))).sort()).toEqual(
      [o.paid.id, o.paid500.id, o.group.id].sort(),
    );
    expect(ids(await get(`${url}redeemed`, as(w.partnerA))).sort()).toEqual(
      [o.scheduled.id, o.paidOut.id].sort(),
    );
    expect(ids(await get(`${url}refund`, as(w.partnerA)))).toEqual([o.refunded.id]);
    const bad = await get(`${url}everything`, as(w.partnerA));
    expect(bad.statusCode).toBe(400);
  });

  it("never shows a partner another business's orders (403 or nothing)", async () => {
    const a = w.partnerA;
    expect((await get(`/api/orders/partner/${w.partnerB.user.id}`, as(a))).statusCode).toBe(403);
    expect((await get(`/api/orders/business/${w.bizB.businessId}`, as(a))).statusCode).toBe(403);
    expect((await get(`/api/orders/business/B99999`, as(a))).statusCode).toBe(403);
    const daily = `/api/orders/business/${w.bizB.businessId}/daily?year=2025&month=1`;
    expect((await get(daily, as(a))).statusCode).toBe(403);
    expect(ids(await get('/api/orders/staff/', as(a)))).not.toContain(w.orders.ofB.id);
    const b = await redeem(w.orders.ofB.id, as(a), { bookingCode: 'AAAA1111', bookingDate: 1 });
    expect(b.statusCode).toBe(404);
    expect(ids(await get('/api/orders/staff/', as(w.partnerB)))).toEqual([w.orders.ofB.id]);
  });

  it("gives partner-staff their business's purchases but not the partner-only calls", async () => {
    const s = w.staffA;
    const staffList = ids(await get('/api/orders/staff/', as(s)));
    expect(staffList).toContain(w.orders.paid.id);
    expect(staffList).not.toContain(w.orders.ofB.id);
    expect((await get(`/api/orders/business/${w.bizA.businessId}`, as(s))).statusCode).toBe(200);
    expect((await get(`/api/orders/partner/${w.partnerA.user.id}`, as(s))).statusCode).toBe(403);
    const daily = `/api/orders/business/${w.bizA.businessId}/daily?year=2025&month=1`;
    expect((await get(daily, as(s))).statusCode).toBe(403);
    expect((await get('/api/admin/payout', as(s))).statusCode).toBe(403);
    const mine = (await get('/api/orders/staff/businesses', as(s))).json();
    expect(mine).toEqual([
      expect.objectContaining({ businessId: w.bizA.businessId, owner: false }),
    ]);
  });

  it('refuses a consumer every partner order call', async () => {
    const c = as(w.consumer);
    const o = w.orders.paid.id;
    for (const url of [
      `/api/orders/partner/${w.consumer.user.id}`,
      '/api/orders/staff/',
      '/api/orders/staff/businesses',
      `/api/orders/business/${w.bizA.businessId}`,
      `/api/orders/business/${w.bizA.businessId}/daily?year=2025&month=1`,
      '/api/orders/bookingCode/ABCD-1234',
      '/api/admin/payout',
    ]) {
      expect([url, (await get(url, c)).statusCode]).toEqual([url, 403]);
    }
    const res = await redeem(o, c, { bookingCode: 'ABCD1234', bookingDate: '2025-01-08' });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin read any business', async () => {
    const res = await get(`/api/orders/business/${w.bizB.businessId}`, as(w.admin));
    expect(ids(res)).toEqual([w.orders.ofB.id]);
    expect(ids(await get(`/api/orders/partner/${w.partnerB.user.id}`, as(w.admin)))).toEqual([
      w.orders.ofB.id,
    ]);
  });
});

describe('customer purchases per day (reporting)', () => {
  it('counts statuses 290 and >= 800 per day, as purchases or dollars', async () => {
    const url = `/api/orders/business/${w.bizA.businessId}/daily?year=2025&month=1`;
    const purchases = (await get(`${url}&type=Purchases`, as(w.employeeA))).json();
    expect(purchases.days).toHaveLength(31);
    // 7 January: 290 (x2: paid and group), 800 and 930 count; 500, 600, 700 and 150 do not.
    expect(purchases.days[6]).toEqual({ day: 7, value: 4 });
    expect(purchases.days.filter((d: { value: number }) => d.value > 0)).toHaveLength(1);
    const dollars = (await get(url, as(w.partnerA))).json();
    expect(dollars).toMatchObject({ type: 'Dollars', currency: 'CAD' });
    // Three $118.00 orders and the group of ten ($400 x 1.13 = $452.00).
    expect(dollars.days[6].value).toBe(118 * 3 + 452);
    const empty = (
      await get(`/api/orders/business/${w.bizA.businessId}/daily?year=2025&month=2`, as(w.partnerA))
    ).json();
    expect(empty.days).toHaveLength(28);
    expect(empty.days.every((d: { value: number }) => d.value === 0)).toBe(true);
    const early = await get(
      `/api/orders/business/${w.bizA.businessId}/daily?year=2016&month=2`,
      as(w.partnerA),
    );
    expect(early.statusCode).toBe(400);
  });
});

describe('redeem (PUT /api/stripe/transfer/{id})', () => {
  it("needs a booking code and a date: 'Please enter a booking code and date.'", async () => {
    for (const payload of [{}, { bookingCode: 'ABCD1234' }, { bookingDate: 1 }]) {
      const res = await redeem(w.orders.paid.id, as(w.partnerA), payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(TEXT.redeemNeedsCodeAndDate);
    }
  });

  it('uppercases the code with a 4-4 dash, stores the date, sets 800 and schedules the payout', async () => {
    const when = redeemDateTimestamp('2025-01-09T00:00:00-05:00');
    const res = await redeem(w.orders.paid.id, as(w.staffA), {
      bookingCode: 'abcd1234',
      bookingDate: when,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as PartnerOrderDto;
    expect(order).toMatchObject({
      bookingCode: 'ABCD-1234',
      status: { val: 800, name: 'Payout Scheduled' },
      entered: { status: true, bookingDate: '2025-01-09' },
      payout: { amount: 93.26, date: '2025-01-22', state: 'scheduled' },
    });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.orderId, order._id));
    expect(row).toMatchObject({ amountCents: 9326, currency: 'CAD', dueDate: '2025-01-22' });
    // The customer sees it booked.
    const mine = (await get('/api/orders/my', as(w.consumer))).json() as PartnerOrderDto[];
    expect(mine.find((o) => o._id === order._id)?.entered.status).toBe(true);
    // Found again by its booking code, however it is typed.
    expect(ids(await get('/api/orders/bookingCode/abcd1234', as(w.partnerA)))).toEqual([order._id]);
    expect(ids(await get('/api/orders/bookingCode/abcd1234', as(w.partnerB)))).toEqual([]);
  });

  it('refuses a booking date before the order date, naming the field', async () => {
    // Ordered 2025-01-07 15:00 UTC: the 7th is the order day in every market zone.
    for (const bookingDate of [
      '2020-01-01',
      '2025-01-06',
      Date.parse('2025-01-06T01:00:00-10:00'),
    ]) {
      const res = await redeem(w.orders.paid500.id, as(w.partnerA), {
        bookingCode: 'EARLY001',
        bookingDate,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        bookingDate: 'The booking date cannot be before the order date (Jan 7, 2025).',
      });
    }
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, w.orders.paid500.id));
    expect(order.statusVal).toBe(500);
  });

  it('gives a group booking 900 and refuses orders that are not paid-unredeemed', async () => {
    const group = await redeem(w.orders.group.id, as(w.partnerA), {
      bookingCode: 'GRP-1',
      bookingDate: '2025-01-10',
    });
    expect(group.json().status.val).toBe(900);
    for (const o of [w.orders.paid, w.orders.failed, w.orders.refunded, w.orders.paidOut]) {
      const res = await redeem(o.id, as(w.partnerA), { bookingCode: 'X1', bookingDate: 1 });
      expect(res.statusCode).toBe(409);
    }
  });

  it("pays nothing automatically at commission 100 ('Payout Amount: Manual')", async () => {
    const db = t.database.db;
    await db.update(businesses).set({ commission: 100 }).where(eq(businesses.id, w.bizA.id));
    const res = await redeem(w.orders.paid500.id, as(w.partnerA), {
      bookingCode: 'MANU0001',
      bookingDate: '2025-01-10',
    });
    expect(res.json().payout).toMatchObject({ amount: null, manual: true, state: null });
    expect(await db.select().from(payouts).where(eq(payouts.orderId, w.orders.paid500.id))).toEqual(
      [],
    );
    await db.update(businesses).set({ commission: 15 }).where(eq(businesses.id, w.bizA.id));
  });

  it('redeems once when 20 redeems of one order arrive together', async () => {
    const order = await createOrder(t.database.db, {
      businessId: w.bizA.businessId,
      statusVal: 290,
      userId: w.consumer.user.id,
      orderDate: new Date('2025-01-20T15:00:00Z'),
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem(order.id, as(i % 2 ? w.partnerA : w.staffA), {
          bookingCode: `CODE${String(i).padStart(4, '0')}`,
          bookingDate: '2025-02-01',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.orderId, order.id));
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(rows[0].amountCents).toBe(Math.round(winner.payout.amount * 100));
  });
});
