import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postLoginPath, RequireRole } from './auth.tsx';
import { saveReturnTo } from './return-to.ts';
import { aUser as user } from '../test/builders.ts';
import { mockFetch, on, renderRoutes } from '../test/render.tsx';

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

  it('sends an onboarding partner to the portal, where the Resume modal shows, not to the finished Business step', () => {
    saveReturnTo('/favorites');
    const halfway = user({ role: 'partner', onBoarding: true, enteredBankingInfo: false });
    expect(postLoginPath(halfway)).toBe('/partner-portal');
    expect(postLoginPath(halfway)).not.toContain('showModal');
  });

  it('sends other partners to the portal', () => {
    expect(postLoginPath(user({ role: 'partner' }))).toBe('/partner-portal');
  });

  it('sends partner-staff and partner-employees, who belong to a business, to the portal', () => {
    saveReturnTo('/');
    expect(postLoginPath(user({ role: 'partner-staff' }))).toBe('/partner-portal');
    expect(postLoginPath(user({ role: 'partner-employee' }))).toBe('/partner-portal');
  });

  it('takes a business user back to the portal screen they tried to open', () => {
    saveReturnTo('/partner-portal/customer-purchases?filter=unredeemed');
    expect(postLoginPath(user({ role: 'partner-staff' }))).toBe(
      '/partner-portal/customer-purchases?filter=unredeemed',
    );
    saveReturnTo('/partner/legal');
    expect(postLoginPath(user({ role: 'partner' }))).toBe('/partner/legal');
    saveReturnTo('/partner-signup');
    expect(postLoginPath(user({ role: 'partner' }))).toBe('/partner-portal');
  });
});
