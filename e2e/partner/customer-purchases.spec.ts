import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, logOut } from '../fixtures/accounts.ts';
import { expectAxeClean, shoot } from './partner-orders-helpers.ts';

// This machine is shared and slow: give each screen time to load.
const expect = baseExpect.configure({ timeout: 45_000 });

const PURCHASES = '/partner-portal/customer-purchases';

test('a partner filters its orders, redeems one with a booking code and date, sees the payout; the customer sees Booked', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'partner@jaunt.test', DEMO_PASSWORD);
  await page.goto(PURCHASES);
  await expect(page.getByRole('heading', { name: 'Customer Purchases', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // The card fields of the spec, and the payout line.
  const first = cards.first();
  for (const label of [
    'Order date',
    'Item',
    'Quantity',
    'Item price',
    'Taxes and fees',
    'Order total',
  ])
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'partner-purchases-all');

  const filter = page.getByRole('radiogroup', { name: 'Show orders' });
  // Refund: fully refunded orders, without a payout row.
  await filter.getByText('Refund', { exact: true }).click();
  await expect(page).toHaveURL(/filter=refund/);
  await expect(cards.first()).toContainText('Fully Refunded');
  for (const card of await cards.all()) {
    await expect(card).toContainText('Fully Refunded');
    await expect(card).not.toContainText('Payout Amount');
  }
  // Redeemed: every card is redeemed, paid-out ones included, with payout amount and date.
  await filter.getByText('Redeemed', { exact: true }).click();
  await expect(page).toHaveURL(/filter=redeemed/);
  await expect(cards.first()).toContainText('Redeemed');
  await expect(page.getByText('Payout Paid').first()).toBeVisible();
  await expect(page.getByText('Payout Failed').first()).toBeVisible();
  // Unredeemed: each card offers the redeem form; the order's error text sits above it.
  await filter.getByText('Unredeemed', { exact: true }).click();
  await expect(page).toHaveURL(/filter=unredeemed/);
  await expect(cards.first().getByRole('button', { name: 'Redeem' })).toBeVisible();
  await expect(page.getByText('check the customer’s photo ID at check-in')).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'partner-purchases-unredeemed');

  // Redeem the demo customer's paid order.
  const card = cards.filter({ hasText: 'Jamie Rivera' }).first();
  const orderNo = (await card.getAttribute('aria-label'))!.replace('Order ', '');
  await card.getByRole('button', { name: 'Redeem' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter a booking code and date.');
  await card.getByLabel('Booking code').fill('abcd1234');
  await card.getByLabel('Booking code').blur();
  await expect(card.getByLabel('Booking code')).toHaveValue('ABCD-1234');
  // Booked for today: a booking date before the order date is refused.
  const today = new Date().toISOString().slice(0, 10);
  await card.getByLabel('Booking date').fill(today);
  await card.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    page.getByText(`Order ${orderNo} redeemed with booking code ABCD-1234.`),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Order ${orderNo}`, exact: true })).toHaveCount(
    0,
  );

  await filter.getByText('Redeemed', { exact: true }).click();
  const done = page.getByRole('listitem', { name: `Order ${orderNo}`, exact: true });
  // The list shows the newest orders first, 30 at a time: older ones come with 'Show more orders'.
  await expect(async () => {
    if ((await done.count()) === 0) {
      await page.getByRole('button', { name: 'Show more orders' }).click({ timeout: 5_000 });
    }
    await expect(done).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The seeded order is old, so its payout date has passed: the payout job may already have paid it.
  await expect(done).toContainText(/Payout (Scheduled|In progress|Paid)/);
  await expect(done).toContainText('ABCD-1234');
  await expect(done).toContainText(
    new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await expect(done).toContainText(/Payout Amount: CA\$\d[\d,]*\.\d\d/);
  // Every payout date is a Wednesday (decision 003).
  await expect(done).toContainText(/Payout Date: Wed, /);
  await shoot(page, 'partner-purchases-redeemed');
  await logOut(page);

  await logIn(page, 'user@jaunt.test', DEMO_PASSWORD);
  await page.goto('/order');
  const mine = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Order ${orderNo}(?!\\d)`) });
  await expect(mine).toContainText('Booked');
});

test('partner-staff see the portal and customer purchases, but no partner-only screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'staff@jaunt.test', DEMO_PASSWORD);
  await page.goto(PURCHASES);
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.goto('/partner-portal');
  await expect(page.getByRole('heading', { name: 'Partner Portal', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Banking Information/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Business Information/ })).toHaveCount(0);
  await shoot(page, 'partner-portal-staff');
  // Reporting needs partner-employee: partner-staff do not get it.
  await page.goto('/partner-portal/reporting');
  await expect(page.getByRole('heading', { name: 'Reporting' })).toHaveCount(0);
});
