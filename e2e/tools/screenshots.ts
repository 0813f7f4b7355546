/**
 * Screenshots of every consumer screen, then of each signed-in role's screens, at phone (390 px)
 * and desktop (1366 px) width, for design reviews (docs/screenshots/). Run against a seeded app:
 *
 *   BASE_URL=http://127.0.0.1:3330 node --import tsx e2e/tools/screenshots.ts docs/screenshots/after
 *
 * Pictures are PNG of the first screen and a half of each page (SHOT_FORMAT=jpeg for JPEG at
 * quality 70), so they stay small. SHOT_ONLY=roles takes the role screens alone.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium-path.mjs';
import { ROLE_SCREENS } from '../fixtures/role-screens.ts';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3330').replace(/\/$/, '');
const OUT = process.argv[2] ?? 'docs/screenshots/after';
const MARKET = 'GTA';
const USER = { email: 'user@jaunt.test', password: 'jaunt-demo' };
const JPEG = process.env.SHOT_FORMAT === 'jpeg';
const WIDTHS = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 900 },
];

interface Detail {
  slug: string;
  market: string;
  variants: {
    slug: string;
    experienceSku: string;
    active: boolean;
    isPrivateSale: boolean;
    price: number;
  }[];
}

async function pickProduct(): Promise<{ product: string; variant: string }> {
  const where = encodeURIComponent(JSON.stringify({ market: MARKET }));
  const list = (await (await fetch(`${BASE}/api/products?where=${where}&limit=40`)).json()) as {
    slug: string;
    reviewCount: number;
  }[];
  for (const p of list.filter((x) => x.reviewCount > 2)) {
    const d = (await (await fetch(`${BASE}/api/products/slug/${p.slug}`)).json()) as Detail;
    const v = d.variants.find((x) => x.active && !x.isPrivateSale && x.price > 0);
    // Book Now is shown for options off the calendar; calendar options have the booking widget.
    const details = v
      ? await fetch(`${BASE}/api/bookings/getDetails`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ experienceSku: v.experienceSku }),
        })
      : null;
    if (v && details?.ok && !((await details.json()) as { scheduled: boolean }).scheduled)
      return { product: `/${MARKET}/${d.slug}`, variant: `/${MARKET}/${d.slug}/${v.slug}` };
  }
  throw new Error('no reviewed, bookable product in the seed');
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Lazy routes and queries show spinners first: wait (a while, on a busy machine) for them to go.
  await page
    .waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0, null, {
      timeout: 30_000,
    })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string, width: string) {
  await settle(page);
  const vp = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: `${OUT}/${name}-${width}.${JPEG ? 'jpg' : 'png'}`,
    ...(JPEG ? { type: 'jpeg' as const, quality: 70 } : { type: 'png' as const }),
    clip: { x: 0, y: 0, width: vp.width, height: Math.min(height, Math.round(vp.height * 1.5)) },
    fullPage: true,
  });
}

const fileName = (path: string) => path.replace(/^\//, '').replace(/\//g, '-');

async function roleScreens(browser: Browser) {
  for (const w of WIDTHS) {
    for (const { role, email, paths } of ROLE_SCREENS) {
      const context = await browser.newContext({
        viewport: { width: w.width, height: w.height },
        deviceScaleFactor: 1,
      });
      await context.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }));
      const page = await context.newPage();
      const res = await page.request.post(`${BASE}/auth/local`, {
        data: { email, password: USER.password },
      });
      if (!res.ok()) throw new Error(`login as ${email} failed: ${res.status()}`);
      for (const path of paths) {
        await page.goto(BASE + path);
        await shot(page, `${role}-${fileName(path)}`, w.name);
      }
      await context.close();
    }
  }
}

async function run(browser: Browser) {
  mkdirSync(OUT, { recursive: true });
  const { product, variant } = await pickProduct();
  const pages: [string, string][] = [
    ['market-picker', '/'],
    ['main', '/main'],
    ['landing', `/${MARKET}`],
    ['activities', `/${MARKET}/activities`],
    ['category-list', `/${MARKET}/list/tours`],
    ['search', `/${MARKET}/search/tour`],
    ['product', product],
    ['variant', variant],
    ['login', '/login'],
    ['signup', '/signup'],
  ];
  const signedIn: [string, string][] = [
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['favorites', '/favorites'],
    ['my-purchases', '/order'],
  ];
  for (const w of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: w.width, height: w.height },
      deviceScaleFactor: 1,
    });
    // Map tiles come from the internet: answer with nothing so the run stays offline.
    await context.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(BASE + path);
      await shot(page, name, w.name);
    }
    const res = await page.request.post(`${BASE}/auth/local`, { data: USER });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
    // Put the variant in the cart the way a buyer does.
    await page.goto(BASE + variant);
    await settle(page);
    await page
      .getByRole('button', { name: 'Book Now' })
      .first()
      .click()
      .catch(() => {});
    await page.waitForURL(/checkout/, { timeout: 10_000 }).catch(() => {});
    for (const [name, path] of signedIn) {
      await page.goto(BASE + path);
      await shot(page, name, w.name);
    }
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  if (process.env.SHOT_ONLY !== 'roles') await run(browser);
  await roleScreens(browser);
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUT}`);
