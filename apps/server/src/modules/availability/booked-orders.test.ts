import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AvailabilityDto, HoldDto, OrderDto } from '@jaunt/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import {
  availabilityHolds,
  availabilitySlots,
  emails,
  paymentRecords,
} from '../../db/schema/index.ts';
import { PHONE, orderHeld, payByCard } from '../orders/orders.test-kit.ts';
import { BOOKING_LOST, settleOrder } from '../payments/payments.service.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { availability, daysFromNow, hold, scheduledVariants } from './availability.test-kit.ts';

let t: TestApp;
let buyer: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await loginAs(t, 'user');
  other = await loginAs(t, 'user');
});
afterAll(async () => t?.close());

const DAY = daysFromNow(21);

async function heldSlot(sku: string, who: LoggedIn, units = [{ id: 'adult', quantity: 2 }]) {
  const [slot] = (await availability(t, sku, DAY)).json() as AvailabilityDto[];
  const res = await hold(t, { experienceSku: sku, availabilityId: slot.id, units }, who.headers);
  expect(res.statusCode).toBe(200);
  return { slot, hold: res.json() as HoldDto };
}

const place = (sku: string, holdUuid: string, who: LoggedIn, quantity = 1) =>
  orderHeld(t, who.headers, sku, holdUuid, quantity);
const pay = (transactionId: string, who: LoggedIn) => payByCard(t, transactionId, who.headers);

const holdRow = async (uuid: string) =>
  (await t.database.db.select().from(availabilityHolds).where(eq(availabilityHolds.id, uuid)))[0];
const slotRow = async (id: string) =>
  (await t.database.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)))[0];
const expire = (uuid: string) =>
  t.database.db
    .update(availabilityHolds)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(availabilityHolds.id, uuid));

describe('an order that books a held time', () => {
  it('is priced from the tickets, shows date, time and people, and paying confirms the seats', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ startTimes: ['10:30'], capacity: 6 }]);
    const units = [
      { id: 'adult', quantity: 2 },
      { id: 'child', quantity: 1 },
    ];
    const { slot, hold: h } = await heldSlot(sku, buyer, units);
    const placed = await place(sku, h.uuid, buyer);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as OrderDto;
    // 2 x $45 + 1 x $25 = $115 before tax and fees, one item and people line per ticket type.
    expect(order.items.map((i) => [i.quantity, i.price])).toEqual([
      [2, 45],
      [1, 25],
    ]);
    expect(order.people).toEqual([
      { name: 'Adult', price: 45, quantity: 2 },
      { name: 'Child', price: 25, quantity: 1 },
    ]);
    expect(order.shipping.total).toBe(115);
    expect(order.entered).toMatchObject({ status: false, bookingDate: DAY, bookingTime: '10:30' });

    const paid = await pay(order.transactionId, buyer);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status.val).toBe(290);
    expect(await holdRow(h.uuid)).toMatchObject({ state: 'CONFIRMED', orderId: order._id });
    expect(await slotRow(slot.id)).toMatchObject({ held: 0, sold: 3 });
    // The purchase mail names the time and the tickets.
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.to, buyer.user.email));
    expect(mail.text).toContain(`When: ${DAY} at 10:30 (local time)`);
    expect(mail.text).toContain('Tickets: 2 x Adult, 1 x Child');
    // Its tickets are the hold's: the quantity cannot be changed on the order.
    const again = await place(sku, h.uuid, buyer);
    expect(again.statusCode).toBe(409);
  });

  it('refuses an expired hold, a hold of another experience, and changing the quantity', async () => {
    const [a, b] = await scheduledVariants(t, 'GTA', [{}, {}]);
    const { hold: h } = await heldSlot(a, buyer);
    expect((await place(b, h.uuid, buyer)).statusCode).toBe(400);
    expect((await place(a, h.uuid, other)).statusCode).toBe(404); // not theirs
    const placed = await place(a, h.uuid, buyer);
    const order = placed.json().order as OrderDto;
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/customer/${order._id}`,
      headers: buyer.headers,
      payload: { quantity: 5 },
    });
    expect(change.statusCode).toBe(409);
    // Without a hold, an experience on a calendar cannot be bought at all.
    const unheld = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { sku: a, quantity: 2, phone: PHONE },
    });
    expect(unheld.statusCode).toBe(400);
    expect(unheld.json().message).toBe('Choose a date and time for this experience first.');
    const { hold: h2 } = await heldSlot(a, buyer);
    await expire(h2.uuid);
    const late = await place(a, h2.uuid, buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This hold has expired. Choose the time again.');
  });

  it('when the hold expired and its seats were sold meanwhile, the charge is refunded in full and the customer told', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 2 }]);
    const { hold: mine } = await heldSlot(sku, buyer);
    const order = (await place(sku, mine.uuid, buyer)).json().order as OrderDto;
    await expire(mine.uuid);
    // Someone else holds and buys both seats.
    const { hold: theirs } = await heldSlot(sku, other);
    const theirOrder = (await place(sku, theirs.uuid, other)).json().order as OrderDto;
    expect((await pay(theirOrder.transactionId, other)).statusCode).toBe(200);

    const res = await pay(order.transactionId, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_LOST);
    const mineNow = (
      await t.app.inject({
        url: `/api/orders/transaction/${order.transactionId}`,
        headers: buyer.headers,
      })
    ).json() as OrderDto;
    expect(mineNow.status.val).toBe(700);
    expect(mineNow.customerStatus.label).toBe('Refunded');
    const intent = mineNow.payment.intentId!;
    const records = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.relatedId, intent));
    const charged = records
      .filter((r) => r.kind === 'charge')
      .reduce((s, r) => s + r.amountCents, 0);
    const refunded = records
      .filter((r) => r.kind === 'refund')
      .reduce((s, r) => s + r.amountCents, 0);
    expect(charged).toBeGreaterThan(0);
    expect(refunded).toBe(charged);
    expect((await holdRow(mine.uuid)).state).not.toBe('CONFIRMED');
  });

  it('an expired hold whose seats are still free is booked when paid', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 4 }]);
    const { hold: h, slot } = await heldSlot(sku, buyer);
    const order = (await place(sku, h.uuid, buyer)).json().order as OrderDto;
    await expire(h.uuid);
    expect((await pay(order.transactionId, buyer)).statusCode).toBe(200);
    expect((await holdRow(h.uuid)).state).toBe('CONFIRMED');
    expect((await slotRow(slot.id)).sold).toBe(2);
  });

  it('a process that died after the charge books the time when the order is settled', async () => {
    const [sku] = await scheduledVariants(t, 'GTA', [{ capacity: 4 }]);
    const { hold: h } = await heldSlot(sku, buyer);
    const placed = (await place(sku, h.uuid, buyer)).json().order as OrderDto;
    const intentId = placed.payment.intentId!;
    expect(intentId).toBeTruthy();
    // Charged at the provider; our process died before recording anything (no webhook either).
    const silent = createSandboxProvider(t.database.db);
    const charged = await silent.confirmIntent(intentId, { paymentMethodId: 'pm_card_visa' });
    expect(charged.status).toBe('succeeded');
    expect((await holdRow(h.uuid)).state).toBe('ON_HOLD');
    expect(await settleOrder(t.app.ctx, placed._id, intentId, new Date())).toBe(true);
    expect((await holdRow(h.uuid)).state).toBe('CONFIRMED');
  });
});
