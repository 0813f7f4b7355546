import { expect, test } from '@playwright/test';

test.describe('/ picks a market', () => {
  test.use({
    geolocation: { latitude: 49.2827, longitude: -123.1207 },
    permissions: ['geolocation'],
  });

  test('goes to the nearest market when geolocation is granted (Vancouver)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/van$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vancouver' })).toBeVisible();
  });
});

test.describe('/ without geolocation', () => {
  test.use({ permissions: [] });

  test('falls back to the Toronto Area when geolocation is denied', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/gta$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Toronto Area' })).toBeVisible();
  });

  test('a remembered market wins', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('market', 'CHI'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/chi$/);
  });
});
