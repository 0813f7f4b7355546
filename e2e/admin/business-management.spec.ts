import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../browse/helpers.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';

// The shared machine is slow: first loads of a screen can take tens of seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

interface Detail {
  _id: string;
  businessId: string;
  name: string;
  active: boolean;
  products: { sku: string; active: boolean }[];
}

/** A seeded HI business whose products are all active (so the round trip restores it exactly). */
async function pickHiBusiness(request: APIRequestContext): Promise<Detail> {
  const page = await request.get('/api/admin/businesses?market=HI&limit=50');
  expect(page.status()).toBe(200);
  for (const row of (await page.json()).items as { _id: string }[]) {
    const d = (await (await request.get(`/api/admin/businesses/${row._id}`)).json()) as Detail;
    if (d.active && d.products.length > 0 && d.products.every((p) => p.active)) return d;
  }
  throw new Error('no active HI business with active products in the seed');
}

test('an admin finds a business, deactivates it (its products leave the public site) and reactivates it', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  const target = await pickHiBusiness(page.request);
  const sku = target.products[0]!.sku;
  const guest = await browser.newContext();
  const publicStatus = async () => (await guest.request.get(`/api/products/sku/${sku}`)).status();
  expect(await publicStatus()).toBe(200);

  await page.goto('/business-management');
  await expect(page).toHaveTitle(/^Business Management \| /);
  await expect(page.getByText('Click on the business name to view details...')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue(/HI/);
  await expect(page.getByRole('table', { name: 'Businesses' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Search' }).fill(target.businessId);
  const list = page.getByRole('table', { name: 'Businesses' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: target.name }).click();
  const detail = page.getByRole('region', { name: 'Business details' });
  await expect(detail.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(detail.getByTestId('verification-status')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Products of this business' })).toContainText(sku);
  await expectNoSeriousA11yViolations(page);

  await detail.getByRole('button', { name: 'Deactivate' }).click();
  await expect(detail.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(detail.getByText('Inactive', { exact: true })).toBeVisible();
  await expect.poll(publicStatus).toBe(404);

  await detail.getByRole('button', { name: 'Activate' }).click();
  await expect(detail.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect.poll(publicStatus).toBe(200);

  // Delete asks first; cancelling keeps the business.
  await detail.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this business?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: target.name })).toBeVisible();
  await guest.close();
});

test('the business list fits its panel at 1366 and 390 px: every status reads in full', async ({
  browser,
}) => {
  for (const width of [1366, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page.request, 'admin@jaunt.test');
    await page.goto('/business-management');
    const table = page.getByRole('table', { name: 'Businesses' });
    await expect(table).toBeVisible();
    await expect(table.getByText(/^(Active|Inactive)$/).first()).toBeVisible();
    const cut = await table.evaluate((t) => {
      const box = t.closest('.mantine-Paper-root') ?? t.parentElement!;
      const badges = [...t.querySelectorAll<HTMLElement>('.mantine-Badge-label')];
      return {
        tableWiderThanPanel: t.getBoundingClientRect().right > box.getBoundingClientRect().right,
        cutBadges: badges.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
        badges: badges.length,
      };
    });
    expect(cut.badges, String(width)).toBeGreaterThan(0);
    expect(cut, String(width)).toMatchObject({ tableWiderThanPanel: false, cutBadges: [] });
    await ctx.close();
  }
});
