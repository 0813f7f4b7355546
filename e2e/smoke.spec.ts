import { expect, test } from '@playwright/test';

test('the site serves the app shell with its brand', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Jaunt/);
});
