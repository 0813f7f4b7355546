import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCoupon } from '../../../test/factories.ts';
import { shippingRules } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createCoupon(t.database.db, {
    code: 'SUMMER15',
    amountCents: 1500,
    minimumCartValueCents: 7500,
    info: '$15 off $75',
  });
  await createCoupon(t.database.db, { code: 'OLD5', active: false });
  await t.database.db.insert(shippingRules).values([
    { carrier: 'Courier', chargeCents: 1200, country: 'CA', active: true },
    { carrier: 'Post', chargeCents: 500, freeShippingCents: 10000, country: 'CA', active: true },
    { carrier: 'Cheap but off', chargeCents: 100, country: 'CA', active: false },
  ]);
});
afterAll(() => t.close());

describe('GET /api/coupons?code=', () => {
  it('returns an active coupon in dollars, code case ignored, to guests', async () => {
    const res = await t.app.inject('/api/coupons?code=summer15');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'SUMMER15',
      amount: 15,
      minimumCartValue: 75,
      active: true,
      info: '$15 off $75',
      type: 'fixed',
    });
  });

  it('answers 404 for unknown and inactive codes, 400 without a code', async () => {
    expect((await t.app.inject('/api/coupons?code=NOPE')).statusCode).toBe(404);
    expect((await t.app.inject('/api/coupons?code=OLD5')).statusCode).toBe(404);
    expect((await t.app.inject('/api/coupons')).statusCode).toBe(400);
  });
});

describe('GET /api/shippings/best', () => {
  it('picks the cheapest active rule of the country', async () => {
    const res = await t.app.inject('/api/shippings/best?country=ca&active=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      carrier: 'Post',
      charge: 5,
      freeShipping: 100,
      country: 'CA',
    });
    const any = await t.app.inject('/api/shippings/best?country=CA');
    expect(any.json()).toMatchObject({ carrier: 'Cheap but off', charge: 1 });
  });

  it('is free (charge 0) where no rule exists', async () => {
    const res = await t.app.inject('/api/shippings/best?country=US&active=true');
    expect(res.json()).toMatchObject({ charge: 0, country: 'US' });
  });
});
