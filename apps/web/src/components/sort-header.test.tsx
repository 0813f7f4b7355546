import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SortHeader } from './sort-header.tsx';

describe('SortHeader', () => {
  it('marks the sorted column with aria-sort and an arrow; a click asks to sort by its field', async () => {
    const onSort = vi.fn();
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Name" field="name" sort="name" dir="asc" onSort={onSort} />
            <SortHeader label="Date" field="date" sort="name" dir="asc" onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    const [name, date] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveTextContent('Name ▲');
    expect(date).toHaveAttribute('aria-sort', 'none');
    expect(date).not.toHaveTextContent(/[▲▼]/);
    await userEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(onSort).toHaveBeenCalledWith('date');
  });

  it('shows descending with a down arrow', () => {
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Date" field="date" sort="date" dir="desc" onSort={() => {}} />
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    const th = screen.getByRole('columnheader');
    expect(th).toHaveAttribute('aria-sort', 'descending');
    expect(th).toHaveTextContent('Date ▼');
  });
});
