import { expect, test, type Page } from '@playwright/test';

/**
 * The navbar's menus and search suggestions load their code when the visitor reaches for them
 * (decision 023). Until then their buttons and the search field are drawn alone; whatever the
 * visitor does first (a click, a key, typing) is not lost when the real control takes over.
 */

/** Scripts the page has fetched whose names say they hold a menu, a popover or a combobox. */
const menuCode = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/assets\/(Menu|Popover|Combobox|floating-ui)[-.]/.test(n)),
  );

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
  expect((await menuCode(page)).length).toBeGreaterThan(0);
  await menu.getByRole('menuitem', { name: 'Vancouver' }).click();
  await expect(page).toHaveURL(/\/VAN$/);
});

test('by keyboard: Tab to Activities, Enter opens the mega-menu, Escape closes it and keeps focus', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const activities = page.getByRole('button', { name: 'Activities: browse by category' });
  await activities.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'All activities' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(activities).toBeFocused();
});

test('text typed before the suggestions arrive is kept, stays focused and gets its suggestions', async ({
  page,
}) => {
  await page.goto('/GTA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search activities' });
  await box.click();
  await page.keyboard.type('kaya', { delay: 30 });
  await expect(page.getByRole('option', { name: /Kayak/ }).first()).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.type('k');
  await expect(box).toHaveValue('kayak');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/GTA\/search\/kayak$/);
});
