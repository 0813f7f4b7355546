import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MONTH_NAMES, YearMonthSelect } from './year-month-select.tsx';

describe('YearMonthSelect', () => {
  // jsdom has no scrollIntoView; Mantine's combobox calls it on the selected option.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('offers the years 2017 to now (newest first) and the twelve months by name', async () => {
    const onYearChange = vi.fn();
    const onMonthChange = vi.fn();
    renderWithProviders(
      <YearMonthSelect
        year={2020}
        month={3}
        onYearChange={onYearChange}
        onMonthChange={onMonthChange}
      />,
    );
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2020');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('March');

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = screen.getAllByRole('option').map((o) => o.textContent);
    const thisYear = new Date().getFullYear();
    expect(years).toHaveLength(thisYear - 2017 + 1);
    expect(years[0]).toBe(String(thisYear));
    expect(years.at(-1)).toBe('2017');
    await userEvent.click(screen.getByRole('option', { name: '2017' }));
    expect(onYearChange).toHaveBeenCalledWith(2017);

    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(screen.getByRole('option', { name: 'December' }));
    expect(onMonthChange).toHaveBeenCalledWith(12);
  });
});
