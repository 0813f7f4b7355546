import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESUME_SIGNUP_TITLE, TEXT } from '@jaunt/contract';
import { mockFetch, on, renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { emptyAccount, partnerBusiness, partnerUser } from '../onboarding.fixture.ts';
import BankingInformationPage from '../routes/banking-information.tsx';
import LegalPage from '../routes/legal.tsx';
import VerificationPage from '../routes/verification.tsx';

describe('a partner screen that needs the business, opened without one', () => {
  // An admin may open the partner portal and has no business of their own.
  const cases = [
    ['/partner-portal/banking-information', <BankingInformationPage key="b" />],
    ['/partner-portal/verification', <VerificationPage key="v" />],
  ] as const;
  it.each(cases)('%s says to add the business first, as an alert', async (path, page) => {
    const fetch = mockFetch(
      on('GET', '/api/session', 200, { user: partnerUser({ role: 'admin' }) }),
      on('GET', '/api/business/partner/u1', 200, []),
    );
    renderWithProviders(page, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.bankingNeedsBusiness);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/stripe/'))).toBe(false);
  });
});

describe('a partner-only screen opened by someone who is not a partner', () => {
  it('refuses with the spec text under a heading that names the page', async () => {
    mockFetch(
      on('GET', '/api/session', 200, { user: partnerUser({ role: 'partner-staff' }) }),
      on('GET', '/api/business/partner/u1', 200, []),
    );
    renderWithProviders(<LegalPage />, '/partner/legal');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.noPermission);
    expect(screen.getByRole('heading', { level: 1, name: 'Partners only' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vendor Agreement' })).toBeNull();
  });
});

describe('?showModal=true on a sign-up step', () => {
  const show = (path: string, onBoarding = true) => {
    mockFetch(
      on('GET', '/api/session', 200, {
        user: partnerUser({ onBoarding, enteredBankingInfo: false }),
      }),
      on('GET', '/api/business/partner/u1', 200, [
        partnerBusiness('US', { vendorAgreementDate: '2026-11-01T00:00:00.000Z' }),
      ]),
      on('GET', '/api/stripe/account/b1', 200, emptyAccount()),
    );
    return renderRoutes(
      [{ path: '/partner-portal/banking-information', element: <BankingInformationPage /> }],
      path,
    );
  };

  it('opens the Resume Sign-Up Process modal naming the step, and Continue closes it', async () => {
    const { router } = show('/partner-portal/banking-information?showModal=true');
    const dialog = await screen.findByRole('dialog', { name: RESUME_SIGNUP_TITLE });
    expect(dialog).toHaveTextContent(
      'Welcome back. Your sign-up continues with this step: Banking.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('names the step still to do when this page is done, and goes there', async () => {
    mockFetch(
      on('GET', '/api/session', 200, {
        user: partnerUser({ onBoarding: true, enteredBankingInfo: false }),
      }),
      on('GET', '/api/business/partner/u1', 200, [
        partnerBusiness('US', { vendorAgreementDate: '2026-11-01T00:00:00.000Z' }),
      ]),
    );
    const { router } = renderRoutes(
      [
        { path: '/partner/legal', element: <LegalPage /> },
        { path: '/partner-portal/banking-information', element: <h1>Banking step</h1> },
      ],
      '/partner/legal?showModal=true',
    );
    const dialog = await screen.findByRole('dialog', { name: RESUME_SIGNUP_TITLE });
    expect(dialog).toHaveTextContent('Your sign-up continues with this step: Banking.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Banking' }));
    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/partner-portal/banking-information');
  });

  it('opens nothing for a partner who has finished signing up', async () => {
    show('/partner-portal/banking-information?showModal=true', false);
    expect(await screen.findByRole('heading', { name: 'Banking Information' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('?goBack=true on banking (the portal tile)', () => {
  it('goes back to the portal once the account is saved', async () => {
    mockFetch(
      on('GET', '/api/session', 200, { user: partnerUser({ onBoarding: false }) }),
      on('GET', '/api/business/partner/u1', 200, [partnerBusiness('US')]),
      on('GET', '/api/stripe/account/b1', 200, emptyAccount()),
      on('PUT', '/api/stripe/account/b1', 200, emptyAccount({ bankLast4: '6789' })),
    );
    const { router } = renderRoutes(
      [
        { path: '/partner-portal/banking-information', element: <BankingInformationPage /> },
        { path: '/partner-portal', element: <h1>Portal</h1> },
      ],
      '/partner-portal/banking-information?goBack=true',
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Kai');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Akana');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1980-04-02' } });
    await userEvent.type(screen.getByLabelText(/Routing number/), '110000000');
    await userEvent.type(screen.getByLabelText(/^Account number/), '000123456789');
    await userEvent.type(screen.getByLabelText(/Confirm account number/), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await expect.poll(() => router.state.location.pathname).toBe('/partner-portal');
  });
});
