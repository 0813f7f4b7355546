import { expect, test } from '@playwright/test';
import { a11yViolations } from '../fixtures/a11y.ts';

test("search tolerates typos: 'kayk' suggests and finds kayak experiences", async ({ page }) => {
  await page.goto('/GTA');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search activities' });
  await box.fill('kayk');
  await expect(page.getByRole('option', { name: /Kayak/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/gta\/search\/kayk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “kayk”' })).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: /Kayak/ }).first()).toBeVisible();
  // The box keeps the search, to read or change.
  await expect(box).toHaveValue('kayk');
});

test('a results page opened from a link shows its search in the box; another page empties it', async ({
  page,
}) => {
  await page.goto('/GTA/search/sunset%20cruise');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search activities' });
  await expect(box).toHaveValue('sunset cruise');
  await page.getByRole('link', { name: 'Jaunt' }).first().click();
  await expect(box).toHaveValue('');
});

test('picking a suggestion opens it', async ({ page }) => {
  await page.goto('/GTA');
  const box = page.getByRole('combobox', { name: 'Search activities' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('kayak');
  const option = page.getByRole('option', { name: /Kayak/ }).first();
  await expect(option).toBeVisible();
  // The box tells a screen reader that its list is open, which list, and which option is chosen.
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', /.+/);
  await box.press('Escape');
  await expect(option).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('kayak');
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  // With its list open and an option chosen, the page has no accessibility fault axe can find.
  expect(await a11yViolations(page)).toEqual([]);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Kayak/ })).toBeVisible();
});

test('a market without results offers the markets that have some', async ({ page }) => {
  // Honolulu is a city of the Hawaii market only.
  await page.goto('/GTA/search/honolulu');
  await expect(page.getByText('Other markets have results for “honolulu”:')).toBeVisible();
  const other = page.getByRole('link', { name: /\(\d+\)$/ });
  await expect(other).toHaveCount(1);
  await expect(other).toHaveAttribute('href', '/hi/search/honolulu');
  await other.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “honolulu”' }),
  ).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the search box takes at most 100 characters; a longer search in a link is refused plainly', async ({
  page,
}) => {
  await page.goto('/GTA');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search activities' });
  await box.click();
  await page.keyboard.type('kayak '.repeat(20), { delay: 5 });
  await expect(box).toHaveValue('kayak '.repeat(20).slice(0, 100));
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Results for/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(`/GTA/search/${'x'.repeat(101)}`);
  await expect(page.getByRole('alert')).toContainText(
    'Search text must be at most 100 characters.',
  );
  // Asking again would be refused again.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
