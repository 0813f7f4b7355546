import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { partnerBusiness, partnerUser } from '../onboarding.fixture.ts';
import PortalHomePage from './portal-home.tsx';

function showPortal(user = partnerUser(), business = partnerBusiness('US')) {
  mockFetch(
    on('GET', '/api/session', 200, { user }),
    on('GET', '/api/business/partner/u1', 200, [business]),
  );
  renderWithProviders(<PortalHomePage />, '/partner-portal');
}

describe('/partner-portal', () => {
  it("shows Mantine's focus ring on every tile when reached by keyboard", async () => {
    showPortal();
    const tiles = await screen.findAllByRole('link', {
      name: /Business Information|Banking Information|Support/,
    });
    expect(tiles).toHaveLength(3);
    for (const tile of tiles) expect(tile).toHaveClass('mantine-focus-auto');
  });

  it('offers a partner who left onboarding midway to resume at the next step', async () => {
    // As after logging in: business and agreement done, banking neither saved nor skipped.
    showPortal(partnerUser({ onBoarding: true, enteredBankingInfo: false }));
    const resume = await screen.findByRole('dialog', { name: 'Resume Sign-Up Process' });
    expect(resume).toHaveTextContent('Pick up where you left off: Banking.');
  });

  it('keeps the RESUME ribbon on Banking while no bank account holder exists (e.g. after a skip)', async () => {
    showPortal(partnerUser({ onBoarding: true, enteredBankingInfo: true }));
    const banking = await screen.findByRole('link', { name: /Banking Information/ });
    expect(within(banking).getByText('RESUME')).toBeInTheDocument();
    const resume = await screen.findByRole('dialog', { name: 'Resume Sign-Up Process' });
    expect(resume).toHaveTextContent('Pick up where you left off: Integration.');
  });
});
