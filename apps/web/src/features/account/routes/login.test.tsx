import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireRole } from '../../../lib/auth.tsx';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import LoginPage from './login.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireRole role="admin" />,
    children: [{ path: '/manage-orders', element: <h1>Purchase History</h1> }],
  },
];
const signedIn = (role: string | null) =>
  mockFetch(
    on('GET', '/api/session', 200, {
      user: role && { _id: 'u1', name: 'Sam', email: 'staff@jaunt.test', role },
    }),
  );

describe('/login after a guarded page', () => {
  it('tells a signed-in user whose role is too low that the page needs another account', async () => {
    signedIn('partner-staff');
    const { router } = renderRoutes(routes, '/manage-orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'That page needs a different account. Log in with one that has access.',
    );
  });

  it('shows a guest sent to log in no such note', async () => {
    signedIn(null);
    renderRoutes(routes, '/manage-orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText(/needs a different account/)).toBeNull();
  });
});
