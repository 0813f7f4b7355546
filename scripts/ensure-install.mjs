// Installs dependencies when they are missing or older than the lock file.
// Plain Node (no dependencies), so it runs on a fresh machine before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  execSync(
    existsSync('package-lock.json')
      ? 'npm ci --no-audit --no-fund'
      : 'npm install --no-audit --no-fund',
    {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
}
