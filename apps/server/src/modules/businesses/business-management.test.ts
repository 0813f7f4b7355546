import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BUSINESS_MANAGEMENT_TEXTS,
  COMPANY_ID_HINT,
  NOT_A_WEBSITE,
  TEXT,
  type Role,
} from '@jaunt/contract';
import { auditLog, businesses, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness, createOrder, createProduct } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { copyRows } from '../../../seed/bulk-copy.ts';
import { buildProduct } from '../../../seed/factories/catalog.ts';
import { withDerivedRowsRebuiltAfter } from '../../../seed/products.ts';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: LoggedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((b) => b.name);
/** A guest's view: is the product listed publicly? */
async function publiclyListed(market: string, sku: string) {
  const where = encodeURIComponent(JSON.stringify({ market }));
  const res = await t.app.inject({ method: 'GET', url: `/api/products?where=${where}&limit=100` });
  return (res.json() as { sku: string }[]).some((p) => p.sku === sku);
}

describe('the business list', () => {
  it('filters by market and text, sorts, and pages by cursor without gaps or repeats', async () => {
    const market = 'BMLIST';
    const made = [];
    for (const name of ['Delta Dives', 'alpha Adventures', 'Charlie Canoes', 'Bravo Bikes']) {
      made.push(await createBusiness(t.database.db, { market, name }));
    }
    await createBusiness(t.database.db, { market: 'BMOTHER', name: 'Alpha Elsewhere' });

    const all = await call('GET', `/api/admin/businesses?market=${market}`, admin);
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual([
      'alpha Adventures',
      'Bravo Bikes',
      'Charlie Canoes',
      'Delta Dives',
    ]);
    expect(all.json().next).toBeNull();

    const desc = await call('GET', `/api/admin/businesses?market=${market}&dir=desc`, admin);
    expect(names(desc)[0]).toBe('Delta Dives');
    const byCode = await call(
      'GET',
      `/api/admin/businesses?market=${market}&sort=businessId`,
      admin,
    );
    expect(byCode.json().items.map((b: { businessId: string }) => b.businessId)).toEqual(
      made.map((b) => b.businessId).sort(),
    );

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const q: string = `market=${market}&sort=created&limit=3${after ? `&after=${after}` : ''}`;
      const page = await call('GET', `/api/admin/businesses?${q}`, admin);
      seen.push(...names(page));
      after = page.json().next;
    } while (after);
    expect(seen).toEqual(made.map((b) => b.name));

    for (const q of ['alpha', made[2].businessId.toLowerCase(), made[3].email.toUpperCase()]) {
      const hit = await call('GET', `/api/admin/businesses?market=${market}&q=${q}`, admin);
      expect(hit.json().items).toHaveLength(1);
    }
    const bad = await call('GET', '/api/admin/businesses?after=nonsense', admin);
    expect(bad.statusCode).toBe(400);
  });
});

/** The least an admin edit sends: a name and a market, the rest empty. */
const MINIMAL_EDIT = {
  name: 'Kai Surf Co',
  email: '',
  url: '',
  market: 'HI',
  commission: 15,
  staff: [],
  billingAddress: {},
};

describe("a business's SKU list", () => {
  const skuList = async (code: string) =>
    (await call('GET', `/api/admin/businesses/${code}`, admin)).json().skuList as string[];

  it('follows the products linked to it: created, moved, renamed, deleted, and created before it', async () => {
    const one = await createBusiness(t.database.db, { market: 'HI' });
    const two = await createBusiness(t.database.db, { market: 'HI' });
    expect(await skuList(one.businessId)).toEqual([]);
    const a = await createProduct(t.database.db, { market: 'HI', businessId: one.businessId });
    const b = await createProduct(t.database.db, { market: 'HI', businessId: one.businessId });
    expect(await skuList(one.businessId)).toEqual([a.sku, b.sku].sort());

    await t.database.db
      .update(products)
      .set({ businessId: two.businessId })
      .where(eq(products.id, a.id));
    expect(await skuList(one.businessId)).toEqual([b.sku]);
    expect(await skuList(two.businessId)).toEqual([a.sku]);

    // A new SKU is followed.
    await t.database.db
      .update(products)
      .set({ sku: `${b.sku}X` })
      .where(eq(products.id, b.id));
    expect(await skuList(one.businessId)).toEqual([`${b.sku}X`]);
    await t.database.db.delete(products).where(eq(products.id, b.id));
    expect(await skuList(one.businessId)).toEqual([]);

    // Products that name a code before its business exists (an import) are its list at once.
    const early = await createProduct(t.database.db, { market: 'HI', businessId: 'B77777' });
    await createBusiness(t.database.db, { market: 'HI', businessId: 'B77777' });
    expect(await skuList('B77777')).toEqual([early.sku]);
  });

  it('is worked out once for every business after a bulk load that turned its trigger off, as a large seed does', async () => {
    const full = await createBusiness(t.database.db, { market: 'HI' });
    const stale = await createBusiness(t.database.db, { market: 'HI' });
    const rows = ['BULKB3', 'BULKB1', 'BULKB2'].map((sku, i) => ({
      ...buildProduct({ market: 'HI' }).product,
      sku,
      slug: `bulk-business-${i}`,
      businessId: full.businessId,
    }));
    await t.database.db.transaction((tx) =>
      withDerivedRowsRebuiltAfter(tx, async () => {
        await copyRows(tx, [{ table: products, rows: rows.slice(0, 2) }]);
        await copyRows(tx, [{ table: products, rows: rows.slice(2) }]);
        // A list no product backs (written past the triggers) is emptied too.
        await tx
          .update(businesses)
          .set({ skuList: ['GONE1'] })
          .where(eq(businesses.id, stale.id));
      }),
    );
    expect(await skuList(full.businessId)).toEqual(['BULKB1', 'BULKB2', 'BULKB3']);
    expect(await skuList(stale.businessId)).toEqual([]);
  });
});

