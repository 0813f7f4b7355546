import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { loadConfig } from '../config.ts';
import { createPaymentProvider } from '../modules/payments/provider-registry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_MODE: true });
}, 180_000);
afterAll(() => t.close());

describe('DEMO_MODE', () => {
  it("refuses to delete a list with 'Delete not allowed in demo mode'", async () => {
    const owner = await loginAs(t, 'user');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: owner.headers,
      payload: { name: 'Keep me' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/lists/${list.json()._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEXT.deleteNotAllowedInDemo);
    expect(TEXT.deleteNotAllowedInDemo).toBe('Delete not allowed in demo mode');
  });
});

describe('the sandbox payment provider in production', () => {
  const ctxFor = (env: Record<string, string>) =>
    ({ config: loadConfig(env), db: t.database.db }) as Parameters<typeof createPaymentProvider>[0];
  it('refuses to start unless ALLOW_SANDBOX_PAYMENTS is set', () => {
    expect(() => createPaymentProvider(ctxFor({ NODE_ENV: 'production' }))).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(
      createPaymentProvider(ctxFor({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }))
        .name,
    ).toBe('sandbox');
  });
});
