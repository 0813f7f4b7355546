import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, firstProduct, signIn, stubMapTiles } from './helpers.ts';

test.beforeEach(async ({ page }) => stubMapTiles(page));

test('product page, then a variant page with its book bar', async ({ page, request }) => {
  const product = await firstProduct(request, 'GTA');
  await page.goto(`/GTA/${product.slug}`);
  await expect(page).toHaveTitle(`${product.name} [Book Online] | Jaunt`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The visible rating matches the product's reviews ('No reviews yet' when there are none).
  await expect(page.getByTestId('rating-block')).toContainText(
    product.reviewCount > 0 ? `out of 5 · ${product.reviewCount} review` : 'No reviews yet',
  );
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(product.name);
  await expect(page.getByTestId('static-map')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const variant = page.getByTestId('variant-card').first();
  const variantName = (await variant.locator('p').first().innerText()).trim();
  await variant.click();
  await expect(page).toHaveURL(new RegExp(`/gta/${product.slug}/[^/]+$`));
  await expect(page.getByRole('heading', { level: 1, name: variantName })).toBeVisible();
  await expect(page).toHaveTitle(`${variantName} [Book Online] | Jaunt`);
  await expect(page.getByRole('list', { name: 'Accepted payment methods' })).toContainText(
    'Apple Pay',
  );
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const clicks = page.waitForRequest(
    (r) => r.url().endsWith('/api/links') && r.method() === 'POST',
  );
  await page.getByTestId('book-bar').getByRole('button', { name: 'Book Now' }).click();
  expect((await clicks).postDataJSON()).toMatchObject({ intent: 'book', market: 'GTA' });
  // A guest is asked to sign up or log in first.
  await expect(page.getByRole('dialog', { name: 'Sign up or log in' })).toBeVisible();
});

test('an unknown product or variant goes to /main', async ({ page, request }) => {
  await page.goto('/GTA/no-such-experience');
  await expect(page).toHaveURL(/\/main$/);
  const product = await firstProduct(request, 'GTA');
  await page.goto(`/GTA/${product.slug}/no-such-option`);
  await expect(page).toHaveURL(/\/main$/);
});

test('an inactive product sends a guest to /main and is shown to the demo editor', async ({
  page,
  request,
}) => {
  const token = await signIn(request, 'editor@jaunt.test');
  const where = encodeURIComponent(JSON.stringify({ active: false }));
  const res = await request.get(`/api/products?where=${where}&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [inactive] = (await res.json()) as { slug: string; name: string; market: string }[];
  expect(inactive).toBeTruthy();

  await page.goto(`/${inactive.market}/${inactive.slug}`);
  await expect(page).toHaveURL(/\/main$/);

  await signIn(page.request, 'editor@jaunt.test');
  await page.goto(`/${inactive.market}/${inactive.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: inactive.name })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
});

test('the first HTML of a product page carries its title and JSON-LD', async ({ request }) => {
  const product = await firstProduct(request, 'GTA');
  const res = await request.get(`/GTA/${product.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escaped = product.name.replace(/&/g, '&amp;');
  expect(html).toContain(`<title>${escaped} [Book Online] | Jaunt</title>`);
  const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(ld).not.toBeNull();
  expect(ld![1]).toContain('"@type"');
  expect(ld![1]).toContain(product.name.replace(/"/g, '\\"'));
});
