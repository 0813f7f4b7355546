import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createReviewTitle } from '../../../test/factories.ts';

let t: TestApp;
let user: LoggedIn;
let editor: LoggedIn;
let admin: LoggedIn;
const url = '/api/gamification/reviewTitles';

beforeAll(async () => {
  t = await buildTestApp();
  [user, editor, admin] = await Promise.all([
    loginAs(t, 'user'),
    loginAs(t, 'editor'),
    loginAs(t, 'admin'),
  ]);
  const db = t.database.db;
  await createReviewTitle(db, { number: 5, title: 'Trailblazer' });
  await createReviewTitle(db, { number: 1, title: 'Explorer' });
  await createReviewTitle(db, { number: 3, title: 'Retired', active: false });
});
afterAll(() => t.close());

const titlesOf = (body: { title: string }[]) => body.map((r) => r.title);

describe('review titles', () => {
  it('lists active titles by threshold for everyone; admins also see inactive ones', async () => {
    expect(titlesOf((await t.app.inject(url)).json())).toEqual(['Explorer', 'Trailblazer']);
    const asAdmin = await t.app.inject({ url, headers: admin.headers });
    expect(titlesOf(asAdmin.json())).toEqual(['Explorer', 'Retired', 'Trailblazer']);
  });

  it('lets only admins create, update and delete titles', async () => {
    const body = { number: 10, title: 'Local Legend' };
    for (const who of [user, editor]) {
      const res = await t.app.inject({ method: 'POST', url, headers: who.headers, payload: body });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    expect(created.json()).toEqual({ _id, number: 10, title: 'Local Legend', active: true });

    const put = (who: LoggedIn, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${url}/${_id}`, headers: who.headers, payload });
    expect((await put(user, { title: 'Nope' })).statusCode).toBe(403);
    const renamed = await put(admin, { title: 'Legend' });
    expect(renamed.json()).toEqual({ _id, number: 10, title: 'Legend', active: true });

    const del = (who: LoggedIn) =>
      t.app.inject({ method: 'DELETE', url: `${url}/${_id}`, headers: who.headers });
    expect((await del(editor)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(204);
    expect((await del(admin)).statusCode).toBe(404);
    expect(titlesOf((await t.app.inject(url)).json())).not.toContain('Legend');
  });

  it('needs a number and a title', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'No number' }, 'number'],
      [{ number: 2 }, 'title'],
      [{ number: 2, title: ' ' }, 'title'],
      [{ number: 1.5, title: 'Half' }, 'number'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const made = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { number: 3, title: 'Scout' },
    });
    const id = made.json()._id;
    for (const payload of [{}, { title: '' }, { number: -1 }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${url}/${id}`,
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
