import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/lib/chromium-path.mjs';
import { ensureE2ePorts } from './fixtures/ports.ts';

// Free ports unless E2E_PORT / E2E_SMTP_PORT / E2E_MAIL_API_PORT are given: a port another
// program holds must not fail the run. The web server and workers inherit these variables.
const ports = ensureE2ePorts();
export const E2E_PORT = ports.port;
export const MAIL_API_PORT = ports.mailApiPort;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // A step that can never happen fails in a minute instead of holding the run to the test timeout.
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    screenshot: 'only-on-failure',
    // The browser asks for less motion, so modals and drawers open and close at once (the
    // theme respects it) and axe never reads a half-faded screen.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx fixtures/start-e2e-server.ts',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
