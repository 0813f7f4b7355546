import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEXTS, TEXT, forgotField } from '@jaunt/contract';
import type { LoggedIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  openEditorWorld,
  postProduct,
  productBody,
  putProduct,
} from './product-editor.test-kit.ts';

let t: TestApp;
let admin: LoggedIn;
let editor: LoggedIn;
let editor2: LoggedIn;
let partner: LoggedIn;
let user: LoggedIn;
let categoryId: string;
let bizId: string;

beforeAll(async () => {
  ({ t, admin, editor, editor2, partner, user, categoryId, bizId } = await openEditorWorld());
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => productBody(categoryId, extra);
const post = (who: LoggedIn | null, payload: object) => postProduct(t, who, payload);
const put = (who: LoggedIn, id: string, payload: object) => putProduct(t, who, id, payload);

describe('POST /api/products', () => {
  it('guests get 401, partners and users 403, editors and admins create', async () => {
    expect((await post(null, body())).statusCode).toBe(401);
    for (const who of [partner, user]) {
      const res = await post(who, body());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEXT.noPermission);
    }
    expect((await post(editor, body())).statusCode).toBe(201);
    expect((await post(admin, body({ active: true }))).statusCode).toBe(201);
  });

  it('an editor’s product starts inactive; an admin’s may start active', async () => {
    const e = (await post(editor, body({ active: true }))).json();
    expect(e.active).toBe(false);
    const a = (await post(admin, body({ active: true }))).json();
    expect(a.active).toBe(true);
  });

  it('normalises variant slugs, numbers experience skus, recomputes lowestPrice, fills included', async () => {
    const p = (await post(editor, body())).json();
    expect(p.variants.map((v: { slug: string }) => v.slug)).toEqual(['adult-ticket', 'option-2']);
    expect(p.variants.map((v: { experienceSku: string }) => v.experienceSku)).toEqual([
      `${p.sku}0000`,
      `${p.sku}0001`,
    ]);
    expect(p.lowestPrice).toBe(29);
    expect(p.variants[0].included).toContain('What');
    expect(p.market).toBe('FL');
    expect(p.city).toBe('Miami');
  });

  it('sanitises the included rich text', async () => {
    const b = body();
    (b.variants[0] as Record<string, unknown>).included =
      '<p onclick="x()">Snacks<script>alert(1)</script></p><img src=x onerror=alert(1)>';
    const p = (await post(admin, b)).json();
    expect(p.variants[0].included).toBe('<p>Snacks</p>');
  });

  it('bad input gives 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ name: '' }, 'name', forgotField('name')],
      [{ sku: '' }, 'sku', forgotField('SKU')],
      [{ sku: 'has space' }, 'sku'],
      [{ categoryId: 'nope' }, 'categoryId', forgotField('category')],
      [{ features: [] }, 'features', forgotField('market')],
      [{ email: 'not-an-email' }, 'email'],
      [{ website: 'nope' }, 'website'],
      [{ tax: 5 }, 'tax'],
      [
        { variants: [{ name: '', description: 'x', price: 1 }] },
        'variants.0.name',
        forgotField('variant name'),
      ],
      [{ variants: [{ name: 'A', description: '', price: 1 }] }, 'variants.0.description'],
      [{ variants: [{ name: 'A', description: 'd', price: -1 }] }, 'variants.0.price'],
      [
        { variants: [{ name: 'A', description: 'd', price: 1, minPeople: -1 }] },
        'variants.0.minPeople',
      ],
      [
        {
          variants: [
            {
              name: 'A',
              description: 'd',
              price: 1,
              images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'],
            },
          ],
        },
        'variants.0.images',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post(admin, body(extra));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
  });

  it('with a businessId, people counts, purchase type and commission are required', async () => {
    const res = await post(
      admin,
      body({
        businessId: bizId,
        variants: [{ name: 'A', description: 'd', price: 1, commission: null }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields['variants.0.minPeople']).toBe(forgotField('minPeople'));
    expect(fields['variants.0.purchaseType']).toBe(forgotField('purchase type'));
    expect(fields['variants.0.commission']).toBe(forgotField('commission'));
  });

  it("a Market tag that names no market is refused with the spec's message; a market's val in another case is saved as the market writes it", async () => {
    const unknown = await post(editor, body({ features: [{ key: 'Market', val: 'XYZ' }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.features).toBe(TEXT.enterValidMarket);
    expect(TEXT.enterValidMarket).toBe('Please enter a valid market.');
    const lower = await post(
      editor,
      body({
        features: [
          { key: 'Market', val: 'fl' },
          { key: 'City', val: 'Miami' },
        ],
      }),
    );
    expect(lower.statusCode).toBe(201);
    expect(lower.json().market).toBe('FL');
    expect(lower.json().features).toContainEqual({ key: 'Market', val: 'FL' });
    const moved = await put(editor, lower.json()._id, {
      ...body({ features: [{ key: 'Market', val: 'Atlantis' }] }),
      updated: lower.json().updated,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.features).toBe(TEXT.enterValidMarket);
  });

  it('a City tag outside the Market tag is refused with the spec message', async () => {
    const res = await post(
      editor,
      body({
        features: [
          { key: 'Market', val: 'FL' },
          { key: 'City', val: 'Toronto' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.features).toBe(
      'Toronto is not in the FL market. The save was undone.',
    );
    const none = await post(
      editor,
      body({
        features: [
          { key: 'Market', val: 'FL' },
          { key: 'City', val: 'Nowhere' },
        ],
      }),
    );
    expect(none.statusCode).toBe(400);
  });

  it('commission, fee or integration from an editor is refused', async () => {
    for (const extra of [
      { integration: { name: 'Rezdy', fields: {} } },
      { variants: [{ name: 'A', description: 'd', price: 1, commission: 10 }] },
      { variants: [{ name: 'A', description: 'd', price: 1, fee: 3 }] },
    ]) {
      const res = await post(editor, body(extra));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEXT.noPermission);
    }
    const ok = (
      await post(
        admin,
        body({ variants: [{ name: 'A', description: 'd', price: 1, commission: 12, fee: 3 }] }),
      )
    ).json();
    expect(ok.variants[0].commission).toBe(12);
  });

  it('a taken SKU is a 400 on sku', async () => {
    const p = (await post(admin, body())).json();
    const res = await post(admin, body({ sku: p.sku }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sku).toBeDefined();
  });
});

describe('PUT /api/products/{id}', () => {
  it('the second of two staff saving the same product is told it changed (409)', async () => {
    const p = (await post(admin, body())).json();
    const loaded = (
      await t.app.inject({ url: `/api/admin/products/${p._id}`, headers: editor.headers })
    ).json();
    const mine = { ...body({ name: 'First save', sku: p.sku }), updated: loaded.updated };
    mine.variants = loaded.variants.map((v: Record<string, unknown>) => ({
      _id: v._id,
      name: v.name,
      description: v.description,
      price: v.price,
      slug: v.slug,
    }));
    const first = await put(editor, p._id, mine);
    expect(first.statusCode).toBe(200);
    const second = await put(editor2, p._id, { ...mine, name: 'Second save' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PRODUCT_TEXTS.changedSinceOpened);
    const now = (
      await t.app.inject({ url: `/api/admin/products/${p._id}`, headers: admin.headers })
    ).json();
    expect(now.name).toBe('First save');
    // Variants kept their ids and experience skus.
    expect(now.variants.map((v: { experienceSku: string }) => v.experienceSku)).toEqual(
      loaded.variants.map((v: { experienceSku: string }) => v.experienceSku),
    );
  });

  it('two saves at the same moment: exactly one wins', async () => {
    const p = (await post(admin, body())).json();
    const payload = { ...body({ sku: p.sku }), updated: p.updated, variants: [] };
    const results = await Promise.all([put(editor, p._id, payload), put(editor2, p._id, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('editors cannot publish; deactivating updates the company; public caches empty at once', async () => {
    const p = (
      await post(
        admin,
        body({
          active: true,
          businessId: bizId,
          variants: [
            {
              name: 'A',
              description: 'd',
              price: 10,
              minPeople: 1,
              maxPeople: 5,
              minPurchase: 1,
              purchaseType: 'person',
              commission: 15,
            },
          ],
        }),
      )
    ).json();
    const biz = async () =>
      (await t.app.inject({ url: `/api/products/business/FL`, headers: editor.headers }))
        .json()
        .find((b: { businessId: string }) => b.businessId === bizId);
    expect((await biz()).active).toBe(true);
    // Cached for the guest...
    expect((await t.app.inject(`/api/products/slug/${p.slug}`)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p._id}/active`,
      headers: editor.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    // ...and gone at once.
    expect((await t.app.inject(`/api/products/slug/${p.slug}`)).statusCode).toBe(404);
    expect((await biz()).active).toBe(false);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p._id}/active`,
      headers: editor.headers,
      payload: { active: true },
    });
    expect(on.statusCode).toBe(403);
    const adminOn = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p._id}/active`,
      headers: admin.headers,
      payload: { active: true },
    });
    expect(adminOn.json().active).toBe(true);
    expect((await t.app.inject(`/api/products/slug/${p.slug}`)).statusCode).toBe(200);
  });

  it('every write is in the audit log with before and after', async () => {
    const p = (await post(editor, body())).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p._id}/active`,
      headers: editor.headers,
      payload: { active: false },
    });
    const log = (
      await t.app.inject({ url: `/api/admin/audit?entityId=${p._id}`, headers: admin.headers })
    ).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(['deactivate', 'create']);
    expect(log[1].actorEmail).toBe(editor.user.email);
    expect(log[1].after.name).toBe(p.name);
  });
});

describe('the product page texts', () => {
  const texts = {
    highlights: ['  Small groups of up to 8 ', 'Drinks included'],
    whatToExpect: 'Two hours on the bay at sunset.',
    meetingPoint: 'Pier 5, Bayside Marketplace',
    cancellationPolicy: 'Free cancellation up to 24 hours before.',
  };

  it('are saved with the product, shown on its public page and kept by a duplicate', async () => {
    const created = await post(admin, body({ active: true, ...texts }));
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      ...texts,
      highlights: ['Small groups of up to 8', 'Drinks included'],
    });
    const page = (await t.app.inject({ url: `/api/products/slug/${p.slug}` })).json();
    expect(page).toMatchObject({ meetingPoint: texts.meetingPoint, highlights: p.highlights });

    const changed = await put(admin, p._id, {
      ...body({ sku: p.sku, name: p.name, active: true, ...texts }),
      highlights: ['Sunset views'],
      meetingPoint: '',
      variants: p.variants.map((v: Record<string, unknown>) => ({ ...v, images: [] })),
      updated: p.updated,
    });
    expect(changed.statusCode).toBe(200);
    const loaded = (
      await t.app.inject({ url: `/api/admin/products/${p._id}`, headers: editor.headers })
    ).json();
    expect(loaded).toMatchObject({ highlights: ['Sunset views'], meetingPoint: '' });
    expect((await t.app.inject({ url: `/api/products/slug/${p.slug}` })).json()).toMatchObject({
      highlights: ['Sunset views'],
      meetingPoint: '',
      whatToExpect: texts.whatToExpect,
    });

    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/products/duplicate',
      headers: admin.headers,
      payload: { id: p._id },
    });
    expect(copy.json()).toMatchObject({
      highlights: ['Sunset views'],
      whatToExpect: texts.whatToExpect,
    });
  });

  it('refuse a ninth highlight, an empty one and an over-long one, naming the field', async () => {
    const nine = await post(
      admin,
      body({ highlights: Array.from({ length: 9 }, (_, i) => `Point ${i}`) }),
    );
    expect(nine.statusCode).toBe(400);
    expect(nine.json().fields).toMatchObject({ highlights: 'At most 8 highlights' });
    const empty = await post(admin, body({ highlights: ['Fine', '   '] }));
    expect(empty.json().fields).toMatchObject({ 'highlights.1': 'A highlight cannot be empty' });
    const long = await post(admin, body({ highlights: ['x'.repeat(161)] }));
    expect(long.json().fields).toMatchObject({
      'highlights.0': 'A highlight is at most 160 characters',
    });
  });
});
