import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../fixtures/accounts.ts';
import {
  bookNow,
  CARDS,
  DEMO_USER,
  fillCheckout,
  findVariant,
  myOrderCount,
  payButton,
} from './buy-helpers.ts';

test('a signed-in user buys with a good card, sees the purchase and finds it in My Purchases', async ({
  page,
}) => {
  const variant = await findVariant(page.request);
  await logIn(page, DEMO_USER, DEMO_PASSWORD);
  await bookNow(page, variant);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await fillCheckout(page, CARDS.ok);
  await payButton(page).click();

  await expect(page).toHaveURL(/\/purchase-complete$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText(variant.name).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await page.goto('/order');
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: variant.name }).first();
  await expect(mine).toContainText('Paid');
  // The seeded history has redeemed orders: those read 'Booked'.
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Search your purchases').fill(variant.name);
  await expect(mine).toBeVisible();
});

test('a declined card shows the payment problem, and the retry pays the same order', async ({
  page,
}) => {
  const variant = await findVariant(page.request);
  await logIn(page, DEMO_USER, DEMO_PASSWORD);
  const before = await myOrderCount(page);
  await bookNow(page, variant);
  // A mistyped number and a past expiry are caught on their fields, before anything is sent.
  await fillCheckout(page, '4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('01/20');
  await payButton(page).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('payment-error')).toBeHidden();
  expect(await myOrderCount(page)).toBe(before);

  await fillCheckout(page, CARDS.declined);
  await payButton(page).dblclick();

  const error = page.getByTestId('payment-error');
  await expect(error).toContainText('There was a problem with your payment.');
  await expect(error).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Card number').fill(CARDS.ok);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/purchase-complete$/);
  expect(await myOrderCount(page)).toBe(before + 1);
});

test('a guest pressing Book Now is asked to sign up or log in', async ({ page }) => {
  const variant = await findVariant(page.request);
  await page.goto(variant.path);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up or log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO_USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${variant.path}$`));
});

test('the cart refuses a coupon below its minimum and limits the quantity', async ({ page }) => {
  const variant = await findVariant(page.request);
  await logIn(page, DEMO_USER, DEMO_PASSWORD);
  await bookNow(page, variant);
  await page.goto('/cart');

  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();

  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon does not apply to your cart.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Quantity' }).fill('1000');
  await expect(plus).toBeDisabled();
  await expect(minus).toBeEnabled();
  // $10 off once the cart reaches the $50 minimum.
  await expect(page.getByText('Coupon WELCOME10 applied: -CA$10.00')).toBeVisible();
});

test('checkout with an empty cart says so', async ({ page }) => {
  await logIn(page, DEMO_USER, DEMO_PASSWORD);
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
