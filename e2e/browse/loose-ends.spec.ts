import { shoot, shootAsIs } from '../fixtures/shots.ts';
import { expect as baseExpect, test } from '@playwright/test';

// Generous waits: the e2e machine is shared and often heavily loaded.
const expect = baseExpect.configure({ timeout: 30_000 });
import { DEMO_PASSWORD, logIn } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../engage/helpers.ts';
import { findVariant } from '../buy/buy-helpers.ts';

// The shared machine is slow: these walk several pages each.
test.describe.configure({ timeout: 300_000 });

test('the phone menu offers the mega-menu categories', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/GTA');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText('Activities', { exact: true })).toBeVisible();
  const firstParent = drawer.locator('.mantine-NavLink-root').first();
  await firstParent.click();
  const sub = drawer.locator('a[href^="/gta/list/"]').nth(1);
  const href = await sub.getAttribute('href');
  await shootAsIs(page, 'mobile-menu-390');
  await sub.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(drawer).toBeHidden();
});

test('FAQ, Terms and Contact exist and the footer links to them', async ({ page }) => {
  await page.goto('/GTA');
  for (const [label, heading] of [
    ['FAQ', 'Frequently asked questions'],
    ['Terms', 'Terms of Use and Privacy Policy'],
    ['Contact', 'Contact us'],
  ]) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `info-${label.toLowerCase()}`);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test('the variant page shows only what works: no chat or live-availability promise, FAQ link in support', async ({
  page,
}) => {
  const variant = await findVariant(page.request);
  await page.goto(variant.path);
  await expect(page.getByRole('heading', { level: 1, name: variant.name })).toBeVisible();
  await expect(page.getByText(/chat button/i)).toHaveCount(0);
  await expect(page.getByText('Live availability')).toHaveCount(0);
  const support = page.getByRole('region', { name: "Questions? We're here to help" });
  await support.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('a long search term wraps inside the results heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const term = 'kayak'.repeat(30);
  await page.goto(`/GTA/search/${term}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Results for');
  const overflow = await heading.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(1);
  await shootAsIs(page, 'search-long-390');
});

test("'Resend confirmation email' is not clipped on a phone", async ({ page }) => {
  await logIn(page, 'unconfirmed@jaunt.test', DEMO_PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/confirm');
  const resend = page.getByRole('button', { name: 'Resend confirmation email' });
  await expect(resend).toBeVisible();
  const clipped = await resend.evaluate((el) => {
    const label = el.querySelector('.mantine-Button-label') ?? el;
    return label.scrollWidth - label.clientWidth;
  });
  expect(clipped).toBeLessThanOrEqual(0);
  await shoot(page, 'confirm');
});
