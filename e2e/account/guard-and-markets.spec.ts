import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';

test('a guarded URL sends a guest to log in and back to it afterwards', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('user@jaunt.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test("the header's Log in brings the visitor back to the page they were reading", async ({
  page,
}) => {
  await page.goto('/main');
  const card = page.getByTestId('product-card').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/[a-z]+\/[a-z0-9-]+$/i);
  const productUrl = page.url();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The form's box, not the product page's 'Share on Email' link while the page changes.
  await page.getByRole('textbox', { name: 'Email' }).fill('user@jaunt.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(page).toHaveURL(productUrl);
});

test('a lower role is sent to log in from an admin page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@jaunt.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/login/);
});

test('the market switcher groups USA and CANADA with Other last, and switches market', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Change market|Choose a market/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('USA', { exact: true })).toBeVisible();
  await expect(menu.getByText('CANADA', { exact: true })).toBeVisible();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  const names = items.map((t) => t.trim());
  const usaEnd = names.indexOf('Other USA');
  expect(names.slice(0, usaEnd + 1)).toEqual([
    'Boston',
    'Chicago',
    'Florida',
    'Hawaii',
    'Los Angeles',
    'New York City',
    'Other USA',
  ]);
  expect(names.slice(usaEnd + 1)).toEqual(['Calgary', 'Toronto Area', 'Vancouver', 'Other Canada']);
  await menu.getByRole('menuitem', { name: 'Vancouver' }).click();
  await expect(page).toHaveURL(/\/van$/);
  await expect(page.getByRole('button', { name: /Market: Vancouver/ })).toBeVisible();
});
