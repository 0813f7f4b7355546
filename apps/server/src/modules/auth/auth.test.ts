import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { throttleKeys } from './login-throttle.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, loginAs, TEST_PASSWORD } from '../../../test/auth-helpers.ts';

const WRONG = 'The email or password you entered is incorrect.';
const RETRY = /^Please try again in \d+ minutes and \d+ seconds$/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/auth/local', payload: { email, password } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

describe('POST /auth/local', () => {
  it('signs in with the right password, sets the session cookie and returns the user', async () => {
    const user = await createUser(t, { email: 'ada@example.test' });
    const res = await login('  ADA@example.test ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ _id: user.id, email: 'ada@example.test', role: 'user' });
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie?.secure).toBeFalsy();
    expect((await me({ cookie: `token=${body.token}` })).json().email).toBe('ada@example.test');
    expect((await me({ authorization: `Bearer ${body.token}` })).statusCode).toBe(200);
  });

  it('answers the same 401 text for an unknown email and a wrong password', async () => {
    await createUser(t, { email: 'bob@example.test' });
    for (const res of [
      await login('bob@example.test', 'wrong-password'),
      await login('nobody@example.test', TEST_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: WRONG });
    }
  });

  it('asks for email and password when one is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: 'x@example.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Please enter your email and password');
  });

  it('locks an email out after 5 failures, even for the right password', async () => {
    await createUser(t, { email: 'carl@example.test' });
    for (let i = 0; i < 5; i++) {
      expect((await login('carl@example.test', 'nope-nope')).statusCode).toBe(401);
    }
    const res = await login('carl@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(RETRY);
    const wait = new Date(body.nextValidRequestDate).getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('says the remaining wait in minutes and seconds', async () => {
    await createUser(t, { email: 'dora@example.test' });
    const next = new Date(Date.now() + 150_000 - 1);
    await t.database.db.insert(loginThrottle).values({
      key: throttleKeys('dora@example.test', '127.0.0.1').pair,
      failures: 5,
      nextValidRequestDate: next,
    });
    const res = await login('dora@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please try again in 2 minutes and (29|30) seconds$/);
    expect(res.json().nextValidRequestDate).toBe(next.toISOString());
  });

  it('doubles the wait with each failure after the lockout ends, and a success resets it', async () => {
    await createUser(t, { email: 'eve@example.test' });
    const email = 'eve@example.test';
    const key = throttleKeys(email, '127.0.0.1').pair;
    await t.database.db
      .insert(loginThrottle)
      .values({ key, failures: 5, nextValidRequestDate: new Date(Date.now() - 1000) });
    expect((await login(email, 'nope-nope')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    expect(row.failures).toBe(6);
    const wait = row.nextValidRequestDate!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(90_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    await t.database.db
      .update(loginThrottle)
      .set({ failures: 30, nextValidRequestDate: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.key, key));
    await login(email, 'nope-nope');
    const [capped] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    expect(capped.nextValidRequestDate!.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(capped.nextValidRequestDate!.getTime() - Date.now()).toBeGreaterThan(3_500_000);

    await t.database.db
      .update(loginThrottle)
      .set({ nextValidRequestDate: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.key, key));
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'nope-nope')).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('shares the lockout between two app processes on the same database', async () => {
    await createUser(t, { email: 'finn@example.test' });
    const second = await buildApp({ config: t.config, db: t.database.db });
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await login('finn@example.test', 'nope-nope', app)).statusCode).toBe(401);
      }
      const res = await login('finn@example.test', TEST_PASSWORD, second);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(RETRY);
      expect((await login('finn@example.test', TEST_PASSWORD, t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('login throttling cannot be used to lock an owner out', () => {
  const from = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email, password },
      remoteAddress,
    });

  it('throttles the failing address with the retry text; the owner elsewhere still logs in', async () => {
    await createUser(t, { email: 'gail@example.test' });
    for (let i = 0; i < 5; i++)
      expect((await from('198.51.100.1', 'gail@example.test', 'guess')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const res = await from('198.51.100.1', 'gail@example.test', 'guess');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(RETRY);
    }
    // Even the right password waits at the attacker's address...
    expect((await from('198.51.100.1', 'gail@example.test', TEST_PASSWORD)).statusCode).toBe(429);
    // ...but not at the owner's.
    expect((await from('198.51.100.2', 'gail@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an address spraying many accounts', async () => {
    const victim = await createUser(t, { email: 'hal@example.test' });
    for (let i = 0; i < 20; i++)
      expect((await from('198.51.100.3', `spray${i}@example.test`, 'guess')).statusCode).toBe(401);
    const res = await from('198.51.100.3', victim.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(RETRY);
    expect((await from('198.51.100.4', victim.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows a distributed guess at one account by at most a minute, never a lockout', async () => {
    await createUser(t, { email: 'ivy@example.test' });
    for (let i = 0; i < 30; i++) {
      const res = await from(`192.0.2.${i + 1}`, 'ivy@example.test', 'guess');
      if (res.statusCode === 429) {
        const wait = new Date(res.json().nextValidRequestDate).getTime() - Date.now();
        expect(wait).toBeLessThanOrEqual(60_000);
      } else expect(res.statusCode).toBe(401);
    }
    const owner = await from('192.0.2.200', 'ivy@example.test', TEST_PASSWORD);
    expect(owner.statusCode).toBe(429);
    const wait = new Date(owner.json().nextValidRequestDate).getTime() - Date.now();
    expect(wait).toBeLessThanOrEqual(60_000);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the same token then gets 401', async () => {
    const { headers } = await loginAs(t, 'user');
    expect((await me(headers)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('is harmless for a guest', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204);
  });
});

describe('POST /auth/session', () => {
  it('adopts a live session token as the cookie', async () => {
    const { token, user } = await loginAs(t, 'partner');
    const res = await t.app.inject({ method: 'POST', url: '/auth/session', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token, user: { _id: user.id, role: 'partner' } });
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe(token);
  });

  it('refuses an unknown or revoked token with 401', async () => {
    const { token, headers } = await loginAs(t, 'user');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    for (const tok of [token, 'x'.repeat(43)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/session',
        payload: { token: tok },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
