import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXT } from '@jaunt/contract';
import { users } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { createUser, loginAs, TEST_PASSWORD } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/users/me', headers });

describe('PUT /api/users/{id}', () => {
  it('lets a user edit their own profile and accept the terms', async () => {
    const u = await loginAs(t, 'user');
    // A social-login account starts without the terms accepted.
    await t.database.db.update(users).set({ termsAcceptedAt: null }).where(eq(users.id, u.user.id));
    expect((await me(u.headers)).json().termsAccepted).toBe(false);
    const res = await put(`/api/users/${u.user.id}`, u.headers, {
      firstName: 'Ned',
      phone: '416-555-0123',
      marketing: true,
      terms: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ned',
      phone: '4165550123',
      termsAccepted: true,
    });
  });

  it('accepts the partner alias /api/users/me/{id} for onboarding flags', async () => {
    const p = await loginAs(t, 'partner');
    const res = await put(`/api/users/me/${p.user.id}`, p.headers, {
      onBoarding: false,
      enteredBankingInfo: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onBoarding: false, enteredBankingInfo: true });
  });

  it("refuses to edit someone else's account", async () => {
    const a = await loginAs(t, 'user');
    const b = await createUser(t);
    const res = await put(`/api/users/${b.id}`, a.headers, { firstName: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEXT.noPermission);
  });

  it('never lets a non-admin change role, email or confirmation, but ignores unchanged values', async () => {
    const u = await loginAs(t, 'user', { confirmed: false });
    for (const change of [
      { role: 'admin' },
      { email: 'new@example.test' },
      { confirmedEmail: true },
    ]) {
      const res = await put(`/api/users/${u.user.id}`, u.headers, change);
      expect(res.statusCode).toBe(403);
    }
    const same = await put(`/api/users/${u.user.id}`, u.headers, {
      role: 'user',
      email: u.user.email,
      lastName: 'Same',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ role: 'user', confirmedEmail: false, lastName: 'Same' });
  });

  it('lets an admin change anyone, including the role', async () => {
    const admin = await loginAs(t, 'admin');
    const target = await createUser(t, { confirmed: false });
    const res = await put(`/api/users/${target.id}`, admin.headers, {
      role: 'editor',
      confirmedEmail: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target.id, role: 'editor', confirmedEmail: true });
  });
});

describe('PUT /api/users/{id}/password', () => {
  const body = { oldPassword: TEST_PASSWORD, newPassword: 'brand-new-1' };

  it('refuses a wrong old password with the field named', async () => {
    const u = await loginAs(t, 'user');
    const res = await put(`/api/users/${u.user.id}/password`, u.headers, {
      ...body,
      oldPassword: 'not-it',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Incorrect password',
      fields: { oldPassword: 'Incorrect password' },
    });
  });

  it('changes the password and signs out every other session', async () => {
    const u = await loginAs(t, 'user');
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: u.user.email, password: TEST_PASSWORD },
    });
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };
    const res = await put(`/api/users/${u.user.id}/password`, u.headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(u.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: u.user.email, password: 'brand-new-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses to change someone else's password", async () => {
    const admin = await loginAs(t, 'admin');
    const target = await createUser(t);
    const res = await put(`/api/users/${target.id}/password`, admin.headers, body);
    expect(res.statusCode).toBe(403);
  });

  it('refuses in demo mode', async () => {
    const demo = await buildApp({ config: { ...t.config, DEMO_MODE: true }, db: t.database.db });
    try {
      const u = await loginAs(t, 'user');
      const res = await demo.inject({
        method: 'PUT',
        url: `/api/users/${u.user.id}/password`,
        headers: u.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('We should not change password of an demo item');
    } finally {
      await demo.close();
    }
  });
});

describe('staff user lists', () => {
  it('GET /api/users/role/{role} lists the accounts of a role for admins', async () => {
    const admin = await loginAs(t, 'admin');
    const editor = await createUser(t, { role: 'editor' });
    const res = await t.app.inject({ url: '/api/users/role/editor', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { _id: string }) => u._id)).toContain(editor.id);
    expect(res.json().every((u: { role: string }) => u.role === 'editor')).toBe(true);
  });

  it("GET /api/users/business/{id} lists a business's staff to its owner and admins only", async () => {
    const owner = await loginAs(t, 'partner');
    const staffer = await createUser(t, { role: 'partner-staff' });
    const business = await createBusiness(t.database.db, {
      market: 'GTA',
      userId: owner.user.id,
      staff: [{ name: 'Sam', email: staffer.email.toUpperCase() }],
    });
    for (const id of [business.id, business.businessId]) {
      const res = await t.app.inject({ url: `/api/users/business/${id}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((u: { _id: string }) => u._id)).toEqual([staffer.id]);
    }
    const admin = await loginAs(t, 'admin');
    const byAdmin = await t.app.inject({
      url: `/api/users/business/${business.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.json()).toHaveLength(1);
    const stranger = await loginAs(t, 'partner');
    const refused = await t.app.inject({
      url: `/api/users/business/${business.id}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
