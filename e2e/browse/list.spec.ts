import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, stubMapTiles } from './helpers.ts';

test('infinite scroll shows 10 cards, then 20', async ({ page }) => {
  await page.goto('/main');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId('count-line')).toHaveText(
    /^10 of \d+ experiences from \$\d[\d,]* - \$\d[\d,]*$/,
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the Filters drawer applies its choices only on Apply, and Reset clears them', async ({
    page,
  }) => {
    await page.goto('/GTA/location/toronto');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const count = page.getByTestId('count-line');
    await expect(count).toHaveText(/^\d+ of (\d+) /);
    const all = Number((await count.innerText()).match(/of (\d+)/)![1]);
    // The side panel is a desktop's: a phone has the button.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'Private' }).check();
    // A choice in the drawer is a draft: the list waits for Apply.
    await expect(page).not.toHaveURL(/tag=/);
    await drawer.getByRole('button', { name: 'Apply' }).tap();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]tag=Type%3APrivate/);
    await expect(page.getByRole('button', { name: 'Remove filter Private' })).toBeVisible();
    await expect
      .poll(async () => Number((await count.innerText()).match(/of (\d+)/)?.[1]))
      .toBeLessThan(all);

    // Reopened, the drawer shows what applies; Reset and Apply bring every experience back.
    await page.getByRole('button', { name: 'Filters' }).tap();
    await expect(drawer.getByRole('checkbox', { name: 'Private' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Reset' }).tap();
    await expect(drawer.getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
    await drawer.getByRole('button', { name: 'Apply' }).tap();
    await expect(page).not.toHaveURL(/tag=/);
    await expect(count).toHaveText(new RegExp(`of ${all} `));
  });
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
