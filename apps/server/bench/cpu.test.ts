import { describe, expect, it } from 'vitest';
import {
  cpuCell,
  machineCpu,
  measureCpuPerRequest,
  postgresCpuBetween,
  processCpu,
} from './cpu.ts';

/**
 * Spends `ms` milliseconds of this process's CPU time (by Node's own count, so a busy machine
 * that runs it less often makes it last longer, not spend less).
 */
function spin(ms: number) {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + i);
    const used = process.cpuUsage(start);
    if (used.user + used.system >= ms * 1000) return x;
  }
}

describe.runIf(process.platform === 'linux')('the bench reading CPU time from /proc', () => {
  it('counts the CPU a process spends, and the machine counts at least as much', () => {
    const own0 = processCpu(process.pid)!;
    const machine0 = machineCpu()!;
    spin(300);
    const own = processCpu(process.pid)! - own0;
    const machine = machineCpu()! - machine0;
    // /proc counts in ticks of 10 ms.
    expect(own).toBeGreaterThanOrEqual(280_000);
    expect(own).toBeLessThan(1_000_000);
    expect(machine).toBeGreaterThanOrEqual(own - 20_000);
  });

  it('divides what the server and the load generator spent by the requests of the load', async () => {
    const measured = await measureCpuPerRequest(process.pid, async () => {
      spin(300);
      return { total: 100, cpu: 50_000 };
    });
    const c = measured.cpuPerRequest!;
    expect(measured.total).toBe(100);
    // 300 ms of the "server" over 100 requests: about 3,000 µs each.
    expect(c.server).toBeGreaterThanOrEqual(2_800);
    expect(c.server).toBeLessThan(10_000);
    expect(c.loadGenerator).toBe(500);
    expect(cpuCell(c)).toBe(`${c.server} + ${c.postgres} + 500 + ${c.other}`);
  });

  it('gives no split for a load that completed no request, or a server that is gone', async () => {
    const none = await measureCpuPerRequest(process.pid, async () => ({ total: 0, cpu: 10 }));
    expect(none.cpuPerRequest).toBeNull();
    const gone = await measureCpuPerRequest(2 ** 22 + 1, async () => ({ total: 5, cpu: 10 }));
    expect(gone.cpuPerRequest).toBeNull();
  });
});

describe('PostgreSQL CPU between two readings', () => {
  it('adds what each process used since, counting a process started since from zero', () => {
    const before = new Map([
      [10, 1_000],
      [11, 5_000],
    ]);
    const after = new Map([
      [10, 1_600],
      [11, 5_000],
      [12, 300],
    ]);
    expect(postgresCpuBetween(before, after)).toBe(900);
    expect(postgresCpuBetween(null, after)).toBeNull();
  });
});
