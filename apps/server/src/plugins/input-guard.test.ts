import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import { findBadInput } from './input-guard.ts';

let t: TestApp;
let user: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await loginAs(t, 'user');
}, 180_000);
afterAll(() => t.close());

describe('input guard', () => {
  it('refuses a NUL in a body string with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: user.headers,
      payload: { name: 'Weekend\u0000plans' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'This value must not contain a NUL (\\u0000) character.',
    });
  });

  it('refuses a NUL in the query and in nested fields', async () => {
    const q = await t.app.inject({ url: '/api/products?search=a%00b' });
    expect(q.statusCode).toBe(400);
    expect(Object.keys(q.json().fields)).toEqual(['search']);
    expect(findBadInput({ a: [{ b: 'x\u0000' }] })?.path).toBe('a.0.b');
  });

  it('bounds the login email (no 500, no megabytes in the log)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: `${'a'.repeat(3_000_000)}@example.test`, password: 'x' },
    });
    expect(res.statusCode).toBe(413); // over the 1 MB body limit
    const big = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: `${'a'.repeat(200_000)}@example.test`, password: 'x' },
    });
    expect(big.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: `${'a'.repeat(300)}@example.test`, password: 'x' },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields)).toEqual(['email']);
  });

  it('an empty review-title update is a 400', async () => {
    const admin = await loginAs(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gamification/reviewTitles',
      headers: admin.headers,
      payload: { number: 3, title: 'Explorer' },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/reviewTitles/${created.json()._id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
