import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createMarket, createProduct } from '../../../test/factories.ts';
import { openEditorWorld, postProduct, productBody } from './product-editor.test-kit.ts';

let t: TestApp;
let admin: LoggedIn;
let editor: LoggedIn;
let partner: LoggedIn;
let user: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  ({ t, admin, editor, partner, user, categoryId } = await openEditorWorld());
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => productBody(categoryId, extra);
const post = (who: LoggedIn | null, payload: object) => postProduct(t, who, payload);

describe('duplicate, delete, list', () => {
  it('duplicates a product (inactive copy) and a variant', async () => {
    const p = (await post(admin, body({ active: true }))).json();
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/products/duplicate',
      headers: editor.headers,
      payload: { id: p._id },
    });
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({
      active: false,
      sku: `${p.sku}-C`,
      name: `${p.name} (copy)`,
    });
    expect(dup.json().variants).toHaveLength(2);
    const dv = await t.app.inject({
      method: 'POST',
      url: '/api/products/duplicate-variant',
      headers: editor.headers,
      payload: { id: p.variants[0]._id },
    });
    expect(dv.statusCode).toBe(201);
    const copy = dv.json().variants[2];
    expect(copy).toMatchObject({
      slug: 'adult-ticket-copy',
      experienceSku: `${p.sku}0002`,
      active: false,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/duplicate-variant',
      headers: editor.headers,
      payload: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBeDefined();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/products/duplicate',
          headers: user.headers,
          payload: { id: p._id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('only admins delete', async () => {
    const p = (await post(admin, body())).json();
    for (const [who, code] of [
      [null, 401],
      [user, 403],
      [partner, 403],
      [editor, 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${p._id}`,
        headers: who?.headers,
      });
      expect(res.statusCode).toBe(code);
    }
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${p._id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/admin/products/${p._id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('the staff list pages by cursor without gaps or repeats, filtered and sorted', async () => {
    const db = t.database.db;
    await createMarket(db, { val: 'HI' });
    for (let i = 0; i < 7; i++)
      await createProduct(db, { market: 'HI', name: `Luau ${i}`, sku: `LUAU${i}` });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: { statusCode: number; json(): { items: { sku: string }[]; next: string | null } } =
        await t.app.inject({
          url: '/api/admin/products',
          headers: editor.headers,
          query: { market: 'HI', sort: 'sku', dir: 'asc', limit: '3', ...(after ? { after } : {}) },
        });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((r: { sku: string }) => r.sku));
      after = res.json().next;
    } while (after);
    expect(seen).toEqual(['LUAU0', 'LUAU1', 'LUAU2', 'LUAU3', 'LUAU4', 'LUAU5', 'LUAU6']);
    const filtered = await t.app.inject({
      url: '/api/admin/products',
      headers: editor.headers,
      query: { market: 'HI', q: 'luau 3' },
    });
    expect(filtered.json().items.map((r: { sku: string }) => r.sku)).toEqual(['LUAU3']);
    for (const who of [null, user, partner]) {
      expect(
        (await t.app.inject({ url: '/api/admin/products', headers: who?.headers })).statusCode,
      ).toBe(who ? 403 : 401);
    }
    const bad = await t.app.inject({
      url: '/api/admin/products?after=zzz',
      headers: editor.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('uploads a jpg or mp4 judged by content, named by sku and variant letter', async () => {
    const p = (await post(admin, body())).json();
    const upload = (bytes: Buffer, slot: number, name = 'x.jpg') => {
      const boundary = 'XyZ';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/products/${p._id}/media?variant=1&slot=${slot}`,
        headers: { ...editor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);
    const res = await upload(jpg, 0);
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(
      new RegExp(`^/uploads/products/${p.sku}b\\.[0-9a-f]{10}\\.jpg$`),
    );
    expect((await t.app.inject(res.json().url)).statusCode).toBe(200);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(16),
    ]);
    expect((await upload(mp4, 2, 'clip.jpg')).json().url).toMatch(/b-2\.[0-9a-f]{10}\.mp4$/);
    const fake = await upload(Buffer.from('<svg onload=alert(1)>'), 1, 'pic.jpg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.file).toBeDefined();
  });
});
