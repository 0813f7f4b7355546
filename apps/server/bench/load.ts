/**
 * The load generator, in its own process (never the server's): autocannon over a list of
 * paths, each request taking the next path in turn, so every URL of the list is hit.
 * Input (argv[2]): JSON { base, paths, connections, duration, headers?, method?, bodies? }:
 * with `bodies`, request i posts bodies[i % n] as JSON, each `{{uuid}}` in it replaced by a new
 * random uuid (so every hold is a new booking). Every request says the encodings a browser
 * accepts, as Chromium's fetch does: an answer is measured compressed, as users get it.
 * Output: one JSON line, with the CPU time (µs) this process spent generating the load.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  base: string;
  paths: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  bodies?: string[];
};
/** What Chromium sends with every request (the page's fetch calls included). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
let next = 0;
const cpuBefore = process.cpuUsage();
const r = await autocannon({
  url: job.base,
  connections: job.connections,
  duration: job.duration,
  method: job.method ?? 'GET',
  headers: {
    'accept-encoding': BROWSER_ENCODINGS,
    ...job.headers,
    ...(job.bodies ? { 'content-type': 'application/json' } : {}),
  },
  requests: [
    {
      setupRequest: (req: Record<string, unknown>) => {
        const i = next++;
        const body = job.bodies?.[i % job.bodies.length].replaceAll('{{uuid}}', () => randomUUID());
        return { ...req, path: job.paths[i % job.paths.length], ...(body ? { body } : {}) };
      },
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    reqPerSec: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    distinct: Math.min(next, job.paths.length),
    cpu: cpu.user + cpu.system,
  }),
);
