import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers.ts';

test('the market landing shows its heading, featured pages or categories, trending and locations', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page).toHaveTitle('Toronto Area | Jaunt');
  await expect(page.getByRole('heading', { level: 1, name: 'Toronto Area' })).toBeVisible();
  const featured = page.getByRole('region', { name: /Featured in/ });
  const categories = page.getByRole('region', { name: 'Categories' });
  await expect(featured.or(categories)).toBeVisible();
  if (await featured.isVisible()) {
    expect([2, 4, 6]).toContain(await featured.getByTestId('tile').count());
  } else {
    expect(await categories.getByTestId('tile').count()).toBeGreaterThan(0);
  }
  await expect(
    page.getByRole('region', { name: 'Trending activities' }).getByTestId('product-card').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Locations' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("'Deals & Insights' opens the mailing-list form, which checks its fields", async ({
  page,
}) => {
  await page.goto('/GTA');
  await page.getByRole('button', { name: 'Deals & Insights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deals & Insights' });
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please enter your first name')).toBeVisible();
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
});

test('an unknown market goes to /main', async ({ page }) => {
  await page.goto('/NOWHERE');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All experiences' })).toBeVisible();
});

test('a guest opens the landing page and a product page with nothing in the console', async ({
  page,
}) => {
  // Ours only: this machine cannot reach the map tile servers, so their failures are left out.
  const ours = (url: string) =>
    !url || url.startsWith(new URL(page.url() || '/', 'http://x').origin);
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && ours(m.location().url))
      problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1, name: 'Toronto Area' })).toBeVisible();
  const card = page
    .getByRole('region', { name: 'Trending activities' })
    .getByTestId('product-card')
    .first();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
