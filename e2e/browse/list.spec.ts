import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, stubMapTiles } from './helpers.ts';

test('infinite scroll shows 10 cards, then 20', async ({ page }) => {
  await page.goto('/main');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId('count-line')).toHaveText(
    /^10 of \d+ experiences from \$\d+ - \$\d+$/,
  );
  await cards.nth(9).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('count-line')).toHaveText(/^20 of /);
});

test('filters go to the URL, show as chips, and a chip removes its filter', async ({ page }) => {
  await page.goto('/GTA/location/toronto');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Private' }).click();
  await expect(page).toHaveURL(/[?&]tag=Type%3APrivate/);
  const chip = page.getByRole('button', { name: 'Remove filter Private' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/tag=/);
  await expect(chip).toBeHidden();

  await filters.getByLabel('Category').selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]category=/);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/category=/);
});

test('sorting by price puts cheaper experiences first', async ({ page }) => {
  await page.goto('/GTA/location/toronto');
  await page.getByLabel('Sort by').selectOption('lowestPrice');
  await expect(page).toHaveURL(/sort=lowestPrice/);
  // The sorted list replaces the first one once its answer arrives: read the prices until two
  // or more show, then they must be in ascending order.
  const prices = async () =>
    (await page.getByTestId('card-price').allInnerTexts())
      .filter((t) => t.startsWith('$'))
      .map((t) => Number(t.slice(1)));
  await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const shown = await prices();
      return [...shown].sort((a, b) => a - b).join(',') === shown.join(',');
    })
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('the map view shows a Leaflet map and the list comes back', async ({ page }) => {
  await stubMapTiles(page);
  await page.goto('/GTA/location/toronto');
  await page.getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId('map-view');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-interactive').first()).toBeVisible();
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
