// Starts the built app (apps/server + a web build) on a free loopback port with a throwaway
// embedded database in a temporary DATA_DIR (the demo catalogue seeds itself), and returns
// { base, pages, stop }: `pages` are real URLs of the demo data (landing, market list, product,
// variant, search), for the browser checks (bundle size, Lighthouse).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function serveBuiltApp({ webDist, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jaunt-served-'));
  const p = port ?? (await freePort());
  const base = `http://127.0.0.1:${p}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(p), HOST: '127.0.0.1' };
  Object.assign(env, {
    DATA_DIR: dataDir,
    WEB_DIST: resolve(webDist),
    PUBLIC_URL: base,
    SEED: 'auto',
  });
  Object.assign(env, { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' });
  // A measurement run of the demo: the sandbox card processor is allowed in production mode.
  Object.assign(env, { ALLOW_SANDBOX_PAYMENTS: 'true' });
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('the app did not start within 4 minutes');
      const ok = await fetch(`${base}/api/products?limit=1`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && (await (await fetch(`${base}/api/products?limit=1`)).json()).length) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const [product] = await (
      await fetch(`${base}/api/products?where=${encodeURIComponent('{"market":"GTA"}')}&limit=1`)
    ).json();
    const detail = await (await fetch(`${base}/api/products/slug/${product.slug}`)).json();
    const variant = detail.variants[0];
    const category = product.category;
    const list = category?.parentCategory
      ? `/gta/list/${(await (await fetch(`${base}/api/category/${category.parentCategory}`)).json()).slug ?? ''}/${category.slug}`
      : `/gta/list/${category?.slug ?? ''}`;
    const word = product.name.split(' ').find((w) => w.length >= 4) ?? product.name;
    const pages = {
      landing: '/gta',
      market: '/gta/activities',
      list,
      product: `/gta/${product.slug}`,
      variant: `/gta/${product.slug}/${variant.slug}`,
      search: `/gta/search/${encodeURIComponent(word.toLowerCase())}`,
    };
    return { base, pages, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
