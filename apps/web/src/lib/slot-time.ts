/**
 * A booking slot's local time, read from the digits of its own local ISO string
 * ('2026-03-08T09:00:00-07:00'), never through the viewer's zone: every viewer sees the
 * activity's wall-clock time. Intl formats the digits as if they were UTC.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The wall-clock digits of a local ISO time as a UTC instant (for formatting only). */
function wall(localIso: string): Date | null {
  const m = LOCAL.exec(localIso);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * '9:00 AM' for '2026-03-08T09:00:00-07:00', whatever the viewer's zone. A plain space before
 * AM/PM (newer ICU puts a narrow no-break space there).
 */
export function formatSlotTime(localIso: string): string {
  const at = wall(localIso);
  return at ? timeFormat.format(at).replace(/\s/g, ' ') : '';
}

/** 'Sunday, March 8, 2026' for '2026-03-08T09:00:00-07:00' (or for '2026-03-08'). */
export function formatSlotDate(localIsoOrDate: string): string {
  const at = wall(localIsoOrDate.length === 10 ? `${localIsoOrDate}T00:00` : localIsoOrDate);
  return at ? dateFormat.format(at) : '';
}

/** The local date 'YYYY-MM-DD' of a local ISO time. */
export const slotDate = (localIso: string): string => localIso.slice(0, 10);

/**
 * 'Toronto' for 'America/Toronto', 'Los Angeles' for 'America/Los_Angeles'; 'UTC-5' for the
 * fixed offset 'Etc/GMT+5' (a booking platform's clock that no named zone matched).
 */
export function zoneCity(zone: string): string {
  const fixed = /^Etc\/GMT([+-])(\d{1,2})$/.exec(zone);
  if (fixed) return `UTC${fixed[1] === '+' ? '-' : '+'}${fixed[2]}`;
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** '45 minutes', '1 hour', '2 hours 30 minutes'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const parts = [
    h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '',
    m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** 'Wednesday, November 25, 2026 at 9:00 AM' for an order's booked local date and time. */
export const formatBookedAt = (date: string, time: string): string =>
  `${formatSlotDate(date)} at ${formatSlotTime(`${date}T${time}`)}`;
