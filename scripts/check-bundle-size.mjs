// Fails when a first visit downloads more JavaScript than the budget (gzip), counted the way a
// real browser does it: Chromium on a fresh profile opens the built landing page and a product
// page of the demo data, and every script it fetches until the network is idle is summed.
// Usage: node scripts/check-bundle-size.mjs [webDist] (default apps/web/dist).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from './lib/chromium-path.mjs';
import { serveBuiltApp } from './lib/serve-built-app.mjs';

// The goal (issue 13): at most 170 KB per page, and this check enforces it. The history, in KB
// (landing / product): 238.6 / 319.7 when the check came; 265.8 / 321.8 after the back-office
// and partner work; 232.2 / 244.1 once zod left the first load, Leaflet waited for the map and a
// guest stopped loading the socket client; 241.1 / 253.1 with server rendering (decision 024);
// 164.4 / 168.4 once the toasts container loaded with the first toast, the modals manager moved
// to the back office, the navbar's menus and search suggestions loaded when reached for, the
// review form only for who may review, read-only ratings became one SVG and the shared code
// travelled as two chunks (framework, app-shared) instead of ~60 small ones (decision 023);
// 164.1 / 168.2 once the navbar drew the account's initials and the unconfirmed-email strip
// itself, without Mantine's Avatar and Alert, which every first visit loaded for them; 164.4 /
// 168.6 once the navbar's market button named the page's market by its slug too
// (lib/current-market.ts, which the button now loads with the first visit).
const GOAL_KB = 170;
// Forms validate with zod (25 KB gzip); a visitor who only reads a page never needs it. A script
// that holds zod's object schema class is zod.
const ZOD_MARK = '$ZodObject';
// Absolute: the server's static file plugin refuses a relative root.
const dist = resolve(process.argv[2] ?? process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(`${dist}/index.html`)) {
  console.error(`${dist} is missing: run the build first`);
  process.exit(1);
}

const app = await serveBuiltApp({ webDist: dist });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const [name, path] of [
    ['landing', app.pages.landing],
    ['product', app.pages.product],
  ]) {
    const context = await browser.newContext(); // a fresh profile: nothing cached
    const page = await context.newPage();
    const scripts = new Map();
    const withZod = [];
    const reading = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      reading.push(
        res.body().then(
          (body) => {
            scripts.set(res.url(), gzipSync(body).length);
            if (body.includes(ZOD_MARK)) withZod.push(new URL(res.url()).pathname);
          },
          () => {},
        ),
      );
    });
    await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
    // The page is there when its heading shows; then whatever it loads next counts too.
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await Promise.all(reading);
    await context.close();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    const over = total > GOAL_KB;
    failed ||= over || withZod.length > 0;
    if (withZod.length > 0) {
      console.log(
        `${name}: zod is in the first load (${withZod.join(', ')}) ✖ import a zod-free ` +
          'contract module (decision 023)',
      );
    }
    console.log(
      `${name} (${path}): ${scripts.size} scripts, ${total.toFixed(1)} KB gzip ` +
        `(budget ${GOAL_KB} KB) ${over ? `✖ ${(total - GOAL_KB).toFixed(1)} KB over` : '✓'}`,
    );
    const biggest = [...scripts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.BUNDLE_TOP ?? 5));
    for (const [url, size] of biggest) {
      console.log(`  ${(size / 1024).toFixed(1)} KB  ${new URL(url).pathname}`);
    }
  }
} finally {
  await browser.close();
  app.stop();
}
if (failed) {
  console.error('First-load JavaScript grew: split routes or load heavy parts lazily.');
  process.exit(1);
}
