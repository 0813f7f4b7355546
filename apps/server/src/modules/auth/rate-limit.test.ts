import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

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
