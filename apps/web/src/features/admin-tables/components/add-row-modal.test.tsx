import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TABLES } from '../lib/table-configs.ts';
import { AddRowModal } from './add-row-modal.tsx';

const coupon = TABLES.coupon;
function show(onAdd: (body: Record<string, unknown>) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(
    <AddRowModal config={coupon} columns={coupon.columns} opened onClose={onClose} onAdd={onAdd} />,
  );
  return { onClose };
}

describe('Add a coupon', () => {
  it('refuses a code with spaces beside the field and sends nothing', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const { onClose } = show(onAdd);
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'SUMMER SALE');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters, digits, - and _ only')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the coupon as the contract reads it and closes', async () => {
    const onAdd = vi.fn((_: Record<string, unknown>) => Promise.resolve());
    const { onClose } = show(onAdd);
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'summer');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ code: 'SUMMER', amount: 5, active: true });
  });

  it("shows the server's refusal beside its field and at the end of the form, and stays open", async () => {
    const refused = new ApiError(409, {
      message: 'A coupon with this code already exists',
      fields: { code: 'Already taken' },
    });
    const { onClose } = show(() => Promise.reject(refused));
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'SUMMER');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A coupon with this code already exists',
    );
    expect(screen.getByText('Already taken')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
