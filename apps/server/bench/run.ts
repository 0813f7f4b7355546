/**
 * npm run bench [-- --products 100000 --duration 10 --connections 50 --reuse]
 * Needs DATABASE_URL (PostgreSQL). Seeds a fresh `jaunt_bench` database, starts the app on a
 * loopback port in this process, load-tests each endpoint with autocannon (in a worker
 * thread) and prints req/s, p50/p99 and the ratio to GET /api/health, with PASS/FAIL against
 * the targets (p99 < 50 ms and >= 25% of health). Results: bench-results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openBenchDatabase } from './database.ts';
import { pickTargets } from './targets.ts';

const P99_LIMIT_MS = 50;
const MIN_RATIO = 0.25;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench needs a PostgreSQL server: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\n' +
      'It creates (and replaces) the database jaunt_bench on that server.',
  );
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reuse: { type: 'boolean', default: false },
  },
});
const num = (name: string, v: string, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be 1-${max}`);
  return n;
};
const productCount = num('products', values.products, 1_000_000);
const duration = num('duration', values.duration, 120);
const connections = num('connections', values.connections, 1000);

const database = await openBenchDatabase(databaseUrl, {
  products: productCount,
  reuse: values.reuse,
});
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
});
// One loopback client sends everything: the per-IP limiter would measure itself, not the app.
const app = await buildApp({ config, db: database.db, rateLimit: false });
let uncachedApp: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const { targets, listSql } = await pickTargets(database.db);
  console.log('\nList query plan (EXPLAIN ANALYZE):');
  for (const line of await listSql()) console.log(`  ${line}`);

  // The same endpoints on a second app with the public caches off: every request runs the
  // handler, its queries and serialization (a cold-cache or cache-busting workload).
  uncachedApp = await buildApp({
    config: { ...config, PUBLIC_CACHE_SECONDS: 0 },
    db: database.db,
    rateLimit: false,
  });
  const cachedBase = await app.listen({ host: '127.0.0.1', port: 0 });
  const uncachedBase = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
  const measured = [
    ...targets.map((t) => ({ ...t, base: cachedBase, informational: false })),
    ...targets
      .filter((t) => t.name !== 'health')
      .map((t) => ({ ...t, name: `${t.name}, no cache`, base: uncachedBase, informational: true })),
  ];

  const rows = [];
  for (const target of measured) {
    const check = await fetch(`${target.base}${target.path}`);
    if (!check.ok) throw new Error(`${target.name}: ${check.status} ${await check.text()}`);
    process.stderr.write(`measuring ${target.name} (${duration} s)...\n`);
    const r = await autocannon({
      url: `${target.base}${target.path}`,
      connections,
      duration,
      workers: 1,
    });
    rows.push({
      endpoint: target.name,
      path: target.path,
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      informational: target.informational,
    });
  }
  const health = rows[0].reqPerSec || 1;
  const results = rows.map((r) => {
    const ratio = r.reqPerSec / health;
    const pass = r.p99 < P99_LIMIT_MS && ratio >= MIN_RATIO && r.errors === 0;
    return { ...r, ratio: Math.round(ratio * 100) / 100, pass };
  });
  const load = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`\n${productCount} products, ${connections} connections, ${duration} s each`);
  console.log(`load average ${load.join(' ')} on ${cpus().length} cores`);
  if (load[0] > cpus().length) {
    console.log('warning: the machine is busy with other work; latencies include that contention');
  }
  console.log('');
  console.table(
    results.map((r) => ({
      endpoint: r.endpoint,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'x health': r.ratio,
      errors: r.errors,
      result: r.informational ? 'info' : r.pass ? 'PASS' : 'FAIL',
    })),
  );
  const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
  mkdirSync(out, { recursive: true });
  writeFileSync(
    `${out}latest.json`,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        products: productCount,
        connections,
        durationSeconds: duration,
        loadAverage: load,
        cores: cpus().length,
        targets: { p99Ms: P99_LIMIT_MS, minRatioToHealth: MIN_RATIO },
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${out}latest.json`);
  console.log(
    "'no cache' rows run every request through the handler and PostgreSQL (PUBLIC_CACHE_SECONDS=0):\n" +
      'the cold path, for capacity planning; the targets apply to the endpoints as served.',
  );
  process.exitCode = results.every((r) => r.informational || r.pass) ? 0 : 1;
} finally {
  await uncachedApp?.close();
  await app.close();
  await database.close();
}
