import { expect, test, type Page } from '@playwright/test';
import { a11yViolations } from '../fixtures/a11y.ts';
import { signIn, stubMapTiles } from '../browse/helpers.ts';
import { ROLE_SCREENS } from '../fixtures/role-screens.ts';

// Every screen of every demo role, drawn with its data, read by axe-core: a screen-reader or
// keyboard user meets no violation of any impact on any of them. At a phone's width, where
// tables scroll sideways and menus fold, and the public pages at a desktop's too.
const MARKET = 'bos';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Opens the screen and waits until it is drawn: still at its address (not sent to log in or
 * elsewhere), its heading shown, nothing loading.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
  // Read once drawn: a guard sends a visitor without the role to /login only after asking who
  // they are.
  const at = new URL(page.url());
  expect(at.pathname + at.search, `${path} sent elsewhere`).toBe(path);
}

/** The violations of each screen, as `path: rule (impact): nodes`. */
async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const v of await a11yViolations(page)) found.push(`${path}: ${v}`);
  }
  return found;
}

test('the public screens, for a guest at a phone and a desktop width', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await stubMapTiles(page);
  const where = encodeURIComponent(JSON.stringify({ market: MARKET.toUpperCase() }));
  const [product] = (await (await request.get(`/api/products?where=${where}&limit=1`)).json()) as {
    slug: string;
  }[];
  const detail = (await (await request.get(`/api/products/slug/${product.slug}`)).json()) as {
    address: { city: string };
    variants: { slug: string }[];
  };
  const [parent] = (await (await request.get('/api/category/all')).json()) as {
    slug: string;
    sub_categories: { slug: string }[];
  }[];
  const sub = parent.sub_categories[0];
  // Not '/': the market picker sends a visitor to a market's landing, which is here.
  const paths = [
    '/main',
    `/${MARKET}`,
    `/${MARKET}/activities`,
    `/${MARKET}/list/${parent.slug}`,
    `/${MARKET}/list/${parent.slug}/${sub.slug}`,
    `/${MARKET}/location`,
    `/${MARKET}/location/${encodeURIComponent(detail.address.city)}`,
    `/${MARKET}/search/tour`,
    `/${MARKET}/search/zzqqxx`,
    `/${MARKET}/${product.slug}`,
    `/${MARKET}/${product.slug}/${detail.variants[0].slug}`,
    '/login',
    // What a social login that failed comes back to: the page under a modal.
    '/login?error=social',
    '/signup',
    '/pwdreset',
    '/partner-signup',
    '/faq',
    '/terms',
    '/contact',
    '/intake',
    '/cart',
  ];
  const found: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    found.push(...(await sweep(page, paths)).map((v) => `${size.width}px ${v}`));
  }
  expect(found).toEqual([]);
});

for (const { email, paths } of ROLE_SCREENS) {
  test(`the screens of ${email} at a phone's width`, async ({ page }) => {
    test.setTimeout(300_000);
    await stubMapTiles(page);
    await page.setViewportSize(PHONE);
    await signIn(page.request, email);
    expect(await sweep(page, paths)).toEqual([]);
  });
}
