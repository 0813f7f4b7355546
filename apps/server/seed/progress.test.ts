import { describe, expect, it } from 'vitest';
import { progressLine } from './progress.ts';

describe('progressLine', () => {
  it('shows done/total, percent, rate and ETA', () => {
    expect(progressLine(25_000, 100_000, 50_000, 10)).toBe(
      '[###.......] 25000/100000 25.0%  500 rows/s  ETA 02:30',
    );
  });

  it('shows an unknown ETA before anything is done, and a full bar at the end', () => {
    expect(progressLine(0, 10, 0, 4)).toBe('[....] 0/10 0.0%  0 rows/s  ETA --:--');
    expect(progressLine(10, 10, 2000, 4)).toBe('[####] 10/10 100.0%  5 rows/s  ETA 00:00');
  });
});
