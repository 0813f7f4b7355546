import { describe, expect, it } from 'vitest';
import { buildItinerary, escapeText, foldLine } from './itinerary.ts';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => Buffer.byteLength(p) <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildItinerary', () => {
  it('writes one all-day event per item on consecutive days', () => {
    const ics = buildItinerary({
      name: 'Trip',
      brand: 'Jaunt',
      start: new Date('2025-12-31T00:00:00Z'),
      now: new Date('2025-06-01T12:30:00.123Z'),
      events: ['One', 'Two'].map((summary) => ({
        uid: `${summary}@jaunt.test`,
        summary,
        location: '',
        description: '',
        url: 'https://jaunt.test/gta/x',
      })),
    });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTAMP:20250601T123000Z\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20251231\r\nDTEND;VALUE=DATE:20260101\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260101\r\nDTEND;VALUE=DATE:20260102\r\n');
    expect(ics).not.toContain('LOCATION:');
  });
});
