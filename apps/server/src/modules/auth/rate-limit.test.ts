import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/auth-helpers.ts';
import { loadConfig } from '../../config.ts';
import { emails } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp({ config: t.config, db: t.database.db, rateLimit: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('per-IP rate limits', () => {
  it('stops login attempts from one address after 20 a minute, with the retry text', async () => {
    const attempt = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { email, password: 'whatever' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 20; i++) {
      // Different emails: the per-email lockout never starts, only the IP limit applies.
      expect((await attempt(`probe${i}@example.test`)).statusCode).toBe(401);
    }
    const res = await attempt('probe-last@example.test');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Please try again in \d+ minutes and \d+ seconds$/),
    });
    const other = await app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: 'someone@example.test', password: 'whatever' },
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(401);
  });

  it('is off in tests unless turned on', async () => {
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/local/passwordreset',
        payload: { email: `nobody${i}@example.test` },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('X-Forwarded-For', () => {
  const loginFrom = (target: App, forwardedFor: string, remoteAddress = '198.51.100.7') =>
    target.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: `xff-${forwardedFor}@example.test`, password: 'whatever' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('is ignored by default: a forged header does not get a fresh per-IP budget', async () => {
    for (let i = 0; i < 20; i++) await loginFrom(app, `10.9.0.${i}`);
    const res = await loginFrom(app, '10.9.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please try again in \d+ minutes and \d+ seconds$/);
  });

  it('is read only from a configured proxy (TRUST_PROXY)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      TRUST_PROXY: '192.0.2.1,192.0.2.128/25',
    });
    const proxied = await buildApp({ config, db: t.database.db, rateLimit: true });
    try {
      // Behind the proxy every client has its own budget...
      for (let i = 0; i < 25; i++)
        expect((await loginFrom(proxied, `10.8.0.${i}`, '192.0.2.200')).statusCode).toBe(401);
      // ...while the same header from anyone else is not believed.
      for (let i = 0; i < 20; i++) await loginFrom(proxied, `10.7.0.${i}`, '203.0.113.50');
      expect((await loginFrom(proxied, '10.7.1.1', '203.0.113.50')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('accepts what Fastify accepts and refuses anything else', () => {
    const parse = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, ::1')).toBe('10.0.0.0/8, ::1');
    expect(() => parse('everyone')).toThrow(/TRUST_PROXY/);
  });
});

describe('account mails per recipient', () => {
  it('sends at most 5 reset mails an hour to one address, whatever address asks', async () => {
    const user = await createUser(t, { email: 'many-resets@example.test' });
    const ask = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/local/passwordreset',
        payload: { email: user.email },
        remoteAddress: `203.0.113.${100 + i}`,
      });
    for (let i = 0; i < 5; i++) expect((await ask(i)).statusCode).toBe(200);
    const res = await ask(6);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please try again in \d+ minutes and \d+ seconds$/);
    const mails = await t.database.db.select().from(emails).where(eq(emails.to, user.email));
    expect(mails).toHaveLength(5);
  });
});
