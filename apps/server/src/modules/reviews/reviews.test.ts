import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { products } from '../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct, createReview } from '../../../test/factories.ts';

let t: TestApp;
let user: LoggedIn;
let other: LoggedIn;
let editor: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [user, other, editor, admin] = await Promise.all([
    loginAs(t, 'user'),
    loginAs(t, 'user'),
    loginAs(t, 'editor'),
    loginAs(t, 'admin'),
  ]);
});
afterAll(() => t.close());

const product = () => createProduct(t.database.db, { market: 'GTA' });

async function ratingOf(sku: string) {
  const [row] = await t.database.db
    .select({ computedRating: products.computedRating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.sku, sku));
  return {
    computedRating: Math.round(row!.computedRating * 10) / 10,
    reviewCount: row!.reviewCount,
  };
}

function post(who: LoggedIn | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: who?.headers,
    payload: body,
  });
}

const review = (sku: string, rating: number, text = 'Lovely morning out.') => ({
  partnerId: sku,
  userName: 'Sam K.',
  rating,
  text,
});

describe('writing reviews', () => {
  it('stores a review from the session and recomputes the rating', async () => {
    const p = await product();
    const first = await post(user, review(p.sku, 5));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      partnerId: p.sku,
      partner: p.id,
      userName: 'Sam K.',
      email: user.user.email,
      rating: 5,
      active: true,
    });
    expect((await post(other, review(p.sku, 4))).statusCode).toBe(201);
    expect((await post(admin, review(p.sku, 4))).statusCode).toBe(201);
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 4.3, reviewCount: 3 });
  });

  it('refuses guests, unconfirmed emails, editors and products with another review source', async () => {
    const p = await product();
    const unconfirmed = await loginAs(t, 'user', { confirmed: false });
    expect((await post(null, review(p.sku, 5))).statusCode).toBe(401);
    const res = await post(unconfirmed, review(p.sku, 5));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEXT.reviewNeedsConfirmedEmail);
    expect((await post(editor, review(p.sku, 5))).statusCode).toBe(403);
    const withTa = await createProduct(t.database.db, { tripadvisorLocationId: '123456' });
    const withWidget = await createProduct(t.database.db, { elfsightId: 'abc-def' });
    expect((await post(user, review(withTa.sku, 5))).statusCode).toBe(400);
    expect((await post(user, review(withWidget.sku, 5))).statusCode).toBe(400);
    expect((await post(user, review('NOPE0000', 5))).statusCode).toBe(404);
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 0, reviewCount: 0 });
  });

  it('validates rating and text', async () => {
    const p = await product();
    for (const bad of [
      review(p.sku, 6),
      review(p.sku, 0),
      review(p.sku, 3.5),
      review(p.sku, 4, ''),
      review(p.sku, 4, 'x'.repeat(5001)),
      { ...review(p.sku, 4), userName: ' ' },
    ]) {
      const res = await post(user, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it.each([
    '<script>alert(1)</script>Nice',
    'Nice<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">Nice</a>',
    '<svg onload=alert(1)>Nice',
  ])('keeps the text of %s inert', async (payload) => {
    const p = await product();
    const res = await post(user, review(p.sku, 4, payload));
    expect(res.statusCode).toBe(201);
    expect(res.json().text).toBe('Nice');
    const listed = await t.app.inject(`/api/reviews/partner/${p.sku}`);
    expect(listed.body).not.toMatch(/<script|onerror|javascript:|<svg|<img/i);
  });

  it('refuses review text that is nothing but markup', async () => {
    const p = await product();
    const res = await post(user, review(p.sku, 4, '<script>alert(1)</script>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('text');
  });
});

describe('reading reviews', () => {
  it('lists active reviews of a product newest first, with emails only for the author', async () => {
    const p = await product();
    const db = t.database.db;
    await createReview(db, { partnerId: p.sku, date: new Date('2025-01-01'), text: 'old' });
    await createReview(db, { partnerId: p.sku, date: new Date('2025-03-01'), text: 'new' });
    await createReview(db, { partnerId: p.sku, date: new Date('2025-02-01'), active: false });
    await post(user, review(p.sku, 5, 'mine'));
    const guest = (await t.app.inject(`/api/reviews/partner/${p.sku}`)).json();
    expect(guest.map((r: { text: string }) => r.text)).toEqual(['mine', 'new', 'old']);
    expect(guest.every((r: object) => !('email' in r))).toBe(true);
    const paged = await t.app.inject(`/api/reviews/partner/${p.sku}?skip=1&limit=1`);
    expect(paged.json().map((r: { text: string }) => r.text)).toEqual(['new']);
    const asAuthor = await t.app.inject({
      url: `/api/reviews/partner/${p.sku}`,
      headers: user.headers,
    });
    expect(asAuthor.json()[0].email).toBe(user.user.email);
    expect(asAuthor.json()[1].email).toBeUndefined();
  });

  it('counts reviews for the owner and staff only', async () => {
    const me = await loginAs(t, 'user');
    const p = await product();
    await post(me, review(p.sku, 5));
    const url = `/api/reviews/count/${me.user.email}`;
    expect((await t.app.inject({ url, headers: me.headers })).json()).toEqual({ count: 1 });
    expect((await t.app.inject({ url, headers: editor.headers })).json()).toEqual({ count: 1 });
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('shows my reviews with their product', async () => {
    const me = await loginAs(t, 'user');
    const p = await product();
    await post(me, review(p.sku, 3, 'Good'));
    const res = await t.app.inject({ url: '/api/reviews/mine', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        text: 'Good',
        product: { _id: p.id, name: p.name, slug: p.slug, market: 'GTA', image: p.featuredImage },
      }),
    ]);
    expect((await t.app.inject('/api/reviews/mine')).statusCode).toBe(401);
  });
});

describe('deleting and moderating', () => {
  it('lets the author delete a review (not others) and recomputes the rating', async () => {
    const p = await product();
    const mine = (await post(user, review(p.sku, 1))).json();
    await post(other, review(p.sku, 5));
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 3, reviewCount: 2 });
    const url = `/api/reviews/${mine._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url,
      headers: other.headers,
      payload: { email: user.user.email },
    });
    expect(stranger.statusCode).toBe(403);
    const byAdmin = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'DELETE', url, headers: user.headers });
    expect(own.statusCode).toBe(204);
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 5, reviewCount: 1 });
  });

  it('lets admins edit, deactivate and delete reviews; the rating follows', async () => {
    const p = await product();
    const a = (await post(user, review(p.sku, 2))).json();
    const b = (await post(other, review(p.sku, 4))).json();
    const active = (who: LoggedIn, id: string, value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${id}/active`,
        headers: who.headers,
        payload: { active: value },
      });
    expect((await active(user, a._id, false)).statusCode).toBe(403);
    expect((await active(editor, a._id, false)).statusCode).toBe(403);
    const off = await active(admin, a._id, false);
    expect(off.json()).toMatchObject({ active: false });
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 4, reviewCount: 1 });
    const hidden = (await t.app.inject(`/api/reviews/partner/${p.sku}`)).json();
    expect(hidden.map((r: { _id: string }) => r._id)).toEqual([b._id]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${b._id}`,
      headers: admin.headers,
      payload: { rating: 3, text: 'Edited <b>text</b>', active: true },
    });
    expect(edit.json()).toMatchObject({ rating: 3, text: 'Edited text' });
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 3, reviewCount: 1 });

    const del = (who: LoggedIn) =>
      t.app.inject({ method: 'DELETE', url: `/api/reviews/delete/${b._id}`, headers: who.headers });
    expect((await del(user)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(204);
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 0, reviewCount: 0 });
    expect((await del(admin)).statusCode).toBe(404);
    // Each admin change is in the audit log, with who did it.
    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=review&entityId=${b._id}`,
      headers: admin.headers,
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update']);
    expect(audit.json()[1]).toMatchObject({
      actorEmail: admin.user.email,
      before: { rating: 4 },
      after: { rating: 3 },
    });
  });

  it('gives admins every review, filtered by email and partner sku', async () => {
    const p = await product();
    const q = await product();
    const writer = await loginAs(t, 'user');
    await post(writer, review(p.sku, 5));
    await post(writer, review(q.sku, 4));
    const url = `/api/reviews?email=${encodeURIComponent(writer.user.email)}&partnerId=${q.sku}`;
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.json()).toEqual([expect.objectContaining({ partnerId: q.sku, rating: 4 })]);
    expect((await t.app.inject({ url, headers: editor.headers })).statusCode).toBe(403);
    // The table's total counts with the same filter.
    const email = encodeURIComponent(writer.user.email);
    const count = (query: string, who = admin) =>
      t.app.inject({ url: `/api/reviews/count?${query}`, headers: who.headers });
    expect((await count(`email=${email}`)).json()).toEqual({ count: 2 });
    expect((await count(`email=${email}&partnerId=${q.sku}`)).json()).toEqual({ count: 1 });
    expect((await count(`email=${email}`, editor)).statusCode).toBe(403);
  });
});

