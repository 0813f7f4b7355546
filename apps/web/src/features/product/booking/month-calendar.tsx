import { useRef, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { formatSlotDate } from '../../../lib/slot-time.ts';
import { addDays, monthWeeks, shiftMonth } from './booking-math.ts';
import classes from './booking.module.css';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

interface MonthCalendarProps {
  /** 'YYYY-MM' shown. */
  month: string;
  minMonth: string;
  maxMonth: string;
  onMonthChange: (month: string) => void;
  /** Dates with an open slot: the only ones enabled. */
  open: Set<string>;
  selected: string | null;
  onSelect: (date: string) => void;
}

/**
 * A month of days as buttons in a table: open dates are enabled, the rest disabled. Tab reaches
 * the open days; the arrow keys move a day or a week among them.
 */
export function MonthCalendar({
  month,
  minMonth,
  maxMonth,
  onMonthChange,
  open,
  selected,
  onSelect,
}: MonthCalendarProps) {
  const table = useRef<HTMLTableElement>(null);
  const title = monthTitle(month);
  const titleId = `booking-month-${month}`;

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    const from = (e.target as HTMLElement).dataset.date;
    if (!step || !from) return;
    e.preventDefault();
    // The next open day in that direction within this month.
    for (let d = addDays(from, step); d.startsWith(month); d = addDays(d, step)) {
      if (open.has(d)) {
        table.current?.querySelector<HTMLButtonElement>(`[data-date="${d}"]`)?.focus();
        return;
      }
    }
  };

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="default"
          aria-label="Previous month"
          disabled={month <= minMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text fw={600} id={titleId} aria-live="polite">
          {title}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Next month"
          disabled={month >= maxMonth}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <table
        ref={table}
        className={classes.calendar}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-testid="booking-calendar"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) =>
                date ? (
                  <td key={date}>
                    <UnstyledButton
                      className={classes.day}
                      data-date={date}
                      data-selected={date === selected || undefined}
                      disabled={!open.has(date)}
                      aria-pressed={date === selected}
                      aria-label={`${formatSlotDate(date)}${open.has(date) ? '' : ', not available'}`}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </UnstyledButton>
                  </td>
                ) : (
                  <td key={`pad-${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
