import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import {
  createBusiness,
  createMarket,
  createOrder,
  createProduct,
} from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

/**
 * Two partner businesses in the GTA market (CAD, Ontario tax 1.13): A (commission 15, with a
 * connected account) and B (commission 20). A's partner owns A; A's staff and employee are on
 * its staff list. Orders: A has one in each partner-visible status, B has one paid order.
 */
export async function partnerWorld(t: TestApp) {
  const db = t.database.db;
  await createMarket(db, { val: 'GTA', market: 'Toronto Area', currency: 'CAD' });
  const partnerA = await loginAs(t, 'partner');
  const partnerB = await loginAs(t, 'partner');
  const staffA = await loginAs(t, 'partner-staff');
  const employeeA = await loginAs(t, 'partner-employee');
  const consumer = await loginAs(t, 'user');
  const admin = await loginAs(t, 'admin');
  const bizA = await createBusiness(db, {
    market: 'GTA',
    name: 'Harbour Kayaks',
    userId: partnerA.user.id,
    commission: 15,
    stripe: { account: 'acct_sandbox_harbour' },
    staff: [
      { name: 'Sasha', email: staffA.user.email.toUpperCase() },
      { name: 'Eli', email: employeeA.user.email },
    ],
  });
  const bizB = await createBusiness(db, {
    market: 'GTA',
    name: 'Island Ferries',
    userId: partnerB.user.id,
    commission: 20,
    stripe: { account: 'acct_sandbox_island' },
  });
  const address = {
    street: '1 Harbour St',
    city: 'Toronto',
    region: 'ON',
    country: 'CA',
    postalCode: 'M5J 2N8',
  };
  const productA = await createProduct(db, {
    market: 'GTA',
    businessId: bizA.businessId,
    active: true,
    address,
    variants: [
      { name: 'Adult', priceCents: 5000, fee: 5, active: true },
      { name: 'Group of ten', priceCents: 40000, fee: 0, active: true, isGroup: true },
    ],
  });
  const productB = await createProduct(db, {
    market: 'GTA',
    businessId: bizB.businessId,
    active: true,
    address,
    variants: [{ name: 'Ferry ride', priceCents: 2000, fee: 0, active: true }],
  });
  const order = (statusVal: number, extra: Parameters<typeof createOrder>[1] = {}) =>
    createOrder(db, {
      product: productA,
      quantity: 2,
      statusVal,
      userId: consumer.user.id,
      orderDate: new Date('2025-01-07T15:00:00Z'),
      ...extra,
    });
  const orders = {
    paid: await order(290),
    paid500: await order(500, { error: 'Card verified manually, call the customer first.' }),
    group: await order(290, { variantIndex: 1, quantity: 1 }),
    scheduled: await order(800),
    paidOut: await order(930),
    refunded: await order(700),
    failed: await order(600),
    abandoned: await order(150),
    ofB: await createOrder(db, { product: productB, statusVal: 290, userId: consumer.user.id }),
  };
  return { partnerA, partnerB, staffA, employeeA, consumer, admin, bizA, bizB, orders };
}

export type PartnerWorld = Awaited<ReturnType<typeof partnerWorld>>;

export async function setAccount(t: TestApp, businessId: string, account: string) {
  await t.database.db
    .update(businesses)
    .set({ stripe: { account } })
    .where(eq(businesses.businessId, businessId));
}

export const as = (who: LoggedIn) => ({ headers: who.headers });
