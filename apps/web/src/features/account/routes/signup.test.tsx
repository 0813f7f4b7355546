import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import SignupRoute from './signup.tsx';

describe('/signup', () => {
  it("shows 'Passwords must match' as soon as the repetition differs, other fields still empty", async () => {
    mockFetch(
      on('GET', '/api/session', 200, { user: null }),
      on('GET', '/api/features/market', 200, []),
    );
    renderWithProviders(<SignupRoute />);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'secret2');
    await userEvent.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    // Fixing the repetition clears it at once.
    await userEvent.clear(screen.getByLabelText(/^Repeat password/));
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'secret1');
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
  }, 30_000);
});