describe('the detail and the admin edit', () => {
  it('shows staff, owner, SKU list and products, and saves commission, staff and address', async () => {
    const partner = await loginAs(t, 'partner');
    const b = await createBusiness(t.database.db, {
      market: 'HI',
      userId: partner.user.id,
      staff: [{ name: 'Kai', email: 'kai@example.test', phone: '808-555-0100' }],
    });
    const p = await createProduct(t.database.db, { market: 'HI', businessId: b.businessId });
    const res = await call('GET', `/api/admin/businesses/${b.businessId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: b.id,
      skuList: [p.sku],
      staff: [{ name: 'Kai', email: 'kai@example.test', phone: '808-555-0100' }],
      owner: { _id: partner.user.id, email: partner.user.email },
      products: [{ _id: p.id, sku: p.sku, active: p.active }],
      stripe: { verification: 'unverified', payoutsEnabled: false },
    });

    const body = {
      name: 'Kai Surf Co',
      email: 'hello@kai.example',
      url: 'https://kai.example',
      market: 'hi',
      commission: 20,
      staff: [{ name: 'Lani', email: 'Lani@Example.test', phone: '' }],
      billingAddress: { firstName: 'Kai', lastName: 'Akana', city: 'Honolulu' },
    };
    const saved = await call('PUT', `/api/admin/businesses/${b.id}`, admin, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Kai Surf Co',
      market: 'HI',
      commission: 20,
      staff: [{ name: 'Lani', email: 'lani@example.test' }],
      billingAddress: { firstName: 'Kai', city: 'Honolulu', company: b.billingAddress.company },
    });
    const noMarket = await call('PUT', `/api/admin/businesses/${b.id}`, admin, {
      ...body,
      market: '',
    });
    expect(noMarket.statusCode).toBe(400);
    expect(JSON.stringify(noMarket.json())).toContain(TEXT.setLocationFirst);
  });

  it("refuses what the partner's own form refuses: a website, phone, country or postal code", async () => {
    const b = await createBusiness(t.database.db, { market: 'HI' });
    const refused: [object, string, string][] = [
      [{ url: 'kai surf' }, 'url', NOT_A_WEBSITE],
      [{ url: 'javascript:alert(1)' }, 'url', NOT_A_WEBSITE],
      [
        { staff: [{ name: 'Lani', email: 'lani@example.test', phone: '555-01' }] },
        'staff.0.phone',
        'Please enter a 10-digit phone number',
      ],
      [
        { billingAddress: { phone: '12' } },
        'billingAddress.phone',
        'Please enter a 10-digit phone number',
      ],
      [{ billingAddress: { country: 'MX' } }, 'billingAddress.country', 'Enter US or CA'],
      [
        { billingAddress: { country: 'CA', postalCode: '96815' } },
        'billingAddress.postalCode',
        'Enter a postal code like A1A 1A1',
      ],
      [
        { billingAddress: { country: 'US', region: 'ON' } },
        'billingAddress.region',
        'Choose a state or province',
      ],
    ];
    for (const [change, field, message] of refused) {
      const res = await call('PUT', `/api/admin/businesses/${b.id}`, admin, {
        ...MINIMAL_EDIT,
        ...change,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.[field], field).toBe(message);
    }
    const saved = await call('PUT', `/api/admin/businesses/${b.id}`, admin, {
      ...MINIMAL_EDIT,
      url: 'https://kai.example',
      staff: [{ name: 'Lani', email: 'lani@example.test', phone: '(808) 555-0100' }],
      billingAddress: {
        phone: '+1 808 555 0101',
        country: 'US',
        region: 'HI',
        postalCode: '96815',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      url: 'https://kai.example',
      staff: [{ phone: '8085550100' }],
      billingAddress: { phone: '8085550101', region: 'HI', postalCode: '96815' },
    });
    expect((await call('GET', '/api/admin/businesses/B99999', admin)).statusCode).toBe(404);
  });
  it("names the business's account on its booking platform: saved trimmed, kept when omitted, cleared when empty", async () => {
    const b = await createBusiness(t.database.db, {
      market: 'HI',
      integration: { name: 'FareHarbor' },
    });
    const put = (companyId?: string) =>
      call('PUT', `/api/admin/businesses/${b.id}`, admin, { ...MINIMAL_EDIT, companyId });
    expect(
      (await call('GET', `/api/admin/businesses/${b.businessId}`, admin)).json(),
    ).toMatchObject({ companyId: null });
    expect((await put(' kai-surf-co ')).json()).toMatchObject({ companyId: 'kai-surf-co' });
    expect((await put()).json()).toMatchObject({ companyId: 'kai-surf-co' });
    for (const bad of ['kai surf', 'kai/surf', 'k'.repeat(101)]) {
      const res = await put(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields?.companyId, bad).toBe(COMPANY_ID_HINT);
    }
    expect((await put('')).json()).toMatchObject({ companyId: null });
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row.companyId).toBeNull();
  });
});

describe('activate and deactivate', () => {
  it('takes every product of the business with it, in one go, and guests see the change', async () => {
    const b = await createBusiness(t.database.db, { market: 'HI', active: true });
    const p1 = await createProduct(t.database.db, {
      market: 'HI',
      businessId: b.businessId,
      active: true,
    });
    const p2 = await createProduct(t.database.db, {
      market: 'HI',
      businessId: b.businessId,
      active: true,
    });
    const other = await createProduct(t.database.db, { market: 'HI', active: true });
    expect(await publiclyListed('HI', p1.sku)).toBe(true);

    const off = await call('PUT', `/api/admin/businesses/${b.id}/active`, admin, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect(off.json().products.map((p: { active: boolean }) => p.active)).toEqual([false, false]);
    expect(await publiclyListed('HI', p1.sku)).toBe(false);
    const [otherRow] = await t.database.db.select().from(products).where(eq(products.id, other.id));
    expect(otherRow.active).toBe(true);

    const on = await call('PUT', `/api/admin/businesses/${b.businessId}/active`, admin, {
      active: true,
    });
    expect(on.json().active).toBe(true);
    expect(on.json().products.every((p: { active: boolean }) => p.active)).toBe(true);
    expect(await publiclyListed('HI', p2.sku)).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(audit.map((a) => a.action)).toEqual(['deactivate', 'activate']);
  });
});

describe('delete', () => {
  it('refuses while paid orders name the business, else deletes and unlinks its products', async () => {
    const paid = await createBusiness(t.database.db, { market: 'HI' });
    const sold = await createProduct(t.database.db, { market: 'HI', businessId: paid.businessId });
    await createOrder(t.database.db, { product: sold, statusVal: 290 });
    const refused = await call('DELETE', `/api/admin/businesses/${paid.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BUSINESS_MANAGEMENT_TEXTS.hasPaidOrders);

    const b = await createBusiness(t.database.db, { market: 'HI' });
    const p = await createProduct(t.database.db, {
      market: 'HI',
      businessId: b.businessId,
      active: true,
    });
    await createOrder(t.database.db, { product: p, statusVal: 600 });
    const res = await call('DELETE', `/api/admin/businesses/${b.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(businesses).where(eq(businesses.id, b.id))).toEqual(
      [],
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ active: false, businessId: null });
    expect((await call('DELETE', `/api/admin/businesses/${b.id}`, admin)).statusCode).toBe(404);
  });

  it('is refused in demo mode with the spec text', async () => {
    const demo = await buildTestApp({ DEMO_MODE: true });
    try {
      const a = await loginAs(demo, 'admin');
      const b = await createBusiness(demo.database.db, { market: 'HI' });
      const res = await demo.app.inject({
        method: 'DELETE',
        url: `/api/admin/businesses/${b.id}`,
        headers: a.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEXT.deleteNotAllowedInDemo);
    } finally {
      await demo.close();
    }
  });
});

describe('who may call', () => {
  it('admin only: editor, partner, partner-staff and user get 403, a guest 401', async () => {
    const owner = await loginAs(t, 'partner');
    const b = await createBusiness(t.database.db, { market: 'HI', userId: owner.user.id });
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/businesses?market=HI'],
      ['GET', `/api/admin/businesses/${b.id}`],
      ['PUT', `/api/admin/businesses/${b.id}`, MINIMAL_EDIT],
      ['PUT', `/api/admin/businesses/${b.id}/active`, { active: false }],
      ['DELETE', `/api/admin/businesses/${b.id}`],
    ];
    const who = new Map<Role, LoggedIn>([['partner', owner]]);
    for (const role of ['editor', 'partner-staff', 'user'] as const) {
      who.set(role, await loginAs(t, role));
    }
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const [role, login] of who) {
        const res = await call(method, url, login, body);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
    }
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row).toMatchObject({ name: b.name, active: b.active });
    // The reused calls the screen makes also answer the admin.
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/pdf',
      headers: admin.headers,
      payload: { businessId: b.businessId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/email-service/partner/live',
      headers: admin.headers,
      payload: { businessId: b.businessId },
    });
    expect(live.json()).toEqual({ sent: true });
  });
});
