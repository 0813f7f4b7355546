// npm start: install what is missing, build the web app when its sources changed,
// then migrate, seed (when empty) and serve site + API on one port.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

execSync('node scripts/ensure-install.mjs', { stdio: 'inherit' });

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const built = 'apps/web/dist/index.html';
const sources = Math.max(
  newest('apps/web/src'),
  newest('packages/contract/src'),
  statSync('apps/web/index.html').mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app...');
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}

// `npm start` is the one-command demo: with no payment provider chosen, it runs the embedded
// sandbox card processor (which a bare NODE_ENV=production server refuses without
// ALLOW_SANDBOX_PAYMENTS), and checkout says it is in test mode.
const demoPayments = !process.env.PAYMENT_PROVIDER && !process.env.ALLOW_SANDBOX_PAYMENTS;
if (demoPayments) console.log('Payments: sandbox card processor (test mode, no real money).');
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...(demoPayments ? { ALLOW_SANDBOX_PAYMENTS: 'true' } : {}),
    ...process.env,
  },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