describe('rating recompute calls', () => {
  it('recomputes from active reviews for staff, ignoring any number sent', async () => {
    const p = await product();
    await createReview(t.database.db, { partnerId: p.sku, rating: 5 });
    await createReview(t.database.db, { partnerId: p.sku, rating: 2 });
    const body = { partnerId: p.sku, number: 1 };
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/rating',
      headers: user.headers,
      payload: body,
    });
    expect(asUser.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/rating',
      headers: editor.headers,
      payload: body,
    });
    expect(res.json()).toEqual({
      _id: p.id,
      partnerId: p.sku,
      computedRating: 3.5,
      reviewCount: 2,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/rating/${p.id}`,
      headers: admin.headers,
      payload: { computedRating: 5 },
    });
    expect(put.json()).toMatchObject({ computedRating: 3.5 });
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 3.5, reviewCount: 2 });
  });
});

describe('one review per user per product', () => {
  it('answers 409 to a second review, and the author edits the first instead', async () => {
    const p = await product();
    const author = await loginAs(t, 'user');
    const first = await post(author, review(p.sku, 5));
    expect(first.statusCode).toBe(201);
    const second = await post(author, review(p.sku, 1, 'Changed my mind'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You have already reviewed this experience. You can edit your review.',
    );
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 5, reviewCount: 1 });

    const edit = (who: LoggedIn, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${first.json()._id}`,
        headers: who.headers,
        payload,
      });
    const edited = await edit(author, { rating: 3, text: 'Good, not great.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 3, text: 'Good, not great.' });
    expect(await ratingOf(p.sku)).toEqual({ computedRating: 3, reviewCount: 1 });
    expect((await edit(other, { rating: 1 })).statusCode).toBe(403);
    expect((await edit(author, { active: false })).statusCode).toBe(403);
    expect((await edit(author, {})).statusCode).toBe(400);
  });

  it('a hidden review still counts: no second review after staff hid the first', async () => {
    const p = await product();
    const author = await loginAs(t, 'user');
    const first = await post(author, review(p.sku, 1));
    await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${first.json()._id}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect((await post(author, review(p.sku, 1))).statusCode).toBe(409);
  });

  it('ten concurrent posts of one user store one review', async () => {
    const p = await product();
    const author = await loginAs(t, 'user');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(author, review(p.sku, 1 + (i % 5)))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await ratingOf(p.sku)).reviewCount).toBe(1);
  });

  it('limits one user to 10 reviews an hour', async () => {
    const author = await loginAs(t, 'user');
    for (let i = 0; i < 10; i++)
      expect((await post(author, review((await product()).sku, 4))).statusCode).toBe(201);
    const res = await post(author, review((await product()).sku, 4));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TEXT.tooManyReviews);
  });
});
