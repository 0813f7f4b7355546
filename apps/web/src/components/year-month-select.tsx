import { Select } from '@mantine/core';
import { reportYears } from '@jaunt/contract';

/** January to December, in English (index 0 is January). */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, i, 1)),
  ),
);

/**
 * The 'Year' (2017 to now, newest first) and 'Month' (January to December) selectors of a
 * monthly report, side by side in the caller's group. `month` is 1 to 12.
 */
export function YearMonthSelect({
  year,
  month,
  onYearChange,
  onMonthChange,
}: {
  year: number;
  month: number;
  onYearChange: (year: number) => void;
  onMonthChange: (month: number) => void;
}) {
  return (
    <>
      <Select
        label="Year"
        data={reportYears().reverse().map(String)}
        value={String(year)}
        onChange={(v) => v && onYearChange(Number(v))}
        allowDeselect={false}
        w={110}
      />
      <Select
        label="Month"
        data={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
        value={String(month)}
        onChange={(v) => v && onMonthChange(Number(v))}
        allowDeselect={false}
        w={150}
      />
    </>
  );
}
