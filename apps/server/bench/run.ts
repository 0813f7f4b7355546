/**
 * npm run bench [-- --products 100000 --duration 10 --warmup 3 --connections 50
 *                   --database jaunt_bench_x --keep --only analytics]
 *
 * Needs DATABASE_URL (a PostgreSQL server). Uses a database of its own: one it created and
 * marked earlier with enough products, else a new `jaunt_bench_<random>` it seeds (dropped at
 * the end unless --keep; it never drops a database without its mark). Starts the app as a
 * separate process with the public caches off (PUBLIC_CACHE_SECONDS=0), and loads each endpoint
 * from another process (autocannon) over >= 1,000 distinct URLs: after a warm-up on them that is
 * not counted (3 s), 50 connections for req/s and
 * the ratio to /api/health of the same run, then one connection for p50. Grades every row
 * against the goals of issue 13 (exit 1 when one falls short), prints a table and writes
 * bench/results/latest.json.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../../../scripts/lib/chromium-path.mjs';
import { SERVER_NODE_ARGS } from '../../../scripts/lib/server-node-args.mjs';
import { cpuCell, CPU_COLUMN_NOTE, measureCpuPerRequest } from './cpu.ts';
import { dropBenchDatabase, openBenchDatabase } from './database.ts';
import { grade, GOALS, type Row } from './grade.ts';
import { DISTINCT, pickTargets, type Target } from './targets.ts';
import { pickAnalyticsTargets } from './analytics-targets.ts';
import { pickBookingTargets } from './bookings.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench needs a PostgreSQL server: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\n' +
      "It creates its own database jaunt_bench_<random> there (marked as the bench's own).",
  );
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    clicks: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    /** Seconds of load on a row's own URLs, not counted, before it is measured (0: none). */
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '0' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** The built web app for the browser row (/analytics fully drawn); default apps/web/dist. */
    web: { type: 'string' },
    /** Measure only endpoints whose name or kind contains one of these comma-separated texts. */
    only: { type: 'string' },
  },
});
const num = (name: string, v: string, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be ${min}-${max}`);
  return n;
};
const productCount = num('products', values.products, 1, 1_000_000);
const duration = num('duration', values.duration, 1, 120);
const warmup = num('warmup', values.warmup, 0, 60);
const connections = num('connections', values.connections, 1, 1000);
const port = num('port', values.port, 0, 65535) || 3363;
const here = fileURLToPath(new URL('.', import.meta.url));
const tsx = ['--import', 'tsx'];

function startServer(
  url: string,
  webDist?: string,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, join(here, 'server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      PUBLIC_CACHE_SECONDS: '0',
      ...(webDist ? { BENCH_WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /listening (\S+)/.exec(chunk.toString());
      if (m) resolve({ child, base: m[1] });
    });
  });
}

const jobs = mkdtempSync(join(tmpdir(), 'jaunt-bench-'));
let jobNo = 0;
/** Runs autocannon in its own process over the paths; returns its summary. */
function load(base: string, t: Target, conns: number, seconds: number) {
  const file = join(jobs, `job-${jobNo++}.json`);
  const { paths, headers, method, bodies } = t;
  writeFileSync(
    file,
    JSON.stringify({ base, paths, connections: conns, duration: seconds, headers, method, bodies }),
  );
  return new Promise<{
    reqPerSec: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
    distinct: number;
    /** Requests completed, and the CPU time (µs) the load generator spent sending them. */
    total: number;
    cpu: number;
  }>((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, join(here, 'load.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(out)),
    );
  });
}

/** Seconds of health measured after each row: the row's ratio is to the health around it. */
const HEALTH_SLICE = 3;

/** Cold loads of each browser row. */
const PAGE_LOADS = 20;

/** Times a staff screen in headless Chromium (its own process); returns its p50 and p99. */
function timePage(base: string, t: Target, loads: number) {
  const file = join(jobs, `job-${jobNo++}.json`);
  writeFileSync(
    file,
    JSON.stringify({ base, path: t.paths[0], headers: t.headers, loads, charts: 2, tables: 2 }),
  );
  return new Promise<{ samples: number[]; p50: number; p99: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, join(here, 'page-timing.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(out)),
    );
  });
}

/** The built web app: --web, else apps/web/dist, built first when missing or older than src. */
function webDist(): string {
  if (values.web) return values.web;
  const root = join(here, '../../..');
  const dist = join(root, 'apps/web/dist');
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((t, e) => {
      const p = join(dir, e.name);
      return Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  const built = join(dist, 'index.html');
  const sources = Math.max(
    newest(join(root, 'apps/web/src')),
    newest(join(root, 'packages/contract/src')),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app for the browser row...');
    execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
  }
  return dist;
}

const bench = await openBenchDatabase(databaseUrl, {
  products: productCount,
  name: values.database,
  clicks: num('clicks', values.clicks, 0, 10_000_000),
  searches: num('searches', values.searches, 0, 10_000_000),
  orders: num('orders', values.orders, 0, 10_000_000),
  bookings: num('bookings', values.bookings, 0, 10_000_000),
});
let server: ChildProcess | undefined;
try {
  const only = values.only?.toLowerCase().split(',');
  const targets: Target[] = [
    ...(await pickTargets(bench.database.db)),
    ...(await pickAnalyticsTargets(bench.database.db, DISTINCT)),
    ...(await pickBookingTargets(bench.database.db, DISTINCT)),
  ].filter(
    (t) =>
      !only ||
      t.kind === 'health' ||
      only.some((o) => `${t.name} ${t.kind}`.toLowerCase().includes(o)),
  );
  await bench.database.close();
  const pages = targets.filter((t) => t.kind === 'page');
  // Checked before the API rows run, so their minutes are not lost to a missing browser.
  if (pages.length && !existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The browser row (${pages.map((p) => p.name).join(', ')}) needs Chromium at ` +
        `${CHROMIUM_PATH}: install it (apt-get install chromium), set CHROMIUM_PATH, or leave ` +
        'the row out with --only.',
    );
  }
  const started = await startServer(bench.url, pages.length ? webDist() : undefined);
  server = started.child;
  const { base } = started;
  const serverPid = server.pid!;
  const apis = targets.filter((t) => t.kind !== 'page');
  for (const t of apis) {
    const bad = [];
    for (const [i, path] of t.paths.slice(0, 5).entries()) {
      const body = t.bodies?.[i % t.bodies.length].replaceAll('{{uuid}}', () => randomUUID());
      const res = await fetch(`${base}${path}`, {
        method: t.method ?? 'GET',
        headers: { ...t.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      if (!res.ok) bad.push(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    if (bad.length) throw new Error(`${t.name} answers errors:\n${bad.join('\n')}`);
  }
  const rows: Row[] = [];
  const measure = async (t: Target) => {
    process.stderr.write(`measuring ${t.name} (${t.paths.length} URLs)...\n`);
    // Not counted: the server's first seconds on a code path it has not run (V8 compiling it,
    // the pool opening its PostgreSQL connections) cost 2-5 times a request's steady CPU.
    if (warmup) await load(base, t, connections, warmup);
    const many = await measureCpuPerRequest(serverPid, () => load(base, t, connections, duration));
    const one = await load(base, t, 1, Math.max(2, Math.round(duration / 3)));
    return { many, one };
  };
  // Health is measured again after every row (HEALTH_SLICE seconds), and each row's ratio is to
  // the mean of the health just before and just after it: this machine's speed can change by a
  // factor of two within a minute, so a ratio to the run's first and last health measured the
  // drift as much as the row.
  const healthSlice = async () => (await load(base, apis[0], connections, HEALTH_SLICE)).reqPerSec;
  const healthFirst = await measure(apis[0]);
  let before = healthFirst.many.reqPerSec;
  const healths = [before];
  const measured = [];
  for (const t of apis.slice(1)) {
    const m = await measure(t);
    const after = await healthSlice();
    healths.push(after);
    measured.push({ t, ...m, health: (before + after) / 2 });
    before = after;
  }
  const timed = [];
  for (const t of pages) {
    process.stderr.write(`timing ${t.name} (${PAGE_LOADS} cold loads in Chromium)...\n`);
    timed.push({ t, ...(await timePage(base, t, PAGE_LOADS)) });
  }
  const health = healths.reduce((a, b) => a + b, 0) / healths.length;
  rows.push({
    endpoint: 'health',
    kind: 'health',
    urls: 1,
    reqPerSec: Math.round(health),
    p50: healthFirst.many.p50,
    p99: healthFirst.many.p99,
    p50Single: healthFirst.one.p50,
    p99Single: healthFirst.one.p99,
    errors: 0,
    ratio: 1,
    informational: false,
    cpuPerRequest: healthFirst.many.cpuPerRequest,
  });
  for (const { t, many, one, health: near } of measured) {
    rows.push({
      endpoint: t.name,
      kind: t.kind,
      urls: new Set(t.paths.map((p, i) => `${p} ${t.bodies?.[i] ?? ''}`)).size,
      reqPerSec: Math.round(many.reqPerSec),
      health: Math.round(near),
      p50: many.p50,
      p99: many.p99,
      p50Single: one.p50,
      p99Single: one.p99,
      errors: many.errors + many.non2xx + one.errors + one.non2xx,
      ratio: Math.round((many.reqPerSec / near) * 1000) / 1000,
      informational: Boolean(t.informational),
      cpuPerRequest: many.cpuPerRequest,
    });
  }
  for (const { t, p50, p99 } of timed) {
    rows.push({
      endpoint: t.name,
      kind: t.kind,
      urls: 1,
      reqPerSec: 0,
      p50,
      p99,
      p50Single: p50,
      p99Single: p99,
      errors: 0,
      ratio: 0,
      informational: false,
    });
  }
  const graded = grade(rows, DISTINCT);
  const load1 = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(
    `\n${bench.products} products in ${bench.name}, caches off, ${connections} connections, ` +
      `${duration} s per endpoint; load average ${load1.join(' ')} on ${cpus().length} cores`,
  );
  if (load1[0] > cpus().length) {
    console.log('warning: the machine is busy with other work; the ratios to health matter most');
  }
  console.table(
    graded.map((r) => ({
      endpoint: r.endpoint,
      URLs: r.urls,
      'req/s': r.reqPerSec,
      'health near': r.health ?? '',
      'x health': r.ratio,
      'p99 ms': r.p99,
      '1-conn p50 ms': r.p50Single,
      '1-conn p99 ms': r.p99Single,
      errors: r.errors,
      ...(r.cpuPerRequest ? { 'CPU µs/req': cpuCell(r.cpuPerRequest) } : {}),
      result: r.informational ? 'info' : r.pass ? 'PASS' : `FAIL: ${r.why.join('; ')}`,
    })),
  );
  if (graded.some((r) => r.cpuPerRequest)) console.log(CPU_COLUMN_NOTE);
  const outDir = join(here, 'results');
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, 'latest.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        products: bench.products,
        database: bench.name,
        connections,
        durationSeconds: duration,
        warmupSeconds: warmup,
        publicCacheSeconds: 0,
        loadAverage: load1,
        cores: cpus().length,
        goals: GOALS,
        healthSlices: healths.map(Math.round),
        results: graded,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${out}`);
  process.exitCode = graded.every((r) => r.informational || r.pass) ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  if (bench.created && !values.keep) {
    await dropBenchDatabase(databaseUrl, bench.name);
  } else {
    console.log(`Kept ${bench.name} (reuse it: --database ${bench.name}).`);
  }
}
