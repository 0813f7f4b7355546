import { shoot } from '../fixtures/shots.ts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../browse/helpers.ts';
import { expectNoSeriousA11yViolations } from '../engage/helpers.ts';

// The shared machine is slow: first loads of a screen can take tens of seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const itemNames = (page: Page) =>
  page
    .getByTestId('content-item')
    .getByRole('textbox', { name: 'Name' })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

/** Makes a feature page in the first market through the API and opens it in the editor. */
async function openNewFeaturePage(
  page: Page,
  tag: string,
  content: { lists: object[]; contentItems: object[] },
): Promise<string> {
  const markets = (await (await page.request.get('/api/features/market')).json()) as {
    val: string;
  }[];
  const stamp = Date.now();
  const title = `E2E ${tag} ${stamp}`.slice(0, 40);
  const made = await page.request.post('/api/featured', {
    data: { pageTitle: title, slug: `e2e-${tag}-${stamp}`, market: markets[0]!.val, ...content },
  });
  expect(made.status()).toBe(201);
  await page.goto('/featured/manage');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .or(page.getByText(title))
    .first()
    .click();
  return ((await made.json()) as { _id: string })._id;
}

/** Keyboard reorder: focus the handle, Space to lift, ArrowDown, Space to drop. */
async function moveDownByKeyboard(page: Page, handle: string) {
  await page.getByRole('button', { name: handle, exact: true }).focus();
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(500);
  }
}

test('feature page content items reorder by keyboard and by drag, and the order is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  const id = await openNewFeaturePage(page, 'order', {
    lists: [{ title: 'Only list', experiences: [] }],
    contentItems: ['Alpha', 'Bravo', 'Charlie'].map((name) => ({ name })),
  });
  await expect.poll(() => itemNames(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'featured-manage');

  // Keyboard: lift Alpha, move it down one, drop it.
  await moveDownByKeyboard(page, 'Move content item Alpha');
  await expect.poll(() => itemNames(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);

  // Drag: Charlie's handle above the first list.
  const handle = page.getByRole('button', { name: 'Move content item Charlie', exact: true });
  const target = page.getByTestId('content-item').first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => itemNames(page)).toEqual(['Charlie', 'Bravo', 'Alpha']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Feature page saved')).toBeVisible();
  const saved = (await (await page.request.get(`/api/featured/${id}`)).json()) as {
    contentItems: { name: string }[];
  };
  expect(saved.contentItems.map((c) => c.name)).toEqual(['Charlie', 'Bravo', 'Alpha']);

  // Save is disabled without a page title.
  await page.getByRole('textbox', { name: 'Page title' }).fill('');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('feature page lists move by keyboard too, and the order is saved', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  const id = await openNewFeaturePage(page, 'lists', {
    lists: ['First list', 'Second list', 'Third list'].map((t) => ({ title: t, experiences: [] })),
    contentItems: [],
  });
  const listTitles = () =>
    page
      .getByTestId('featured-list')
      .getByRole('textbox', { name: 'List title' })
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

  await expect.poll(listTitles).toEqual(['First list', 'Second list', 'Third list']);
  await moveDownByKeyboard(page, 'Move list First list');
  await expect.poll(listTitles).toEqual(['Second list', 'First list', 'Third list']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Feature page saved')).toBeVisible();
  const saved = (await (await page.request.get(`/api/featured/${id}`)).json()) as {
    lists: { title: string }[];
  };
  expect(saved.lists.map((l) => l.title)).toEqual(['Second list', 'First list', 'Third list']);
});

test('a generic-table inline edit the server refuses goes back, with the reason shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  const stamp = String(Date.now()).slice(-8);
  for (const code of [`E2EA${stamp}`, `E2EB${stamp}`]) {
    const res = await page.request.post('/api/admin/tables/coupon', { data: { code, amount: 5 } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter coupons' }).fill(stamp);
  const cell = page.getByRole('button', { name: `Edit Code of E2EB${stamp}` });
  await expect(cell).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit Code of E2EA${stamp}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'coupon-table');

  await cell.click();
  const input = page.getByRole('textbox', { name: `Code of E2EB${stamp}` });
  await input.fill(`E2EA${stamp}`);
  await input.press('Enter');
  await expect(page.getByText('That code is already in use')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit Code of E2EB${stamp}` })).toHaveText(
    `E2EB${stamp}`,
  );

  // Numbers: only digits get in; a good edit sticks.
  await page.getByRole('button', { name: `Edit Amount of E2EB${stamp}` }).click();
  const amount = page.getByRole('textbox', { name: `Amount of E2EB${stamp}` });
  await amount.fill('');
  await amount.pressSequentially('1x2');
  await expect(amount).toHaveValue('12');
  await amount.press('Enter');
  await expect(page.getByRole('button', { name: `Edit Amount of E2EB${stamp}` })).toHaveText('12');
});

test('a review inline edit: Cancel restores the text, Save keeps it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  await page.goto('/reviews/manage');
  await expect(page.getByRole('heading', { name: 'Manage reviews' })).toBeVisible();
  await expect(page.getByText(/^\d+ reviews$/)).toBeVisible();
  const first = page.getByRole('button', { name: /^Edit Text of review by / }).first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label'))!;
  const original = (await first.textContent())!;
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'reviews-manage');

  await first.click();
  const box = page.getByRole('textbox', { name: label.replace(/^Edit /, '') });
  await box.fill('Something else entirely');
  await page.getByRole('button', { name: `Cancel editing ${label.replace(/^Edit /, '')}` }).click();
  await expect(page.getByRole('button', { name: label })).toHaveText(original);
});

test('the text of a review keeps a readable width on a phone and the table fits at 1366 px', async ({
  page,
}) => {
  await signIn(page.request, 'admin@jaunt.test');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/reviews/manage');
    const text = page.getByRole('button', { name: /^Edit Text of review by / }).first();
    await expect(text).toBeVisible();
    // About 30 characters a line on a phone (it was 89 px, two or three words a line).
    expect((await text.boundingBox())!.width, String(width)).toBeGreaterThanOrEqual(200);
    const fit = await page
      .getByRole('table')
      .first()
      .evaluate((t) => ({
        page: document.documentElement.scrollWidth <= innerWidth,
        table: t.scrollWidth <= t.parentElement!.clientWidth,
      }));
    // A phone scrolls the table, never the page; a wide screen shows every column.
    expect(fit, String(width)).toEqual({ page: true, table: width > 390 });
  }
});

test('each back-office screen loads without serious accessibility problems', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page.request, 'admin@jaunt.test');
  const screens: [string, string][] = [
    ['/gamification', 'Review titles'],
    ['/admin/audit', 'Audit log'],
    ['/category', 'Categories'],
    ['/country', 'Countries'],
    ['/customer', 'Customers'],
    ['/brand', 'Brands'],
    ['/shipping', 'Shipping'],
    ['/paymentMethod', 'Payment methods'],
    ['/feature', 'Tags & Markets'],
    ['/dashboard', 'Dashboard'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    if (['/admin/audit', '/customer', '/feature', '/category'].includes(path))
      await shoot(page, path.replace(/\W+/g, '-').replace(/^-/, ''));
  }
  // Payment methods: no Add New, no Delete.
  await page.goto('/paymentMethod');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
