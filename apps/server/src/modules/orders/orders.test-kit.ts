import {
  createBusiness,
  createCoupon,
  createMarket,
  createProduct,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

/**
 * A small catalogue for the Buy tests: the GTA market (CAD) with an Ontario product whose
 * first variant costs $49.99 with a 5% fee, an inactive variant, and a coupon ($10 off $50+).
 */
export async function buyCatalogue(t: TestApp) {
  const db = t.database.db;
  await createMarket(db, { val: 'GTA', market: 'Toronto Area', currency: 'CAD' });
  const business = await createBusiness(db, {
    market: 'GTA',
    notes: 'Show your code at the dock.',
  });
  const product = await createProduct(db, {
    market: 'GTA',
    businessId: business.businessId,
    active: true,
    tax: null,
    address: {
      street: '1 Harbour St',
      city: 'Toronto',
      region: 'ON',
      country: 'CA',
      postalCode: 'M5J 2N8',
    },
    variants: [
      { name: 'Adult', priceCents: 4999, fee: 5, active: true, minPurchase: 1 },
      { name: 'Retired option', priceCents: 2500, fee: 0, active: false },
      { name: 'Group of four', priceCents: 2000, fee: 0, active: true, minPurchase: 4 },
    ],
  });
  const coupon = await createCoupon(db, {
    code: 'SAVE10',
    amountCents: 1000,
    minimumCartValueCents: 5000,
  });
  const [adult, retired, group] = product.variants;
  return { business, product, adult, retired, group, coupon };
}

export const CARD_OK = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const PHONE = '(416) 555-0100';

/** Orders a held time: one item with the hold's uuid (POST /api/orders). */
export const orderHeld = (
  t: TestApp,
  headers: Record<string, string>,
  sku: string,
  holdUuid: string,
  quantity = 1,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { sku, quantity, phone: PHONE, holdUuid },
  });

/** Pays an order with the test card (POST /api/stripe/:transactionId). */
export const payByCard = (t: TestApp, transactionId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stripe/${transactionId}`,
    headers,
    payload: { card: CARD_OK },
  });
