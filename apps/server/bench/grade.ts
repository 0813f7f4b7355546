import type { CpuPerRequest } from './cpu.ts';
import type { Kind } from './targets.ts';

/** The goals of issue 13 (PostgreSQL, caches off, 50 connections, >= 1,000 URLs). */
export const GOALS = {
  minRatioToHealth: { lookup: 0.15, list: 0.1, search: 0.1 },
  maxSingleConnectionP50Ms: { lookup: 2, list: 5, search: 10, deep: 5 },
  /** Page 2,000 as fast as page 1: at least this share of page 1's req/s (noise allowance). */
  deepVsFirstPage: 0.8,
  /**
   * p99 goals (decision 021): staff analytics (1,000,000 clicks, 100,000 search logs and orders)
   * and a variant's 60-day availability (1,000,000 bookings) name no concurrency, so they are
   * graded on one client's p99 (the 50-connection p99 is printed beside them); holds name
   * theirs: 50 concurrent requests on one slot.
   */
  maxP99Ms: { analytics: 200, availability: 30, hold: 50, page: 1500 },
  p99AtConnections: { analytics: 1, availability: 1, hold: 50, page: 1 },
} as const;

export interface Row {
  endpoint: string;
  kind: Kind;
  urls: number;
  reqPerSec: number;
  /** The health req/s this row's ratio is to: the mean of the health just before and after it. */
  health?: number;
  p50: number;
  p99: number;
  p50Single: number;
  p99Single: number;
  errors: number;
  ratio: number;
  informational: boolean;
  /** What a request cost in CPU under the row's many-connection load, by who spent it (Linux only). */
  cpuPerRequest?: CpuPerRequest | null;
}

/** Marks each row PASS or FAIL with the reasons. */
export function grade(rows: Row[], minUrls: number) {
  const firstPage = rows.find((r) => r.kind === 'deep' && /page 1\b/.test(r.endpoint));
  return rows.map((r) => {
    const why: string[] = [];
    if (r.kind !== 'health') {
      // Holds measure one slot on purpose (its lock); every request is a new booking uuid. A
      // page row is one screen loaded cold many times.
      if (r.urls < minUrls && r.kind !== 'hold' && r.kind !== 'page')
        why.push(`${r.urls} URLs < ${minUrls}`);
      if (r.errors) why.push(`${r.errors} errors`);
      const k = r.kind as keyof typeof GOALS.minRatioToHealth;
      const min = GOALS.minRatioToHealth[k];
      if (min !== undefined && r.ratio < min) why.push(`ratio ${r.ratio} < ${min}`);
      const p50 =
        GOALS.maxSingleConnectionP50Ms[r.kind as keyof typeof GOALS.maxSingleConnectionP50Ms];
      if (r.p50Single >= p50) why.push(`p50 ${r.p50Single} ms >= ${p50} ms`);
      const maxP99 = GOALS.maxP99Ms[r.kind as keyof typeof GOALS.maxP99Ms];
      if (maxP99 !== undefined) {
        const single = GOALS.p99AtConnections[r.kind as keyof typeof GOALS.p99AtConnections] === 1;
        const p99 = single ? r.p99Single : r.p99;
        if (p99 >= maxP99) why.push(`${single ? '1-conn ' : ''}p99 ${p99} ms >= ${maxP99} ms`);
      }
      if (r.kind === 'deep' && firstPage && r !== firstPage) {
        // Ratios, not req/s: each is to the health measured around its own row.
        const share = r.ratio / (firstPage.ratio || 1);
        if (share < GOALS.deepVsFirstPage) why.push(`${Math.round(share * 100)}% of page 1`);
      }
    }
    return { ...r, pass: why.length === 0, why };
  });
}
