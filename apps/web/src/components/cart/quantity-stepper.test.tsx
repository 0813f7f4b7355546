import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

function Harness() {
  const [q, setQ] = useState(1);
  return (
    <>
      <QuantityStepper value={q} onChange={setQ} />
      <output>Totals use {q}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('never leaves 0 in the box while the totals use 1', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    expect(box).toHaveValue('1');
    expect(screen.getByText('Totals use 1')).toBeInTheDocument();
  });

  it('shows 1 again when the box is left empty', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.tab();
    expect(box).toHaveValue('1');
  });
});
