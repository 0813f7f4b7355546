import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewCreateBody } from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddReviewModal } from './add-review-modal.tsx';

function show(onAdd: (body: ReviewCreateBody) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(<AddReviewModal opened onClose={onClose} onAdd={onAdd} />);
  return { onClose };
}
async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: /Partner SKU/ }), ' HISURF ');
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lani');
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByRole('textbox', { name: /^Review/ }), 'Great waves');
}

describe('Add a review', () => {
  it('asks for the SKU, the name, the rating and the text beside their fields and sends nothing', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    show(onAdd);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Partner SKU is required.')).toBeInTheDocument();
    expect(screen.getByText('Please write a review')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Rating/ })).toHaveAccessibleDescription(
      'Please choose a rating',
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends the review trimmed and closes', async () => {
    const onAdd = vi.fn((_: ReviewCreateBody) => Promise.resolve());
    const { onClose } = show(onAdd);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAdd).toHaveBeenCalledWith({
      partnerId: 'HISURF',
      userName: 'Lani',
      rating: 4,
      text: 'Great waves',
    });
  });

  it("names the server's refusal and the field it concerns, and stays open", async () => {
    const refused = new ApiError(400, {
      message: 'Validation failed',
      fields: { partnerId: 'No product has this SKU' },
    });
    const { onClose } = show(() => Promise.reject(refused));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No product has this SKU (partnerId)',
    );
    expect(screen.getByRole('textbox', { name: /Partner SKU/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
