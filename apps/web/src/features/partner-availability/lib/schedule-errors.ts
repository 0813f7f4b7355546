import {
  humanIssueMessage,
  scheduleSchema,
  unitTypesSchema,
  type ScheduleInput,
  type UnitTypeDef,
} from '@jaunt/contract';

/** The boxes of the schedule form an error is shown beside. */
export type ScheduleField =
  'startTimes' | 'capacity' | 'durationMinutes' | 'cutoffMinutes' | 'closedDates' | 'units';
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

/** What the form calls each number the schedule and its ticket types hold. */
const LABELS: Record<string, string> = {
  capacity: 'Seats per time',
  durationMinutes: 'Duration',
  cutoffMinutes: 'Booking closes',
  label: 'Label',
  priceCents: 'Price',
  minQuantity: 'Min',
  maxQuantity: 'Max',
  paxCount: 'Seats each',
};

type Issue = Parameters<typeof humanIssueMessage>[0];
/**
 * The contract's sentence for an issue, naming the box as the form labels it; a rule's own
 * sentence (min and max of a ticket type) as it is.
 */
const said = (issue: Issue & { message: string }, key: string) =>
  issue.code === 'custom'
    ? issue.message
    : (humanIssueMessage({ ...issue, path: [LABELS[key] ?? key] }) ?? issue.message);

/** '9:00' as '09:00': a time written without its leading zero. */
export const paddedTime = (t: string) => (/^\d:\d\d$/.test(t) ? `0${t}` : t);

/**
 * The schedule form's errors, by box, from the contract's rules (the ones the server applies):
 * the first per box, naming the time or date that is wrong and the ticket type concerned.
 */
export function scheduleErrors(schedule: ScheduleInput, units: UnitTypeDef[]): ScheduleErrors {
  const out: ScheduleErrors = {};
  const checked = scheduleSchema.safeParse(schedule);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const [key, index] = issue.path as [ScheduleField, number | undefined];
    if (out[key]) continue;
    if (key === 'startTimes' && index !== undefined)
      out[key] = `Not a time: ${schedule.startTimes?.[index]}. Use HH:MM (24-hour), e.g. 09:00.`;
    else if (key === 'closedDates' && index !== undefined)
      out[key] = `Not a date: ${schedule.closedDates?.[index]}. Use YYYY-MM-DD, e.g. 2026-12-24.`;
    else out[key] = said(issue as Issue & { message: string }, key);
  }
  const types = unitTypesSchema.safeParse(units);
  const first = types.success ? undefined : types.error.issues[0];
  if (first) {
    const [index, key] = first.path as [number | undefined, string | undefined];
    const message =
      key === 'priceCents' && first.code === 'too_big'
        ? 'Price must be at most $100,000.'
        : key
          ? said(first as Issue & { message: string }, key)
          : first.message;
    out.units = index === undefined ? message : `Ticket type ${index + 1}: ${message}`;
  }
  return out;
}
