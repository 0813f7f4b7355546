// npm run lighthouse [-- webDist]: Lighthouse mobile (its default simulated throttling) on the
// built app's landing, market, list, product, variant and search pages, with the demo data.
// Builds apps/web when its build is missing or older than its sources (unless a webDist is
// given), serves it on a free port with a throwaway PGlite database, prints a table and writes
// lighthouse-results/latest.json. Goals (issue 13): performance >= 90, accessibility, SEO and
// best practices 100, LCP <= 2.5 s, CLS <= 0.05, TBT <= 200 ms; exit 1 when one falls short.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './lib/chromium-path.mjs';
import { serveBuiltApp } from './lib/serve-built-app.mjs';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((t, e) => {
    const p = join(dir, e.name);
    return Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

let dist = process.argv[2] ?? process.env.WEB_DIST;
if (!dist) {
  dist = 'apps/web/dist';
  const built = `${dist}/index.html`;
  const sources = Math.max(newest('apps/web/src'), newest('packages/contract/src'));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app...');
    execSync('npm run build -w apps/web', { stdio: 'inherit' });
  }
}

const GOALS = { performance: 90, accessibility: 100, seo: 100, 'best-practices': 100 };
const METRIC_GOALS = { lcpMs: 2500, cls: 0.05, tbtMs: 200 };

const app = await serveBuiltApp({ webDist: dist });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  // LH_PAGES=landing,product runs only those (all six by default).
  const only = process.env.LH_PAGES?.split(',');
  for (const [name, path] of Object.entries(app.pages)) {
    if (only && !only.includes(name)) continue;
    process.stderr.write(`lighthouse ${name} (${path})...\n`);
    // A run that could not measure (no score, a runtime error) is run once more, not scored 0.
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt++) {
      ({ lhr } = await lighthouse(`${app.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      }));
      if (lhr.categories.performance?.score != null && !lhr.runtimeError) break;
      process.stderr.write(
        `  no measurement (${lhr.runtimeError?.code ?? 'no score'}), again...\n`,
      );
    }
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audit = (a) => lhr.audits[a]?.numericValue ?? null;
    const row = {
      page: name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(audit('total-blocking-time')),
      scripts: (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (i) => i.resourceType === 'Script',
      ).length,
    };
    const why = lhr.runtimeError ? [`lighthouse: ${lhr.runtimeError.code}`] : [];
    for (const [c, min] of Object.entries(GOALS)) {
      if (score(c) < min) why.push(`${c} ${score(c)} < ${min}`);
    }
    if (row.lcpMs > METRIC_GOALS.lcpMs) why.push(`LCP ${row.lcpMs} ms`);
    if (row.cls > METRIC_GOALS.cls) why.push(`CLS ${row.cls}`);
    if (row.tbtMs > METRIC_GOALS.tbtMs) why.push(`TBT ${row.tbtMs} ms`);
    rows.push({ ...row, pass: why.length === 0, why });
    // Each page as soon as it is measured (a slow machine may not reach the end).
    console.log(JSON.stringify(rows.at(-1)));
  }
} finally {
  await chrome.kill();
  app.stop();
}
console.table(
  rows.map((r) => ({
    page: r.page,
    perf: r.performance,
    a11y: r.accessibility,
    SEO: r.seo,
    'best pr.': r.bestPractices,
    'LCP ms': r.lcpMs,
    CLS: r.cls,
    'TBT ms': r.tbtMs,
    scripts: r.scripts,
    result: r.pass ? 'PASS' : 'FAIL',
  })),
);
mkdirSync('lighthouse-results', { recursive: true });
writeFileSync(
  'lighthouse-results/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), goals: { ...GOALS, ...METRIC_GOALS }, rows }, null, 2)}\n`,
);
console.log('Written to lighthouse-results/latest.json');
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
