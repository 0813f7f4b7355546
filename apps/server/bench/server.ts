/**
 * The measured server, in its own process: the real app on DATABASE_URL with the public caches
 * as PUBLIC_CACHE_SECONDS says (the bench passes 0) and without the per-IP rate limiter (one
 * loopback client sends everything). The sandbox payment provider is allowed: the bench reads
 * pages and takes no money. Prints `listening <url>` when ready.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  // The built web app only when a browser row is measured (the API rows never need it).
  WEB_DIST: process.env.BENCH_WEB_DIST ?? '/nonexistent',
});
const database = await openDatabase({
  url: config.DATABASE_URL,
  poolSize: 20,
  lanes: config.DATABASE_LANES,
});
const app = await buildApp({ config, db: database.db, rateLimit: false });
const url = await app.listen({ host: '127.0.0.1', port: config.PORT });
console.log(`listening ${url}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
