import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderRoutes } from '../../test/render.tsx';
import { AdminLayout } from './admin-layout.tsx';

const showAs = (role: string) => {
  mockFetch(
    on('GET', '/api/session', 200, {
      user: { _id: 'u1', name: 'Staff', email: 'staff@example.com', role },
    }),
  );
  renderRoutes(
    [{ element: <AdminLayout />, children: [{ path: '/product', element: <p>Products</p> }] }],
    '/product',
  );
};
const backOffice = async () =>
  within(await screen.findByRole('navigation', { name: 'Back office' }));

describe('AdminLayout back-office sidebar', () => {
  it('gives an editor every screen an editor may open, Analytics included', async () => {
    showAs('editor');
    const nav = await backOffice();
    expect(await nav.findByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    for (const name of ['Products', 'Tripadvisor', 'Inventory']) {
      expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    // Admin-only screens stay out of an editor's list.
    expect(nav.queryByRole('link', { name: 'Manage Orders' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Business Management' })).toBeNull();
  });

  it('gives an admin Analytics too', async () => {
    showAs('admin');
    expect(await (await backOffice()).findByRole('link', { name: 'Analytics' })).toBeVisible();
  });
});
