import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { partnerUser } from '../onboarding.fixture.ts';
import BankingInformationPage from '../routes/banking-information.tsx';
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
