import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ListTitle } from './list-title.tsx';

describe('ListTitle', () => {
  it('toggles from the pencil to the save icon and saves the new title', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ListTitle name="Summer" editable onSave={onSave} />);
    expect(screen.getByRole('heading', { name: 'Summer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save title' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'List title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Summer in Toronto');
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));

    expect(onSave).toHaveBeenCalledWith('Summer in Toronto');
    expect(await screen.findByRole('button', { name: 'Edit title' })).toBeInTheDocument();
  });

  it('refuses an empty title and keeps edit mode', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ListTitle name="Summer" editable onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'List title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(screen.getByText('Please enter a title')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the letters once a title nears the 100 the box takes', async () => {
    renderWithProviders(<ListTitle name="Summer" editable onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    const input = screen.getByRole('textbox', { name: 'List title' });
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(85));
    expect(input).toHaveAccessibleDescription('85 / 100 characters');
    await userEvent.type(input, 'y'.repeat(30));
    expect(input).toHaveValue('x'.repeat(85) + 'y'.repeat(15));
    expect(input).toHaveAccessibleDescription('100 / 100 characters');
  });

  it('shows no pencil to visitors', () => {
    renderWithProviders(<ListTitle name="Summer" editable={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });
});
