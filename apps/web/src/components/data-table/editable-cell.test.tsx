import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EditableCell } from './editable-cell.tsx';
import type { ColumnDef } from './types.ts';

interface Rule {
  _id: string;
  carrier: string;
  minWeight: number;
  active: boolean;
}
const columns: ColumnDef<Rule>[] = [
  { key: 'carrier', title: 'Carrier', type: 'text', editable: true },
  { key: 'minWeight', title: 'Min weight', type: 'number', editable: true },
  { key: 'active', title: 'Active', type: 'boolean', editable: true },
];
const row: Rule = { _id: 'r1', carrier: 'UPS', minWeight: 100, active: true };

/**
 * The cells are what the generic table edits with (mantine-datatable renders no rows under
 * jsdom; the whole table runs in the e2e specs).
 */
function renderTable(onCellSave: (r: Rule, k: string, v: unknown) => Promise<void>) {
  return renderWithProviders(
    <table>
      <tbody>
        <tr>
          {columns.map((col) => (
            <td key={col.key}>
              <EditableCell
                col={col}
                value={row[col.key]}
                rowLabel={row.carrier}
                onSave={(v) => onCellSave(row, col.key, v)}
              />
            </td>
          ))}
        </tr>
      </tbody>
    </table>,
  );
}

describe('generic table cells', () => {
  it('edits a number inline with a numeric-only input and saves it as a number', async () => {
    const save = vi.fn(async () => undefined);
    renderTable(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Min weight of UPS' }));
    const input = screen.getByRole('textbox', { name: 'Min weight of UPS' });
    await userEvent.clear(input);
    await userEvent.type(input, 'x2.5kg0');
    expect(input).toHaveValue('250');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith(row, 'minWeight', 250));
  });

  it('Cancel restores the stored value without saving', async () => {
    const save = vi.fn(async () => undefined);
    renderTable(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Carrier of UPS' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Carrier of UPS' }), 'FedEx');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Carrier of UPS' }));
    expect(screen.getByRole('button', { name: 'Edit Carrier of UPS' })).toHaveTextContent('UPS');
    expect(save).not.toHaveBeenCalled();
  });

  it('moves a toggle at once and puts it back when the save fails', async () => {
    let fail: (e: Error) => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    renderTable(save);
    const toggle = await screen.findByRole('switch', { name: 'Active: UPS' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(save).toHaveBeenCalledWith(row, 'active', false);
    fail(new Error('refused'));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
