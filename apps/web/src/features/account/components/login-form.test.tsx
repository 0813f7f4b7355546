import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => vi.useRealTimers());

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('asks for email and password when either is missing', async () => {
    const fetch = mockFetch();
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('', 'secret1');
    expect(await screen.findByText(TEXT.enterEmailAndPassword)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a valid email', async () => {
    mockFetch();
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('not-an-email', 'secret1');
    expect(await screen.findByText(TEXT.enterValidEmail)).toBeInTheDocument();
  });

  it("shows the server's message when the login is refused", async () => {
    mockFetch(
      on('POST', '/auth/local', 401, {
        code: 'UNAUTHORIZED',
        message: 'This password is not correct.',
      }),
    );
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('Ada@Example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is not correct.');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the generic text when the failure has no message', async () => {
    mockFetch(on('POST', '/auth/local', 500, undefined));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.genericError);
  });

  it('counts down the rate-limit wait every second', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
    const next = new Date(now.getTime() + 125_000).toISOString();
    mockFetch(
      on('POST', '/auth/local', 429, {
        message: 'Please try again in 2 minutes and 5 seconds',
        nextValidRequestDate: next,
      }),
    );
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('ada@example.com', 'secret1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Please try again in 2 minutes and \d+ seconds$/);
    act(() => vi.setSystemTime(new Date(now.getTime() + 100_000)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Please try again in 0 minutes and 2\d seconds$/,
    );
  });

  it('sends the email lowercased and reports the signed-in user', async () => {
    const user = { _id: 'u1', role: 'user' };
    const fetch = mockFetch(on('POST', '/auth/local', 200, { token: 't', user }));
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('Ada@Example.com', 'secret1');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });
});
