import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../fixtures/accounts.ts';
import { expectAxeClean, shoot } from './partner-orders-helpers.ts';

// This machine is shared and slow: give each screen time to load.
const expect = baseExpect.configure({ timeout: 45_000 });

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, i, 1)),
  ),
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const bars = (page: Page) => page.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle');

test('reporting draws customer purchases per day; type, year and month change it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'employee@jaunt.test', DEMO_PASSWORD);
  await page.goto('/partner-portal/reporting');
  await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const now = new Date();
  // The seeded orders reach yesterday: on the 1st, look at last month.
  if (now.getDate() === 1) {
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    await choose(page, 'Year', String(last.getFullYear()));
    await choose(page, 'Month', MONTHS[last.getMonth()]);
  } else {
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(MONTHS[now.getMonth()]);
  }
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Dollars');
  const summary = page.getByText(/in purchases$|purchases?$/);
  await expect(summary).toContainText(/CA\$\d[\d,]*\.\d\d in purchases/);
  await expect(bars(page).first()).toBeVisible();
  const dollarBars = await bars(page).count();
  expect(dollarBars).toBeGreaterThan(0);
  // The axis reads whole dollars in the currency ('CA$1,200'); the tooltip has the cents.
  const labels = await page.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  const ticks = labels.filter((l) => l.includes('$'));
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(tick).toMatch(/^CA\$\d[\d,]*$/);
  await expectAxeClean(page);
  await shoot(page, 'partner-reporting-dollars');

  await choose(page, 'Type', 'Purchases');
  await expect(summary).toHaveText(/: \d+ purchases?$/);
  const purchases = Number((await summary.textContent())!.match(/(\d+) purchases?$/)![1]);
  expect(purchases).toBeGreaterThan(0);
  await shoot(page, 'partner-reporting-purchases');

  // A month with no purchases draws no bars.
  await choose(page, 'Year', '2017');
  await expect(summary).toHaveText(/2017: 0 purchases$/);
  await expect(page.getByText('No customer purchases in this month.')).toBeVisible();
  await expect(bars(page)).toHaveCount(0);
  const years = page.getByRole('combobox', { name: 'Year' });
  await years.click();
  await expect(page.getByRole('option', { name: '2017', exact: true })).toBeVisible();
  await expect(
    page.getByRole('option', { name: String(now.getFullYear()), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('option', { name: '2016', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a partner-staff account is not shown reporting', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'staff@jaunt.test', DEMO_PASSWORD);
  await page.goto('/partner-portal/reporting');
  await expect(page.getByRole('heading', { name: 'Reporting' })).toHaveCount(0);
});
