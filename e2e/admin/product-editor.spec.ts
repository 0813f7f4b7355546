import { shootAsIs } from '../fixtures/shots.ts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../browse/helpers.ts';
import { expectNoSeriousA11yViolations, stubMapTiles } from '../engage/helpers.ts';

// The shared machine is slow: first loads of a screen can take tens of seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 600_000 });

/** A tiny valid JPEG header is enough: the server judges the bytes, not the name. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function upload(page: Page, buttonName: string, fileName: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  const uploaded = page.waitForResponse((r) => r.url().includes('/media?') && r.status() === 201);
  await (await chooser).setFiles({ name: fileName, mimeType: 'image/jpeg', buffer: JPEG });
  await uploaded;
}

test('an editor creates a product with two variants and images; it starts inactive; an admin activates it and a guest sees it at once', async ({
  browser,
}) => {
  const stamp = Date.now();
  const name = `E2E Harbour Cruise ${stamp}`;
  const sku = `E2E${stamp}`;

  const editorCtx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await editorCtx.newPage();
  await stubMapTiles(page);
  await signIn(page.request, 'editor@jaunt.test');
  await page.goto('/product');
  await expect(page).toHaveTitle(/^Partner Management: Add New \| /);
  await expect(page.getByRole('heading', { name: 'Partner Management: Add New' })).toBeVisible();
  // Save is disabled without a name.
  await expect(page.getByRole('button', { name: 'Add product' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await pickOption(page, 'Category', /^Tours$/);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await pickOption(page, 'Tag 2 name', 'City');
  await page.getByRole('combobox', { name: 'Tag 2 value' }).fill('Miami');
  await page.getByRole('textbox', { name: 'Meta description', exact: true }).fill('x'.repeat(160));
  await expect(page.getByText('160 / 155 (too long)')).toBeVisible();
  await page.getByRole('button', { name: 'Generate meta' }).first().click();
  await expect(page.getByText('160 / 155 (too long)')).toHaveCount(0);

  for (const [i, v] of [
    { name: 'Adult Ticket', price: '49' },
    { name: 'Child Ticket', price: '29' },
  ].entries()) {
    await page.getByRole('button', { name: 'Add variant' }).click();
    const panel = page.locator('.mantine-Accordion-panel').nth(i);
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
    await panel.getByRole('textbox', { name: 'Slug', exact: true }).fill(`${v.name} Option!`);
    await expect(panel.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(
      `${v.name.toLowerCase().replace(' ', '-')}-option`,
    );
    await panel
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill(`${v.name}: two hours on the bay.`);
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(v.price);
  }
  // The adult ticket meets at a pier of its own: a name without coordinates is refused on save.
  const adult = page.locator('.mantine-Accordion-panel').nth(0);
  await adult.getByRole('textbox', { name: 'Place name' }).fill('Bayside pier, gate B');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(adult.getByText('Set the latitude too')).toBeVisible();
  await adult.getByRole('textbox', { name: 'Place latitude' }).fill('25.7781');
  await adult.getByRole('textbox', { name: 'Place longitude' }).fill('-80.1868');

  // A third option added by mistake is removed only once the editor confirms it.
  await page.getByRole('button', { name: 'Add variant' }).click();
  const panels = page.locator('.mantine-Accordion-panel');
  await expect(panels).toHaveCount(3);
  const removeThird = panels.nth(2).getByRole('button', { name: 'Remove variant' });
  await removeThird.click();
  const dialog = page.getByRole('dialog', { name: 'Delete variant 3' });
  await expect(dialog.getByText('Are you sure you want to delete this variant?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(panels).toHaveCount(3);
  await removeThird.click();
  await page
    .getByRole('dialog', { name: 'Delete variant 3' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panels).toHaveCount(2);

  // Editors never see commission, fee or integration.
  await expect(page.getByRole('textbox', { name: 'Commission (%)' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Integration' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/product\?id=/);
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;

  await upload(page, 'Upload Featured image', 'cover.jpg');
  await upload(page, 'Upload Image of Adult Ticket', 'adult.jpg');
  await upload(page, 'Upload Image of Child Ticket', 'child.jpg');
  await page
    .getByRole('button', { name: /^Add further image/ })
    .first()
    .click();
  await upload(page, 'Upload Further image 1 of Adult Ticket', 'extra.jpg');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAsIs(page, 'product-1366');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  const saved = await (await page.request.get(`/api/admin/products/${id}`)).json();
  expect(saved.active).toBe(false);
  expect(saved.featuredImage).toMatch(new RegExp(`^/uploads/products/${sku}\\.`));
  expect(saved.variants.map((v: { image: string }) => v.image)).toEqual([
    expect.stringMatching(new RegExp(`/${sku}a\\.`)),
    expect.stringMatching(new RegExp(`/${sku}b\\.`)),
  ]);
  expect(saved.variants[0].images).toEqual([expect.stringMatching(new RegExp(`/${sku}a-1\\.`))]);
  expect(saved.lowestPrice).toBe(29);
  expect(saved.variants[0].location).toEqual({
    lat: 25.7781,
    lng: -80.1868,
    text: 'Bayside pier, gate B',
  });
  expect(saved.variants[1].location).toBeNull();

  // A guest cannot see it yet.
  const guestCtx = await browser.newContext();
  const guest = await guestCtx.newPage();
  await stubMapTiles(guest);
  await guest.goto(`/FL/${saved.slug}`);
  await expect(guest).toHaveURL(/\/main$/);

  // The admin activates it from the list.
  const adminCtx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminCtx.newPage();
  await stubMapTiles(admin);
  await signIn(admin.request, 'admin@jaunt.test');
  await admin.goto(`/product?id=${id}`);
  await expect(admin.getByRole('group', { name: 'Integration' })).toBeVisible();
  const toggle = admin.getByRole('switch', { name: `Active: ${name}` });
  await expect(toggle).not.toBeChecked();
  const activated = admin.waitForResponse((r) => r.url().endsWith(`/api/products/${id}/active`));
  // Mantine draws the switch's track over its (visually hidden) input: a person clicks the track.
  await toggle.click({ force: true });
  expect((await activated).status()).toBe(200);
  await expect(toggle).toBeChecked();

  // The guest sees it at once (public caches emptied, not waited out).
  await guest.goto(`/FL/${saved.slug}`);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.getByText('Adult Ticket').first()).toBeVisible();
  await expect(guest.getByText('Child Ticket').first()).toBeVisible();

  // The editor's page still holds the old `updated`: saving now is refused, not overwritten.
  await page.getByRole('textbox', { name: 'Hours' }).fill('Daily 9am-5pm');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/was changed by someone else since you opened it/)).toBeVisible();

  await adminCtx.close();
  await guestCtx.close();
  await editorCtx.close();
});

test('the editor asks before leaving with unsaved changes', async ({ page }) => {
  await stubMapTiles(page);
  await signIn(page.request, 'editor@jaunt.test');
  await page.goto('/product');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half typed');
  // Wait for the question itself: the URL is /product before and after, so it proves nothing alone.
  // It is answered as it opens: an open confirm stops the page, and the click, still checking for
  // a navigation it may have started, would wait on the page for ever.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole('link', { name: /^Jaunt/ })
    .first()
    .click();
  expect(await asked).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Half typed');
});

test('/product at 390 px, /tripadvisor and /inventory have no serious axe violations', async ({
  browser,
}) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await stubMapTiles(page);
  await signIn(page.request, 'editor@jaunt.test');
  await page.goto('/product');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAsIs(page, 'product-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/tripadvisor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Harbour Kayaks');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Tripadvisor locations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAsIs(page, 'tripadvisor-1366');
  await page.goto('/inventory');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAsIs(page, 'inventory-1366');
  await ctx.close();
});

test("an admin edits a seeded product: its category shows, a refused save says so beside Save and goes to the field, and a variant without a commission takes the business's", async ({
  browser,
}) => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  await stubMapTiles(page);
  await signIn(page.request, 'admin@jaunt.test');
  type Variant = { commission: number | null };
  type Product = { _id: string; name: string; businessId: string; variants: Variant[] };
  // Hawaii: the importer's e2e adds a thousand FL products without a business.
  const list = (await (await page.request.get('/api/admin/products?market=HI&limit=50')).json())
    .items as { _id: string; businessId: string | null }[];
  let product: Product | undefined;
  for (const row of list.filter((r) => r.businessId)) {
    const p = (await (await page.request.get(`/api/admin/products/${row._id}`)).json()) as Product;
    if (p.variants.some((v) => v.commission === null)) {
      product = p;
      break;
    }
  }
  expect(
    product,
    'a seeded HI product with a business and a variant without commission',
  ).toBeTruthy();
  const business = await (
    await page.request.get(`/api/admin/businesses/${product!.businessId}`)
  ).json();

  await page.goto(`/product?id=${product!._id}`);
  const category = page.getByLabel('Category', { exact: true }).first();
  await expect(category).not.toHaveValue('');

  // A required field left empty: the refusal is beside Save, and the field gets the focus.
  const minPeople = page
    .locator('.mantine-Accordion-panel')
    .first()
    .getByRole('textbox', { name: 'Min people' });
  const before = await minPeople.inputValue();
  await minPeople.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not saved: 1 field needs attention.' }),
  ).toBeVisible();
  await expect(minPeople).toBeFocused();
  await expect(minPeople).toBeInViewport();

  // Put it back and change something else: the save goes through.
  await minPeople.fill(before);
  await page.getByRole('textbox', { name: 'Hours' }).fill('Daily 9am-5pm');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${product!.name} saved`)).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/admin/products/${product!._id}`)
  ).json()) as Product;
  expect(saved.variants.map((v) => v.commission)).toEqual(
    product!.variants.map((v) => v.commission ?? business.commission),
  );
  await ctx.close();
});
