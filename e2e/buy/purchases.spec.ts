import { shoot } from '../fixtures/shots.ts';
import { expect as baseExpect, test } from '@playwright/test';

// Generous waits: the e2e machine is shared and often heavily loaded.
const expect = baseExpect.configure({ timeout: 30_000 });
import { DEMO_PASSWORD, logIn, signUpViaApi, uniqueEmail } from '../fixtures/accounts.ts';
import { linkIn, waitForMail } from '../fixtures/mail.ts';
import { expectNoSeriousA11yViolations } from '../engage/helpers.ts';
import { bookNow, CARDS, fillCheckout, findVariant, payButton } from './buy-helpers.ts';

test.describe.configure({ timeout: 300_000 });

test('a declined attempt and a new purchase: My Purchases lists one purchase in customer words, the mail link shows it to its owner', async ({
  page,
  browser,
}) => {
  const variant = await findVariant(page.request);
  const email = uniqueEmail('purchases');
  await signUpViaApi(page.request, email, DEMO_PASSWORD);
  await logIn(page, email, DEMO_PASSWORD);

  // An abandoned attempt (checkout opened, never paid), then a declined card and a good one.
  await bookNow(page, variant);
  await page.goto('/');
  await bookNow(page, variant);
  await fillCheckout(page, CARDS.declined);
  await payButton(page).click();
  await expect(page.getByTestId('payment-error')).toContainText('Your card was declined.');
  await page.getByLabel('Card number').fill(CARDS.ok);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText(/^Total: (US|CA)\$\d[\d,]*\.\d\d$/)).toBeVisible();

  await page.goto('/order');
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(variant.name);
  await expect(items.first()).toContainText('Paid');
  await expect(items.first()).toContainText(/Total (US|CA)\$\d[\d,]*\.\d\d/);
  await expect(page.getByText(/stripe checkout incomplete|payout/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-purchases');

  // The link in the purchase mail, opened in another browser: log in, then the purchase shows.
  const mail = await waitForMail(email, /purchase/i);
  const link = linkIn(mail, 'http://');
  expect(link).toContain('/purchase-complete?transactionId=');
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole('heading', { name: 'Log in to see your purchase' })).toBeVisible();
  await fresh.locator('#main').getByRole('link', { name: 'Log in' }).click();
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await fresh.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(fresh).toHaveURL(/\/purchase-complete\?transactionId=/);
  await expect(fresh.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(fresh.getByText(variant.name).first()).toBeVisible();
  await expect(fresh.getByText('Whoops, nothing to see here!')).toHaveCount(0);
  await shoot(fresh, 'purchase-complete-from-mail');
  await other.close();
});

test('a partner-staff user opens My Purchases from the user menu and is offered to find an experience', async ({
  page,
}) => {
  await logIn(page, 'staff@jaunt.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Purchases' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  await expect(page.getByText("You haven't bought any experiences yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find an experience' })).toBeVisible();
});

test('a partner buys with its own account and finds the purchase in My Purchases (decision 039)', async ({
  page,
}) => {
  const variant = await findVariant(page.request);
  await logIn(page, 'partner@jaunt.test', DEMO_PASSWORD);
  await bookNow(page, variant);
  await fillCheckout(page, CARDS.ok);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/purchase-complete$/);
  await page.goto('/order');
  await expect(page.getByRole('listitem').filter({ hasText: variant.name }).first()).toContainText(
    'Paid',
  );
  await shoot(page, 'my-purchases-partner');
});
