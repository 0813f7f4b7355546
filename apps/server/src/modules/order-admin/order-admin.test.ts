import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderPage } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createOrder } from '../../../test/factories.ts';
import { emails } from '../../db/schema/index.ts';
import { detail } from './order-admin.test-kit.ts';

let t: TestApp;
let admin: LoggedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
  // 120 paid orders over several days, plus one of each status filter with its own customer.
  for (let i = 0; i < 120; i++)
    await createOrder(db, { statusVal: 290, orderDate: day(1 + (i % 20)), name: `Buyer ${i}` });
  const one = async (key: string, statusVal: number, extra = {}) =>
    (ids[key] = (await createOrder(db, { statusVal, orderDate: day(25), ...extra })).id);
  await one('sale', 930, { name: 'Ada Lovelace', email: 'ada@example.test' });
  await one('manual', 200, { name: 'Manual Mo' });
  await one('refund', 700, { name: 'Refunded Rae' });
  await one('failed', 600, { name: 'Failed Fay' });
  await one('abandoned', 350, { name: 'Left Lee' });
  await one('booked', 800, { name: 'Coded Cy', bookingCode: 'WXYZ-9876' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminOrderPage;
};

describe('Purchase History (GET /api/admin/orders)', () => {
  it('pages newest first through every order, none twice', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await list(`filter=all${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.rows.map((r) => r._id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(126);
    expect(new Set(seen).size).toBe(126);
    const first = await list('');
    const dates = first.rows.map((r) => r.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.rows).toHaveLength(50);
  });

  it('filters: Sales (800-999), manual, refund, failed, abandoned', async () => {
    const names = async (filter: string) =>
      (await list(`filter=${filter}`)).rows.map((r) => r.name);
    expect(await names('redeemed')).toEqual(expect.arrayContaining(['Ada Lovelace', 'Coded Cy']));
    expect(await names('redeemed')).toHaveLength(2);
    expect(await names('manual')).toEqual(['Manual Mo']);
    expect(await names('refund')).toEqual(['Refunded Rae']);
    expect(await names('failed')).toEqual(['Failed Fay']);
    expect(await names('abandoned')).toEqual(['Left Lee']);
    const bad = await t.app.inject({
      url: '/api/admin/orders?filter=nope',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches by name, email, transaction id and booking code', async () => {
    expect((await list('search=lovelace')).rows.map((r) => r._id)).toEqual([ids.sale]);
    expect((await list('search=ADA%40example')).rows.map((r) => r._id)).toEqual([ids.sale]);
    const { order } = await detail(t, admin, ids.manual);
    expect((await list(`search=${order.transactionId}`)).rows.map((r) => r._id)).toEqual([
      ids.manual,
    ]);
    expect((await list('search=wxyz-9876')).rows.map((r) => r._id)).toEqual([ids.booked]);
    expect((await list('search=nobody-like-this')).rows).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect((await list('search=%25')).rows).toEqual([]);
  });
});

describe('status editor (PUT /api/orders/admin/updateStatus/{transactionId})', () => {
  it('sets an admin-settable status and writes who did it to the history', async () => {
    const { order } = await detail(t, admin, ids.manual);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/updateStatus/${order.transactionId}`,
      headers: admin.headers,
      payload: { status: 930 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toMatchObject({ val: 930, name: 'Payout Paid' });
    const after = await detail(t, admin, ids.manual);
    expect(after.history).toEqual([
      expect.objectContaining({
        action: 'status',
        detail: { from: 200, to: 930 },
        by: admin.user.email,
      }),
    ]);
  });

  it('refuses every other code with the reason, and changes nothing', async () => {
    const { order } = await detail(t, admin, ids.failed);
    for (const status of [290, 500, 910]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/updateStatus/${order.transactionId}`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(
        'An admin may only set 700, 800, 900, 930 or 950.',
      );
    }
    expect((await detail(t, admin, ids.failed)).order.status.val).toBe(600);
  });
});

describe('resend the purchase email', () => {
  it('sends the mail again to the customer and notes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ids.sale}/resend-mail`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, to: 'ada@example.test' });
    const sent = await t.database.db.select().from(emails).where(eq(emails.to, 'ada@example.test'));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/purchase/);
    expect((await detail(t, admin, ids.sale)).history.map((e) => e.action)).toEqual([
      'mail-resent',
    ]);
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ids.abandoned}/resend-mail`,
      headers: admin.headers,
    });
    expect(unpaid.statusCode).toBe(409);
  });
});

describe('who may', () => {
  it('only admins: editors, partners and users 403, guests 401', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'GET' as const, url: `/api/admin/orders/${ids.sale}` },
      { method: 'PUT' as const, url: '/api/orders/admin/updateStatus/x', payload: { status: 700 } },
      {
        method: 'PUT' as const,
        url: `/api/stripe/refund/${ids.sale}`,
        payload: { key: 'k'.repeat(10) },
      },
      { method: 'POST' as const, url: `/api/admin/orders/${ids.sale}/resend-mail` },
    ];
    for (const role of ['editor', 'partner', 'partner-staff', 'user'] as const) {
      const who = await loginAs(t, role);
      for (const c of calls)
        expect(
          (await t.app.inject({ ...c, headers: who.headers })).statusCode,
          `${role} ${c.url}`,
        ).toBe(403);
    }
    for (const c of calls) expect((await t.app.inject(c)).statusCode).toBe(401);
  });
});
