import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import PasswordResetTokenPage from './password-reset-token.tsx';

const routes = [{ path: '/pwdreset/:passwordResetToken', element: <PasswordResetTokenPage /> }];
const session = on('GET', '/api/session', 200, { user: null });

describe('/pwdreset/{token}', () => {
  it('an invalid or expired link shows the invalid_token state with how long a new one works', async () => {
    mockFetch(
      session,
      on('GET', '/auth/local/passwordreset', 400, {
        code: 'BAD_REQUEST',
        message: TEXT.invalidToken,
      }),
    );
    renderRoutes(routes, '/pwdreset/old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Ask for a new one: a link works for one hour.',
    );
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/pwdreset',
    );
  });

  it('a check that could not be made (too many tries) is not read as an expired link, and can be tried again', async () => {
    const fetch = mockFetch(
      session,
      on('GET', '/auth/local/passwordreset', 429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      }),
    );
    renderRoutes(routes, '/pwdreset/good-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.queryByText(/invalid or has expired/)).toBeNull();
    const asked = () =>
      fetch.mock.calls.filter(([url]) => String(url).startsWith('/auth/local/passwordreset'))
        .length;
    const before = asked();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(asked).toBe(before + 1);
  });
});
