import type { Kind } from './targets.ts';

/** The goals of issue 13 (PostgreSQL, caches off, 50 connections, >= 1,000 URLs). */
export const GOALS = {
  minRatioToHealth: { lookup: 0.15, list: 0.1, search: 0.1 },
  maxSingleConnectionP50Ms: { lookup: 2, list: 5, search: 10, deep: 5 },
  /** Page 2,000 as fast as page 1: at least this share of page 1's req/s (noise allowance). */
  deepVsFirstPage: 0.8,
} as const;

export interface Row {
  endpoint: string;
  kind: Kind;
  urls: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  p50Single: number;
  errors: number;
  ratio: number;
  informational: boolean;
}

/** Marks each row PASS or FAIL with the reasons. */
export function grade(rows: Row[], minUrls: number) {
  const firstPage = rows.find((r) => r.kind === 'deep' && /page 1\b/.test(r.endpoint));
  return rows.map((r) => {
    const why: string[] = [];
    if (r.kind !== 'health') {
      if (r.urls < minUrls) why.push(`${r.urls} URLs < ${minUrls}`);
      if (r.errors) why.push(`${r.errors} errors`);
      const k = r.kind as keyof typeof GOALS.minRatioToHealth;
      const min = GOALS.minRatioToHealth[k];
      if (min !== undefined && r.ratio < min) why.push(`ratio ${r.ratio} < ${min}`);
      const p50 =
        GOALS.maxSingleConnectionP50Ms[r.kind as keyof typeof GOALS.maxSingleConnectionP50Ms];
      if (r.p50Single >= p50) why.push(`p50 ${r.p50Single} ms >= ${p50} ms`);
      if (r.kind === 'deep' && firstPage && r !== firstPage) {
        const share = r.reqPerSec / (firstPage.reqPerSec || 1);
        if (share < GOALS.deepVsFirstPage) why.push(`${Math.round(share * 100)}% of page 1`);
      }
    }
    return { ...r, pass: why.length === 0, why };
  });
}
