/**
 * CPU time read from Linux's /proc, so each bench row can say what a request cost in CPU and
 * who spent it (the server, PostgreSQL, the load generator, anything else on the machine). A
 * ratio to health moves with this machine's speed from one minute to the next; the CPU a request
 * costs moves much less, and shows which part to work on. Elsewhere than Linux every reading is
 * null and the bench prints no CPU column.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const LINUX = process.platform === 'linux';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = (() => {
  if (!LINUX) return 100;
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const MICROS_PER_TICK = 1_000_000 / TICKS_PER_SECOND;

/** A process's name and its user + system ticks, from /proc/<pid>/stat; null once it is gone. */
function statOf(pid: number | string): { name: string; ticks: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (name) state ppid ...": the name may hold spaces and parentheses, so split after the last ")".
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU time (µs, user + system, all its threads) a process has used so far; null off Linux. */
export function processCpu(pid: number): number | null {
  const stat = LINUX ? statOf(pid) : null;
  return stat ? stat.ticks * MICROS_PER_TICK : null;
}

/** CPU time (µs) used so far by each running PostgreSQL process (backends, workers, writers). */
export function postgresCpu(): Map<number, number> | null {
  if (!LINUX) return null;
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.name === 'postgres') out.set(Number(entry), stat.ticks * MICROS_PER_TICK);
  }
  return out;
}

/** CPU time (µs) the PostgreSQL processes used between two readings (those started since count from 0). */
export function postgresCpuBetween(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}

/** Busy CPU time (µs) of the whole machine so far, every core (all but idle and I/O wait). */
export function machineCpu(): number | null {
  if (!LINUX) return null;
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const [user, nice, system, , , irq, softirq, steal] = cpu.map(Number);
  return (user + nice + system + irq + softirq + steal) * MICROS_PER_TICK;
}

/** What one request cost in CPU (µs), by who spent it; `other` is the rest of the machine's. */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  loadGenerator: number;
  other: number;
}

/**
 * Runs a load (which reports its request count and its own CPU time) and divides the CPU the
 * server process, PostgreSQL and the whole machine used meanwhile by its requests; null off
 * Linux or when no request completed.
 */
export async function measureCpuPerRequest<T extends { total: number; cpu: number }>(
  serverPid: number,
  run: () => Promise<T>,
): Promise<T & { cpuPerRequest: CpuPerRequest | null }> {
  const server0 = processCpu(serverPid);
  const pg0 = postgresCpu();
  const machine0 = machineCpu();
  const result = await run();
  const server1 = processCpu(serverPid);
  const postgres = postgresCpuBetween(pg0, postgresCpu());
  const machine1 = machineCpu();
  if (server0 === null || server1 === null || postgres === null || !result.total) {
    return { ...result, cpuPerRequest: null };
  }
  const server = server1 - server0;
  const machine = (machine1 ?? 0) - (machine0 ?? 0);
  const each = (us: number) => Math.round(us / result.total);
  return {
    ...result,
    cpuPerRequest: {
      server: each(server),
      postgres: each(postgres),
      loadGenerator: each(result.cpu),
      other: each(Math.max(0, machine - server - postgres - result.cpu)),
    },
  };
}

/** A row's CPU cost as the table prints it: server + PostgreSQL + load generator + other. */
export const cpuCell = (c: CpuPerRequest) =>
  `${c.server} + ${c.postgres} + ${c.loadGenerator} + ${c.other}`;

export const CPU_COLUMN_NOTE =
  "CPU µs/req: what one request cost under the row's load (--connections), spent by the " +
  'server + PostgreSQL + the load generator + the rest of the machine (the kernel, other work)';
