import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import { emptyAccount, partnerBusiness, partnerUser } from '../onboarding.fixture.ts';
import BankingInformationPage from './banking-information.tsx';

function showBanking() {
  const fetch = mockFetch(
    on('GET', '/api/session', 200, { user: partnerUser({ onBoarding: true }) }),
    on('GET', '/api/business/partner/u1', 200, [partnerBusiness('US')]),
    on('GET', '/api/stripe/account/b1', 200, emptyAccount()),
  );
  const view = renderRoutes(
    [{ path: '/partner-portal/banking-information', element: <BankingInformationPage /> }],
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
});
