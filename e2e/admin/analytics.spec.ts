import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../browse/helpers.ts';
import { expectNoSeriousA11yViolations } from '../engage/helpers.ts';

// The shared machine is slow: first loads of a screen can take tens of seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 600_000 });

const INTENTS = ['book', 'image', 'visit-website', 'group-button', 'fareharbor-check-availability'];
const PARTNER = 'E2E Analytics Kayaks';

/** Clicks through the public call, as the product pages record them. */
async function recordClicks(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await page.request.post('/api/links', {
      data: {
        link: 'https://partner.example/book',
        cookieId: 'E2EANALYTICS0001',
        intent: INTENTS[i % INTENTS.length],
        partnerName: PARTNER,
        partnerId: 'E2EKAYAK',
        partnerCity: 'Toronto',
        market: 'GTA',
        experienceSku: `E2EKAYAK000${1 + (i % 2)}`,
        time: new Date(Date.now() - (i % 3) * 86_400_000).toISOString(),
      },
    });
    expect(res.status()).toBe(201);
  }
}

/** A chart drawn by recharts inside its labelled frame. */
const chart = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).locator('svg.recharts-surface').first();

test('the analytics screens draw their charts and tables, export CSV and pass axe', async ({
  page,
}) => {
  await signIn(page.request, 'admin@jaunt.test');
  await recordClicks(page, 25);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Updated /)).toBeVisible();
  for (const tile of ['Partners', 'Reviews', 'Image clicks', 'Booking clicks', 'Registered users'])
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  await expect(chart(page, /Line chart of total clicks per day/)).toBeVisible();
  await expect(chart(page, /Pie chart of clicks per intent/)).toBeVisible();
  // One legend total per intent (the demo seed's clicks have several).
  await expect(page.getByText(/^Total: \d/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest experiences' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/click-throughs');
  await expect(chart(page, /Clicks per week/)).toBeVisible();
  await expect(chart(page, /Clicks per month/)).toBeVisible();
  await page.getByLabel('Filter by partner name').fill('E2E Analytics');
  const row = page.getByRole('row', { name: new RegExp(PARTNER) });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: PARTNER }).click();
  await expect(chart(page, new RegExp(`${PARTNER}'s clicks per month`))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('partners-clicks.csv');

  // The demo seed has clicks of its own: find this partner's activities by name.
  await page.goto('/activity-click-throughs');
  await page.getByLabel(/^Filter by .* name$/).fill('E2E Analytics');
  await expect(page.getByRole('row', { name: new RegExp(PARTNER) }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The demo partner's purchases: the month before this one always has some.
  const last = new Date();
  last.setUTCDate(1);
  last.setUTCMonth(last.getUTCMonth() - 1);
  await page.goto('/customer-purchases');
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(last.getUTCFullYear()), exact: true }).click();
  await page.getByRole('combobox', { name: 'Month' }).click();
  const monthName = last.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  await page.getByRole('option', { name: monthName, exact: true }).click();
  await expect(chart(page, /Bar chart of dollars per day/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // All markets add both currencies and say so; one market reads in its own currency.
  const note = page.getByText('All markets add US and Canadian dollars at face value', {
    exact: false,
  });
  await expect(note).toBeVisible();
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Toronto Area', exact: true }).click();
  await expect(page.getByText(/: CA\$\d[\d,]*\.\d\d in purchases$/)).toBeVisible();
  await expect(note).toBeHidden();
  // A bar's tooltip names dollars, not the clicks of the charts it shares its drawing with. The
  // first drawn bar: a day without purchases has a bar of no height, which cannot be hovered.
  const bar = page.locator('.recharts-bar-rectangle').filter({ visible: true }).first();
  await bar.hover();
  const tooltip = page.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText(/Dollars\s*CA\$\d[\d,]*\.\d\d/);
  await expect(tooltip).not.toContainText('Clicks');

  for (const [path, heading, shows] of [
    ['/favorites-stats', 'Favorites statistics', (p: Page) => p.getByText(/users have favorites/)],
    ['/partner-listings', 'Partner listings', (p: Page) => p.getByText('Total', { exact: true })],
    [
      '/city-listings',
      'City listings',
      (p: Page) => p.getByRole('table', { name: 'Listings per city' }),
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(shows(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
