/**
 * A staff screen timed in a real browser, in its own process (never the server's): headless
 * Chromium loads `path` `loads` times, each in a new context (no HTTP cache, no warm
 * JavaScript), signed in by the bench admin's bearer header, and times navigation until every
 * chart is drawn and every table has rows. Input (argv[2]): JSON { base, path, headers, loads,
 * charts, tables }. Output: one JSON line { samples, p50, p99 }.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '../../../scripts/lib/chromium-path.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  base: string;
  path: string;
  headers: Record<string, string>;
  loads: number;
  charts: number;
  tables: number;
};
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu'],
});
const samples: number[] = [];
try {
  for (let i = 0; i < job.loads; i++) {
    const context = await browser.newContext({
      extraHTTPHeaders: job.headers,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${job.base}${job.path}`);
    await page.waitForFunction(
      ({ charts, tables }) => {
        const drawn = [...document.querySelectorAll('svg.recharts-surface')].filter((svg) =>
          svg.querySelector('path, rect'),
        ).length;
        const filled = [...document.querySelectorAll('table')].filter(
          (t) => t.querySelectorAll('tbody tr').length > 0,
        ).length;
        return drawn >= charts && filled >= tables;
      },
      { charts: job.charts, tables: job.tables },
      { timeout: 60_000, polling: 'raf' },
    );
    samples.push(Date.now() - started);
    await context.close();
  }
} finally {
  await browser.close();
}
const sorted = [...samples].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
console.log(JSON.stringify({ samples, p50: at(0.5), p99: at(0.99) }));
