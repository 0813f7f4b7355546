import { shootAsIs } from '../fixtures/shots.ts';
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from '../browse/helpers.ts';
import { expectNoSeriousA11yViolations } from '../engage/helpers.ts';

// The shared machine is slow: first loads of a screen can take tens of seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 600_000 });

/** 1,000 rows (250 products x 4 variants) with exactly 3 bad rows at known lines. */
function bigCsv(stamp: number) {
  const lines = ['sku,name,category,market,city,variantName,variantDescription,price,minPeople'];
  for (let i = 0; i < 1000; i++) {
    const p = Math.floor(i / 4);
    let name = `CSV Tour ${stamp} ${p}`;
    let city = 'Miami';
    let price = String(20 + (i % 4) * 5);
    if (i === 10) name = ''; // line 12: no name
    if (i === 500) city = 'Toronto'; // line 502: city outside FL
    if (i === 997) price = '-3'; // line 999: negative price
    lines.push(
      `CSV${stamp}P${p},"${name}",tours,FL,${city},Option ${i % 4},"Guided, ${i}",${price},1`,
    );
  }
  return `${lines.join('\n')}\n`;
}

test('CSV import of 1,000 rows shows progress and reports exactly the 3 bad rows', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page.request, 'admin@jaunt.test');
  await page.goto('/importer');
  await expect(page).toHaveTitle(/^Importer \| /);

  // The listings search names every missing field with the spec's texts.
  await page.getByRole('button', { name: 'Search' }).click();
  for (const text of [
    'Enter a search term.',
    'Enter a location to search near.',
    'Choose a category.',
    'Choose a market.',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  // Listings can go straight into a sub-category, where most products are.
  await page.getByRole('combobox', { name: 'Category' }).fill('kayak');
  await expect(page.getByRole('option', { name: 'Water Sports › Kayaking' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'CSV file' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(bigCsv(stamp)) });
  await expect(page.getByText('1000 rows ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1000 rows' }).click();

  // Progress moves through the chunks before it ends.
  await expect(page.getByText(/^[1-9]00 of 1000 rows processed/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('1000 of 1000 rows processed (100%)')).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByText('997 rows imported, 3 rows with errors.')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' }).locator('tbody tr');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText('12');
  await expect(errors.nth(0)).toContainText("name: Don't forget to set the name");
  await expect(errors.nth(1)).toContainText('502');
  await expect(errors.nth(1)).toContainText('Toronto is not in the FL market');
  await expect(errors.nth(2)).toContainText('999');
  await expect(errors.nth(2)).toContainText('price');
  await expectNoSeriousA11yViolations(page);
  await shootAsIs(page, 'importer-1366');

  // What landed is whole: product 125 (line 502's product) has its 3 good variants.
  const res = await page.request.get(`/api/products/sku/CSV${stamp}P125`);
  const product = await res.json();
  expect(product.active).toBe(false);
  expect(product.variants).toHaveLength(3);
});
