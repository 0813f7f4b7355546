/**
 * Wall-clock time in IANA zones with Intl only (no library): offsets, local ISO strings with
 * their offset, and the instant of a local time (first occurrence on a fall-back day, none in
 * a spring-forward gap). Re-exported by availability.ts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when Intl knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** en-US with h23: "11/25/2026, 20:54:15" (format() is ~2.5x faster than formatToParts). */
const US_WALL = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall-clock time of an instant in a zone, as if it were UTC (milliseconds). */
function wallMs(instantMs: number, zone: string): number {
  const f = formatter(zone);
  const m = US_WALL.exec(f.format(instantMs));
  if (m) return Date.UTC(+m[3], +m[1] - 1, +m[2], +m[4], +m[5], +m[6]);
  // Any other shape (a year before 1000 or after 9999, an ICU with other separators).
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(instantMs))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The zone's UTC offset at an instant, in minutes (-420 for PDT). */
export const offsetMinutes = (instant: Date, zone: string): number =>
  Math.round(
    (wallMs(instant.getTime(), zone) - Math.floor(instant.getTime() / 1000) * 1000) / 60000,
  );

/** '-07:00', '+05:30', '+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The instant a local wall-clock time happens in a zone: the first occurrence when it happens
 * twice (fall back), null when it does not exist (spring forward).
 */
export function zonedToUtc(date: string, time: string, zone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const day = 24 * 3600_000;
  const offsets = new Set([
    offsetMinutes(new Date(wall - day), zone),
    offsetMinutes(new Date(wall + day), zone),
  ]);
  const hits = [...offsets]
    .map((off) => wall - off * 60_000)
    .filter((t) => wallMs(t, zone) === wall)
    .sort((a, b) => a - b);
  return hits.length ? new Date(hits[0]) : null;
}

/** An instant as the zone's local ISO time with its offset: 2026-03-08T09:00:00-07:00. */
export function toLocalIso(instant: Date, zone: string): string {
  const wall = new Date(wallMs(instant.getTime(), zone));
  return `${wall.toISOString().slice(0, 19)}${formatOffset(offsetMinutes(instant, zone))}`;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export const localDateOf = (instant: Date, zone: string): string =>
  new Date(wallMs(instant.getTime(), zone)).toISOString().slice(0, 10);

/**
 * The zone's offset (minutes) when it is the same at both instants, else null (a change in
 * between). Offsets change at most once in any 50 hours, so two equal ends mean no change.
 */
export function steadyOffset(fromMs: number, toMs: number, zone: string): number | null {
  const a = offsetMinutes(new Date(fromMs), zone);
  return a === offsetMinutes(new Date(toMs), zone) ? a : null;
}

/** A wall-clock time (ms, as if UTC) with a known offset as local ISO: 2026-03-08T09:00:00-07:00. */
export const wallToLocalIso = (wall: number, offset: number): string =>
  `${new Date(wall).toISOString().slice(0, 19)}${formatOffset(offset)}`;

/** The UTC offset (minutes) a local ISO time states: -600 for ...T09:00:00-10:00, 0 for Z. */
export function statedOffset(localIso: string): number | null {
  const m = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(localIso);
  if (!m) return null;
  const minutes = m[1] ? Number(m[2]) * 60 + Number(m[3]) : 0;
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * The IANA zone that shows these local times (ISO with the offset a booking platform stated)
 * on their own clock: the first of `zones` whose offset agrees at every one of them; else a
 * fixed-offset zone for the first one's offset ('Etc/GMT+10' is UTC-10:00; for an offset in
 * part hours, the first zone Intl knows with it then); with no times, the first valid zone.
 */
export function zoneOfLocalTimes(
  localIsos: readonly string[],
  zones: readonly (string | null | undefined)[],
): string {
  const times = localIsos.flatMap((iso) => {
    const offset = statedOffset(iso);
    const at = Date.parse(iso);
    return offset === null || Number.isNaN(at) ? [] : [{ at: new Date(at), offset }];
  });
  const known = zones.filter((z): z is string => !!z && isTimeZone(z));
  const agrees = known.find((z) => times.every((t) => offsetMinutes(t.at, z) === t.offset));
  if (agrees) return agrees;
  const first = times[0];
  if (!first) return known[0] ?? 'UTC';
  const hours = first.offset / 60;
  const fixed = hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  if (Number.isInteger(hours) && isTimeZone(fixed)) return fixed;
  return (
    Intl.supportedValuesOf('timeZone').find((z) => offsetMinutes(first.at, z) === first.offset) ??
    'UTC'
  );
}
