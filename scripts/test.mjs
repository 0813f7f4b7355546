// npm test: lint, format, typecheck, unit and integration tests (PGlite, then PostgreSQL when
// DATABASE_URL is set), the production build, the bundle-size budget and the e2e suite.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { CHROMIUM_PATH } from './lib/chromium-path.mjs';

execSync('node scripts/ensure-install.mjs', { stdio: 'inherit' });
mkdirSync('.tmp', { recursive: true });

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const only = process.env.TEST_ONLY?.split(',');

function step(name, cmd, env = {}, reportFile) {
  if (only && !only.includes(name)) return;
  console.log(`\n▶ ${name}: ${cmd}`);
  if (reportFile) rmSync(reportFile, { force: true });
  const r = spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok });
  if (reportFile && existsSync(reportFile)) addCounts(reportFile);
  if (!ok) console.log(`✖ ${name} failed`);
}

function addCounts(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof j.numPassedTests === 'number') {
      counts.passed += j.numPassedTests;
      counts.failed += j.numFailedTests;
      counts.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    } else if (j.stats) {
      counts.passed += (j.stats.expected ?? 0) + (j.stats.flaky ?? 0);
      counts.failed += j.stats.unexpected ?? 0;
      counts.skipped += j.stats.skipped ?? 0;
    }
  } catch {
    /* a missing or partial report only loses its counts */
  }
}

const vitestJson = (f) =>
  `--reporter=default --reporter=json --outputFile.json=${process.cwd()}/.tmp/${f}.json`;

step('lint', 'npx eslint . --max-warnings=0');
step('format', 'npx prettier --check . --log-level warn');
step('typecheck', 'npm run typecheck --silent');
step(
  'contract',
  `npx vitest run --root packages/contract ${vitestJson('contract')}`,
  {},
  '.tmp/contract.json',
);
step('web-unit', `npx vitest run --root apps/web ${vitestJson('web')}`, {}, '.tmp/web.json');
step(
  'server-pglite',
  `npx vitest run --root apps/server ${vitestJson('server-pglite')}`,
  { DATABASE_URL: '' },
  '.tmp/server-pglite.json',
);
if (process.env.DATABASE_URL) {
  step(
    'server-postgres',
    `npx vitest run --root apps/server ${vitestJson('server-postgres')}`,
    { VITEST_RUN_ID: String(process.pid) },
    '.tmp/server-postgres.json',
  );
} else {
  console.log('\n(DATABASE_URL not set: integration tests ran on PGlite only)');
}
step('build', 'npm run build --silent');
step('bundle-size', 'node scripts/check-bundle-size.mjs');
if (existsSync(CHROMIUM_PATH)) {
  step(
    'e2e',
    'npx playwright test --config e2e/playwright.config.ts',
    { E2E_JSON: `${process.cwd()}/.tmp/e2e.json` },
    '.tmp/e2e.json',
  );
} else {
  console.log(
    `\n✖ e2e: no Chromium at ${CHROMIUM_PATH}. Install Debian's with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
  );
  results.push({ name: 'e2e', ok: false });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name}`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed + (failedSteps && !counts.failed ? failedSteps : 0)} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps ? 1 : 0);
