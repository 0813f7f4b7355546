import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it.each([
    ['the server failed', new ApiError(500, { message: 'Server down' })],
    ['the server was unreachable', new TypeError('Failed to fetch')],
    ['too many requests', new ApiError(429, { message: 'Too many requests' })],
  ])('offers Try again when %s', (_, error) => {
    renderWithProviders(<ErrorState error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says what was refused, without a retry that would be refused again', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION',
      message: 'Search text must be at most 100 characters.',
    });
    renderWithProviders(<ErrorState error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search text must be at most 100 characters.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
