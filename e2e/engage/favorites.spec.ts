import { shoot } from '../fixtures/shots.ts';
import { expect, test, type Page } from '@playwright/test';
import { logOut } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, freshUser, stubMapTiles } from './helpers.ts';

test.beforeEach(async ({ page }) => stubMapTiles(page));

const hearts = (page: Page) => page.getByRole('button', { name: /^Save .+ to a list$/ });
const itemNames = (page: Page) => page.getByTestId('list-item').getByRole('link').allInnerTexts();

test('a guest who taps a heart is asked to sign up or log in', async ({ page }) => {
  await page.goto('/main');
  await hearts(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign up or log in to favorite this experience.');
  await expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('save from cards, then rename, reorder by drag and keyboard, edit and remove; a second user saves a copy', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey: three times the usual budget on a busy machine
  await freshUser(page, request, 'lists');
  await page.goto('/favorites');
  await expect(page.getByText("You don't have any lists yet...")).toBeVisible();

  // The first heart creates a list inline; the next two save into it.
  await page.goto('/main');
  await hearts(page).nth(0).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();
  await dialog.getByLabel('New list title').fill('Weekend picks');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText(/was saved to Weekend picks\./)).toBeVisible();
  for (const n of [1, 2]) {
    await hearts(page).nth(n).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Weekend picks/ }).click();
    await expect(dialog).toBeHidden();
  }

  await page.goto('/favorites');
  const card = page.getByTestId('list-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('3 experiences');
  await expect(page.getByRole('button', { name: /^Duplicate/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-lists');
  await card.getByRole('link', { name: 'Weekend picks' }).click();

  // Rename with the pencil / save toggle.
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'List title' }).fill('Toronto weekend');
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Toronto weekend' })).toBeVisible();

  // Reorder with the keyboard: lift the first item, move it down one, drop it.
  const before = await itemNames(page);
  expect(before).toHaveLength(3);
  await page.getByRole('button', { name: `Move ${before[0]}`, exact: true }).focus();
  // dnd-kit measures between key presses: give each step a frame or two.
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(200);
  }
  await expect.poll(() => itemNames(page)).toEqual([before[1], before[0], before[2]]);

  // Reorder by dragging the last item's handle above the first.
  const handle = page.getByRole('button', { name: `Move ${before[2]}`, exact: true });
  const target = page.getByTestId('list-item').first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
  const dragged = [before[2], before[1], before[0]];
  await expect.poll(() => itemNames(page)).toEqual(dragged);
  await page.reload();
  await expect.poll(() => itemNames(page)).toEqual(dragged);

  // Flavour text must not be empty; then it saves.
  await page.getByRole('button', { name: `Edit description of ${dragged[0]}` }).click();
  const description = page.getByLabel(`Description of ${dragged[0]}`);
  await description.fill('   ');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Flavour text must not be empty')).toBeVisible();
  await description.fill('Go early, before the crowds.');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Go early, before the crowds.')).toBeVisible();

  // Remove one.
  await page.getByRole('button', { name: `Remove ${dragged[1]}` }).click();
  await expect.poll(() => itemNames(page)).toEqual([dragged[0], dragged[2]]);
  await expect(page.getByRole('link', { name: 'Share on Pinterest' })).toHaveAttribute(
    'href',
    /pinterest\.com/,
  );
  await expectNoSeriousA11yViolations(page);
  const shared = page.url();

  // A second user opens the shared link: read-only, and saves a copy.
  await logOut(page);
  await freshUser(page, request, 'copier');
  await page.goto(shared);
  await expect(page.getByRole('heading', { level: 1, name: 'Toronto weekend' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'shared-list');
  await page.getByRole('button', { name: 'Save a copy to my lists' }).click();
  await expect(page.getByText('Toronto weekend is now in your lists.')).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByTestId('list-card')).toHaveCount(1);
  await expect(page.getByTestId('list-card')).toContainText('2 experiences');

  // Deleting asks first.
  await page.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText("You don't have any lists yet...")).toBeVisible();
});

test('a missing list goes to /main', async ({ page }) => {
  await page.goto('/favorites/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/main$/);
});
