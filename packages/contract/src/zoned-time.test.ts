import { describe, expect, it } from 'vitest';
import { statedOffset, toLocalIso, zoneOfLocalTimes } from './zoned-time.ts';

describe('the zone of a platform’s local times', () => {
  it('reads the offset a local time states', () => {
    expect(statedOffset('2026-12-01T09:00:00-10:00')).toBe(-600);
    expect(statedOffset('2026-12-01T09:00:00+05:45')).toBe(345);
    expect(statedOffset('2026-12-01T09:00:00-1000')).toBe(-600);
    expect(statedOffset('2026-12-01T09:00:00Z')).toBe(0);
    expect(statedOffset('2026-12-01T09:00:00')).toBeNull();
  });

  it('keeps the first zone that agrees at every time, across a daylight-saving change', () => {
    // Toronto moves from -05:00 to -04:00 on 2027-03-14; Honolulu stays at -10:00.
    const times = ['2027-03-13T10:00:00-05:00', '2027-03-15T10:00:00-04:00'];
    expect(zoneOfLocalTimes(times, [undefined, 'Pacific/Honolulu', 'America/Toronto'])).toBe(
      'America/Toronto',
    );
    // No zone agrees: a fixed offset that shows the first time on its own clock.
    expect(zoneOfLocalTimes(times, ['Pacific/Honolulu'])).toBe('Etc/GMT+5');
    expect(zoneOfLocalTimes([times[1]], ['Pacific/Honolulu'])).toBe('Etc/GMT+4');
    for (const t of times)
      expect(toLocalIso(new Date(t), zoneOfLocalTimes([t], ['Pacific/Honolulu']))).toBe(t);
  });

  it('finds a zone for a 45-minute offset, UTC for +00:00, the given zone without times', () => {
    // ICU names Kathmandu by its older spelling.
    expect(['Asia/Kathmandu', 'Asia/Katmandu']).toContain(
      zoneOfLocalTimes(['2026-12-01T09:00:00+05:45'], ['America/New_York']),
    );
    expect(zoneOfLocalTimes(['2026-12-01T09:00:00+00:00'], ['Pacific/Honolulu'])).toBe('UTC');
    expect(zoneOfLocalTimes([], ['Nowhere/Else', 'Pacific/Honolulu'])).toBe('Pacific/Honolulu');
  });
});
