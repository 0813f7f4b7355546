import { expect, test, type Page } from '@playwright/test';
import { pageIsLive } from '../fixtures/live.ts';

/**
 * The navbar's menus and search suggestions load their code when the visitor reaches for them
 * (decision 023). Until then their buttons and the search field are drawn alone; whatever the
 * visitor does first (a click, a key, typing) is not lost when the real control takes over.
 */

/**
 * Which of Mantine's Menu, Popover and Combobox the scripts the page has fetched contain, read
 * from the scripts' text (each component names itself there, minified or not), so no chunk name
 * or grouping can hide them.
 */
const menuCode = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\.m?js(\?|$)/.test(n));
    const texts = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())));
    return ['Menu', 'Popover', 'Combobox'].filter((c) =>
      texts.some((t) => new RegExp(`@mantine/core/${c}[\`"']`).test(t)),
    );
  });

test('a first visit fetches no menu code; a click on Markets opens the menu once it has arrived', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await menuCode(page)).toEqual([]);

  await page.getByRole('button', { name: 'Market: Toronto Area. Change market' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Vancouver' })).toBeVisible();
  expect(await menuCode(page)).toEqual(expect.arrayContaining(['Menu', 'Popover']));
  await menu.getByRole('menuitem', { name: 'Vancouver' }).click();
  await expect(page).toHaveURL(/\/van$/);
});

test('by keyboard: Tab to Activities, Enter opens the mega-menu, Escape closes it and keeps focus', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Only a live page answers a key at once (one pressed earlier is held: the next test).
  await pageIsLive(page);
  const activities = page.getByRole('button', { name: 'Activities: browse by category' });
  await activities.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'All activities' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(activities).toBeFocused();
});

test('Enter pressed on Activities before the page is live opens the mega-menu once it is', async ({
  page,
}) => {
  // The app's code (every script but the first, which the HTML names) arrives late, as on a
  // slow phone, so the key is pressed while the page is drawn but not yet live.
  const html = await (await page.request.get('/GTA')).text();
  const first = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(first).toBeTruthy();
  let delayed = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!route.request().url().endsWith(first!)) {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.goto('/GTA', { waitUntil: 'commit' });
  const activities = page.getByRole('button', { name: 'Activities: browse by category' });
  await activities.focus();
  await expect.poll(() => delayed).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  expect(await page.locator('html[data-live]').count()).toBe(0);

  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'All activities' })).toBeVisible();
  await expect(page.locator('html[data-live]')).toBeAttached();
});

test('text typed before the suggestions arrive is kept, stays focused and gets its suggestions', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search activities' });
  await box.click();
  await page.keyboard.type('kaya', { delay: 30 });
  await expect(page.getByRole('option', { name: /Kayak/ }).first()).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.type('k');
  await expect(box).toHaveValue('kayak');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gta\/search\/kayak$/);
});
