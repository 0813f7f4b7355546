import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Drawer, Modal, TextInput } from '@mantine/core';
import { renderWithProviders } from '../test/render.tsx';

describe('the theme', () => {
  it('keeps a placeholder grey beside an error, so it never reads as a refused value', () => {
    renderWithProviders(
      <TextInput label="Phone" placeholder="(555) 555-5555" error="Please enter a phone" />,
    );
    expect(screen.getByLabelText('Phone').style.getPropertyValue('--input-placeholder-color')).toBe(
      'var(--mantine-color-placeholder)',
    );
  });

  it('gives a modal or drawer no banner landmark of its own: the page keeps one, the navbar', () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="Whoops">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="Filters">
          Body
        </Drawer>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Whoops' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryAllByRole('banner')).toEqual([]);
  });
});
