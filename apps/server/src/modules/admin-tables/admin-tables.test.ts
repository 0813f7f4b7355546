import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { auditLog, paymentMethods } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createCategory, createCoupon } from '../../../test/factories.ts';

let t: TestApp;
let admin: LoggedIn;
let pm: { id: string };
const base = '/api/admin/tables';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  [pm] = await t.database.db
    .insert(paymentMethods)
    .values({ name: 'Stripe', email: 'pk_test_1', active: true })
    .returning();
});
afterAll(() => t.close());

const call = (method: string, url: string, who: LoggedIn | null, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who?.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('generic staff tables', () => {
  it('are admin only: editor, partner and user get 403 with the spec text, guests 401', async () => {
    const row = (await call('POST', `${base}/brand`, admin, { name: 'Acme' })).json();
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/brand`],
      ['GET', `${base}/brand/csv`],
      ['POST', `${base}/brand`, { name: 'X' }],
      ['PUT', `${base}/brand/${row._id}`, { name: 'Y' }],
      ['DELETE', `${base}/brand/${row._id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      for (const role of ['editor', 'partner', 'user', 'partner-staff'] as const) {
        const res = await call(method, url, await loginAs(t, role), body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("You don't have permission to do that.");
      }
    }
    expect((await call('GET', `${base}/brand`, admin)).statusCode).toBe(200);
  });

  it('adds, lists (sorted, filtered, paged), updates and deletes, each audited', async () => {
    for (const code of ['ZED10', 'ALPHA5', 'MID20'])
      expect((await call('POST', `${base}/coupon`, admin, { code, amount: 5.5 })).statusCode).toBe(
        201,
      );
    const page = await call('GET', `${base}/coupon?sort=code&dir=desc&limit=2`, admin);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((c: { code: string }) => c.code)).toEqual(['ZED10', 'MID20']);
    const next = await call('GET', `${base}/coupon?sort=code&dir=desc&limit=2&skip=2`, admin);
    expect(next.json()).toMatchObject([{ code: 'ALPHA5', amount: 5.5, type: 'fixed' }]);
    const filtered = await call('GET', `${base}/coupon?q=mid`, admin);
    expect(filtered.json().map((c: { code: string }) => c.code)).toEqual(['MID20']);

    const id = filtered.json()[0]._id;
    const up = await call('PUT', `${base}/coupon/${id}`, admin, { amount: 7, active: false });
    expect(up.json()).toMatchObject({ code: 'MID20', amount: 7, active: false });
    expect((await call('DELETE', `${base}/coupon/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${base}/coupon?q=mid`, admin)).json()).toEqual([]);

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = trail.find((a) => a.action === 'update')!;
    expect(update).toMatchObject({
      actorEmail: admin.user.email,
      before: { amount: 5.5, active: true },
      after: { amount: 7, active: false },
    });
  });

  it('exports the current filter as CSV', async () => {
    await call('POST', `${base}/country`, admin, { name: 'Canada', dial_code: '+1', code: 'ca' });
    await call('POST', `${base}/country`, admin, { name: 'France', dial_code: '+33', code: 'FR' });
    const res = await call('GET', `${base}/country/csv?q=cana`, admin);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('_id,name,dial_code,code,active');
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      "Canada,'+1,CA,true",
    ]);
  });

  it('answers 400 naming the field for each bad input', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['brand', { name: '' }, 'name'],
      ['brand', { name: 'A', active: 'yes' }, 'active'],
      ['category', { name: 'Tours', slug: 'Bad Slug!' }, 'slug'],
      ['category', { name: 'Tours', slug: 'tours', categoryNumber: 1.5 }, 'categoryNumber'],
      ['category', { name: 'Tours', slug: 'tours', parentCategory: 'nope' }, 'parentCategory'],
      ['country', { name: 'X', dial_code: '1', code: 'XX' }, 'dial_code'],
      ['country', { name: 'X', dial_code: '+1', code: 'XYZ' }, 'code'],
      ['coupon', { code: 'A B', amount: 1 }, 'code'],
      ['coupon', { code: 'AB', amount: -1 }, 'amount'],
      ['coupon', { code: 'AB', amount: 1, minimumCartValue: 'x' }, 'minimumCartValue'],
      ['coupon', { code: 'AB', amount: 1, type: 'bogus' }, 'type'],
      ['feature', { key: '', val: 'x' }, 'key'],
      ['feature', { key: 'City', val: 'x', coordinates: 'here' }, 'coordinates'],
      ['feature', { key: 'Market', val: 'x', currency: 'dollars' }, 'currency'],
      ['feature', { key: 'Market', val: 'x', activities: ['a', 'b', 'c', 'd'] }, 'activities'],
      ['feature', { key: 'Market', val: 'x', ranking: -1 }, 'ranking'],
      ['shipping', { carrier: '', country: 'US' }, 'carrier'],
      ['shipping', { carrier: 'UPS', country: 'USA' }, 'country'],
      ['shipping', { carrier: 'UPS', country: 'US', minWeight: 2.5 }, 'minWeight'],
      ['shipping', { carrier: 'UPS', country: 'US', charge: 'free' }, 'charge'],
    ];
    for (const [table, body, field] of bad) {
      const res = await call('POST', `${base}/${table}`, admin, body);
      expect(res.statusCode, `${table} ${field}`).toBe(400);
      expect(Object.keys(res.json().fields), `${table} ${field}`).toContain(field);
    }
    const brand = (await call('POST', `${base}/brand`, admin, { name: 'B' })).json();
    const empty = await call('PUT', `${base}/brand/${brand._id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    const heavy = await call('POST', `${base}/shipping`, admin, {
      carrier: 'UPS',
      country: 'us',
      minWeight: 500,
      maxWeight: 100,
    });
    expect(heavy.json().fields).toHaveProperty('maxWeight');
  });

  it('refuses a duplicate coupon code or category slug with 400 naming the field', async () => {
    await createCoupon(t.database.db, { code: 'SUMMER' });
    const dup = await call('POST', `${base}/coupon`, admin, { code: 'summer', amount: 1 });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ code: 'That code is already in use' });
    const other = (
      await call('POST', `${base}/coupon`, admin, { code: 'WINTER', amount: 1 })
    ).json();
    const clash = await call('PUT', `${base}/coupon/${other._id}`, admin, { code: 'SUMMER' });
    expect(clash.statusCode).toBe(400);
    await createCategory(t.database.db, { name: 'Food', slug: 'food' });
    const slug = await call('POST', `${base}/category`, admin, { name: 'Food 2', slug: 'food' });
    expect(slug.json().fields).toHaveProperty('slug');
  });

  it('keeps categories with their parent and sub-categories', async () => {
    const parent = (
      await call('POST', `${base}/category`, admin, { name: 'Water', slug: 'water' })
    ).json();
    const child = await call('POST', `${base}/category`, admin, {
      name: 'Kayak',
      slug: 'kayak',
      parentCategory: parent._id,
    });
    expect(child.json()).toMatchObject({ parentCategory: parent._id, parentCategoryName: 'Water' });
    const list = (await call('GET', `${base}/category?q=water`, admin)).json();
    expect(list.find((c: { _id: string }) => c._id === parent._id).sub_categories).toEqual([
      'Kayak',
    ]);
    const self = await call('PUT', `${base}/category/${parent._id}`, admin, {
      parentCategory: parent._id,
    });
    expect(self.json().fields).toHaveProperty('parentCategory');
    const grandchild = await call('POST', `${base}/category`, admin, {
      name: 'Deep',
      slug: 'deep',
      parentCategory: child.json()._id,
    });
    expect(grandchild.json().fields).toHaveProperty('parentCategory');
  });

  it('payment methods: no add, no delete, name not editable', async () => {
    expect(
      (await call('POST', `${base}/paymentMethod`, admin, { name: 'PayPal' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `${base}/paymentMethod/${pm.id}`, admin)).statusCode).toBe(400);
    const rename = await call('PUT', `${base}/paymentMethod/${pm.id}`, admin, { name: 'Other' });
    expect(rename.statusCode).toBe(400);
    const ok = await call('PUT', `${base}/paymentMethod/${pm.id}`, admin, { active: false });
    expect(ok.json()).toEqual({ _id: pm.id, name: 'Stripe', email: 'pk_test_1', active: false });
    const list = (await call('GET', `${base}/paymentMethod`, admin)).json();
    expect(list).toContainEqual({ _id: pm.id, name: 'Stripe', email: 'pk_test_1', active: false });
  });

  it('customers: role changes, no password hashes, no self-demotion or self-delete', async () => {
    const someone = await loginAs(t, 'user', { email: 'someone@example.com' });
    const res = await call('GET', `${base}/customer?q=someone@example.com`, admin);
    expect(res.body).not.toContain('argon2');
    expect(res.json()).toHaveLength(1);
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      ['_id', 'confirmedEmail', 'email', 'market', 'name', 'phone', 'role', 'signupDate'].sort(),
    );
    const promoted = await call('PUT', `${base}/customer/${someone.user.id}`, admin, {
      role: 'editor',
    });
    expect(promoted.json().role).toBe('editor');
    expect((await call('GET', '/api/users/me', someone)).json().role).toBe('editor');
    const bogus = await call('PUT', `${base}/customer/${someone.user.id}`, admin, { role: 'root' });
    expect(bogus.json().fields).toHaveProperty('role');
    const demote = await call('PUT', `${base}/customer/${admin.user.id}`, admin, { role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fields).toHaveProperty('role');
    expect((await call('DELETE', `${base}/customer/${admin.user.id}`, admin)).statusCode).toBe(403);
    expect((await call('POST', `${base}/customer`, admin, { email: 'x@y.z' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `${base}/customer/${someone.user.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/users/me', someone)).statusCode).toBe(401);
  });

  it('tags and markets: unique per key, value and market; public answers change at once', async () => {
    const body = { key: 'Market', val: 'Test Bay', currency: 'usd', activities: ['a', 'b'] };
    const market = await call('POST', `${base}/feature`, admin, body);
    expect(market.json()).toMatchObject({
      val: 'Test Bay',
      currency: 'USD',
      activities: ['a', 'b'],
    });
    expect((await call('POST', `${base}/feature`, admin, body)).json().fields).toHaveProperty(
      'val',
    );
    const before = await t.app.inject('/api/features/market');
    expect(before.json().map((m: { val: string }) => m.val)).toContain('Test Bay');
    await call('PUT', `${base}/feature/${market.json()._id}`, admin, { active: false });
    const after = await t.app.inject('/api/features/market');
    expect(after.json().map((m: { val: string }) => m.val)).not.toContain('Test Bay');
  });

  it('blocks deletes in demo mode with the spec text', async () => {
    const demo = await buildApp({ config: { ...t.config, DEMO_MODE: true }, db: t.database.db });
    await demo.ready();
    try {
      const brand = (await call('POST', `${base}/brand`, admin, { name: 'Demo' })).json();
      const res = await demo.inject({
        method: 'DELETE',
        url: `${base}/brand/${brand._id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Delete not allowed in demo mode');
      expect((await call('GET', `${base}/brand?q=Demo`, admin)).json()).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
