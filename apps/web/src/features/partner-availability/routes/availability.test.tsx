import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import AvailabilityRoute from './availability.tsx';

const showAs = (role: string) => {
  const fetch = mockFetch(
    on('GET', '/api/session', 200, {
      user: { _id: 'u1', name: 'Someone', email: 'someone@example.com', role },
    }),
    on('GET', '/api/bookings/schedules', 200, []),
  );
  renderWithProviders(<AvailabilityRoute />, '/partner-portal/availability');
  return fetch;
};
const askedForSchedules = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.some(([u]) => String(u).startsWith('/api/bookings/schedules'));

describe('/partner-portal/availability', () => {
  it.each(['partner-employee', 'partner-staff'])(
    'refuses a %s like the other partner-only screens, instead of an empty list',
    async (role) => {
      const fetch = showAs(role);
      expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.noPermission);
      expect(screen.queryByText(/You have no experiences yet/)).toBeNull();
      expect(askedForSchedules(fetch)).toBe(false);
    },
  );

  it('shows a partner its experiences (here none yet)', async () => {
    const fetch = showAs('partner');
    expect(
      await screen.findByText(
        'You have no experiences yet. Once Jaunt lists them, you set their times and seats here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(TEXT.noPermission)).toBeNull();
    expect(askedForSchedules(fetch)).toBe(true);
  });
});
