/**
 * The load generator, in its own process (never the server's): autocannon over a list of
 * paths, each request taking the next path in turn, so every URL of the list is hit.
 * Input (argv[2]): JSON { base, paths, connections, duration }. Output: one JSON line.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  base: string;
  paths: string[];
  connections: number;
  duration: number;
};
let next = 0;
const r = await autocannon({
  url: job.base,
  connections: job.connections,
  duration: job.duration,
  requests: [
    {
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        path: job.paths[next++ % job.paths.length],
      }),
    },
  ],
});
console.log(
  JSON.stringify({
    reqPerSec: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    distinct: Math.min(next, job.paths.length),
  }),
);
