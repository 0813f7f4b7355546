import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from './auth.tsx';
import { postLoginPath, RequireRole } from './auth.tsx';
import { saveReturnTo } from './return-to.ts';
import { mockFetch, on, renderRoutes } from '../test/render.tsx';

const user = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4165551234',
  market: 'GTA',
  role: 'user',
  integration: null,
  onBoarding: false,
  enteredBankingInfo: false,
  confirmedEmail: true,
  termsAccepted: true,
  signupDate: '2024-01-01T00:00:00.000Z',
  stripe: { account: null },
  ...over,
});

const routes = [
  { path: '/login', element: <h1>Login screen</h1> },
  {
    element: <RequireRole role="editor" />,
    children: [{ path: '/product', element: <h1>Products</h1> }],
  },
];

describe('RequireRole', () => {
  it('sends a guest to /login and remembers the attempted URL', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: null }));
    const { router } = renderRoutes(routes, '/product?sort=name');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(sessionStorage.getItem('returnTo')).toBe('/product?sort=name'));
  });

  it('sends a user whose role is too low to /login', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: user({ role: 'user' }) }));
    renderRoutes(routes, '/product');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('shows the page to a user with the role or above', async () => {
    mockFetch(on('GET', '/api/session', 200, { user: user({ role: 'admin' }) }));
    renderRoutes(routes, '/product');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});

describe('postLoginPath', () => {
  it('returns a consumer to the saved URL, then to / by default', () => {
    saveReturnTo('/favorites');
    expect(postLoginPath(user())).toBe('/favorites');
    expect(postLoginPath(user())).toBe('/');
  });

  it('sends partners without a business to the business form with its modal', () => {
    saveReturnTo('/favorites');
    expect(postLoginPath(user({ role: 'partner', onBoarding: true }))).toBe(
      '/partner-portal/business-information?showModal=true',
    );
    expect(postLoginPath(user({ role: 'partner-staff', onBoarding: true }))).toBe(
      '/partner-portal/business-information?showModal=true',
    );
  });

  it('sends other partners to the portal', () => {
    expect(postLoginPath(user({ role: 'partner' }))).toBe('/partner-portal');
  });
});
