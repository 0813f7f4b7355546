import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const getConfig = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/stripe/config' });

describe('GET /api/stripe/config', () => {
  it('names the sandbox, with no publishable key, to a guest', async () => {
    t = await buildTestApp({}, { STRIPE_PUBLISHABLE_KEY: 'pk_test_unused' });
    const res = await getConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('names Stripe with its publishable key when PAYMENT_PROVIDER=stripe', async () => {
    t = await buildTestApp(
      {},
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_jaunt',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
      },
    );
    const res = await getConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_jaunt' });
  });
});
