import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import { emptyAccount, partnerBusiness, partnerUser } from '../onboarding.fixture.ts';
import BankingInformationPage from './banking-information.tsx';

function showBanking(
  { integration = 'Bookeo', onBoarding = true } = {},
  skipAnswer: { finished: boolean } = { finished: false },
) {
  const fetch = mockFetch(
    on('GET', '/api/session', 200, {
      user: partnerUser({ onBoarding, integration: { name: integration } }),
    }),
    on('GET', '/api/business/partner/u1', 200, [
      partnerBusiness('US', { integration: { name: integration, authorized: false } }),
    ]),
    on('GET', '/api/stripe/account/b1', 200, emptyAccount()),
    on('POST', '/api/business/partner/banking-skip/b1', 200, skipAnswer),
  );
  const view = renderRoutes(
    [
      { path: '/partner-portal/banking-information', element: <BankingInformationPage /> },
      { path: '/partner-portal/integration', element: <h1>Integration step</h1> },
      { path: '/partner-portal', element: <h1>Portal</h1> },
    ],
    '/partner-portal/banking-information',
  );
  return { fetch, ...view };
}
const calls = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('/partner-portal/banking-information', () => {
  it('refuses a date of birth in the future next to the field, and sends nothing', async () => {
    const { fetch } = showBanking();
    await userEvent.type(await screen.findByLabelText(/First name/), 'Kai');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Akana');
    const dob = screen.getByLabelText(/Date of birth/);
    fireEvent.change(dob, { target: { value: '2030-01-01' } });
    await userEvent.type(screen.getByLabelText(/Routing number/), '110000000');
    await userEvent.type(screen.getByLabelText(/^Account number/), '000123456789');
    await userEvent.type(screen.getByLabelText(/Confirm account number/), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date of birth in the past')).toBeInTheDocument();
    expect(calls(fetch, 'PUT')).toHaveLength(0);
    fireEvent.change(dob, { target: { value: `${new Date().getFullYear() - 5}-06-01` } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at least 13 years old/)).toBeInTheDocument();
    expect(calls(fetch, 'PUT')).toHaveLength(0);
  });

  it('Skip for now logs the skip and goes on to the integration step, nothing saved', async () => {
    const { fetch, router } = showBanking();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Integration step' })).toBeInTheDocument();
    expect(calls(fetch, 'POST').map(([u]) => u)).toEqual(['/api/business/partner/banking-skip/b1']);
    expect(calls(fetch, 'PUT')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/partner-portal/integration');
  });

  it('Skip for now finishes a Rezdy partner like a saved bank account: the finished portal', async () => {
    const { router } = showBanking({ integration: 'Rezdy' }, { finished: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?showModal=true');
  });

  it('offers no skip once onboarding is over', async () => {
    showBanking({ onBoarding: false });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });
});
