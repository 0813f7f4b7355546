import { describe, expect, it } from 'vitest';
import {
  finishesOnboarding,
  integrationState,
  INTEGRATION_STATE,
  nextOnboardingStep,
  NO_BUSINESS_TOAST,
  onboardingSteps,
  portalRedirect,
  resumeStep,
  signupIntegrationOptions,
} from './onboarding.ts';

const labels = (integration: string, payoutPreference = 'stripe') =>
  onboardingSteps({ integration, payoutPreference });

describe('sign-up integration options', () => {
  it('removes FareHarbor unless ?api= names it, and narrows to the named one', () => {
    expect(signupIntegrationOptions()).toEqual(['Bookeo', 'FareHarbor API', 'Rezdy']);
    expect(signupIntegrationOptions('fareharbor')).toEqual(['FareHarbor']);
    expect(signupIntegrationOptions('FareHarbor-API')).toEqual(['FareHarbor API']);
    expect(signupIntegrationOptions('rezdy')).toEqual(['Rezdy']);
    expect(signupIntegrationOptions('nope')).toEqual(['Bookeo', 'FareHarbor API', 'Rezdy']);
  });
});

describe('onboarding steps per variant (section 4)', () => {
  it('Bookeo walks all five steps and finishes at the integration', () => {
    expect(labels('Bookeo')).toEqual([
      'register',
      'business',
      'agreement',
      'banking',
      'integration',
    ]);
    expect(finishesOnboarding({ integration: 'Bookeo' }, 'banking')).toBe(false);
    expect(finishesOnboarding({ integration: 'Bookeo' }, 'integration')).toBe(true);
  });
  it('FareHarbor hides banking and integration: finishes at the agreement', () => {
    expect(labels('FareHarbor')).toEqual(['register', 'business', 'agreement']);
    expect(finishesOnboarding({ integration: 'FareHarbor' }, 'agreement')).toBe(true);
  });
  it('FareHarbor API, Group Bookings and Rezdy finish after banking', () => {
    for (const name of ['FareHarbor API', 'Group Bookings', 'Rezdy']) {
      expect(labels(name)).toEqual(['register', 'business', 'agreement', 'banking']);
      expect(finishesOnboarding({ integration: name }, 'banking')).toBe(true);
      expect(finishesOnboarding({ integration: name }, 'agreement')).toBe(false);
    }
  });
  it('payout preference fareharbor finishes at the agreement whatever the integration', () => {
    expect(labels('Bookeo', 'fareharbor')).toEqual(['register', 'business', 'agreement']);
    expect(
      finishesOnboarding({ integration: 'Bookeo', payoutPreference: 'fareharbor' }, 'agreement'),
    ).toBe(true);
  });
});

describe('next step and resume', () => {
  const base = {
    integration: 'Bookeo',
    hasBusiness: true,
    enteredBankingInfo: false,
    hasApiKey: false,
  };
  it('walks business, agreement, banking, integration, then nothing', () => {
    expect(nextOnboardingStep({ ...base, hasBusiness: false })).toBe('business');
    expect(nextOnboardingStep(base)).toBe('agreement');
    const agreed = { ...base, vendorAgreementDate: '2026-01-01' };
    expect(nextOnboardingStep(agreed)).toBe('banking');
    expect(nextOnboardingStep({ ...agreed, enteredBankingInfo: true })).toBe('integration');
    expect(nextOnboardingStep({ ...agreed, enteredBankingInfo: true, hasApiKey: true })).toBeNull();
  });
  it('Rezdy is done once banking is entered', () => {
    expect(
      nextOnboardingStep({
        ...base,
        integration: 'Rezdy',
        vendorAgreementDate: '2026-01-01',
        enteredBankingInfo: true,
      }),
    ).toBeNull();
  });
  it('offers the step left midway outside the sign-up screens, only while onboarding', () => {
    const v = {
      ...base,
      role: 'partner',
      confirmedEmail: true,
      onBoarding: true,
      vendorAgreementDate: '2026-01-01',
    };
    expect(resumeStep(v, '/partner-portal')).toBe('banking');
    expect(resumeStep(v, '/partner-portal/customer-purchases')).toBe('banking');
    expect(resumeStep(v, '/partner-portal/banking-information')).toBeNull();
    // Banking leads on to verification, and a partner may go back to the business form.
    const banked = { ...v, enteredBankingInfo: true, integration: 'Bookeo' };
    expect(resumeStep(banked, '/partner-portal')).toBe('integration');
    expect(resumeStep(banked, '/partner-portal/verification')).toBeNull();
    expect(resumeStep(banked, '/partner-portal/business-information')).toBeNull();
    expect(resumeStep({ ...v, onBoarding: false }, '/partner-portal')).toBeNull();
  });
});

describe('portal redirects', () => {
  const partner = { role: 'partner', confirmedEmail: true, onBoarding: false, hasBusiness: true };
  it('needs a confirmed email or onboarding status', () => {
    expect(portalRedirect({ ...partner, confirmedEmail: false }, '/partner-portal')).toEqual({
      to: '/confirm',
    });
    expect(
      portalRedirect({ ...partner, confirmedEmail: false, onBoarding: true }, '/partner-portal'),
    ).toBeNull();
  });
  it('sends a partner without a business to business information with the toast', () => {
    expect(portalRedirect({ ...partner, hasBusiness: false }, '/partner-portal')).toEqual({
      to: '/partner-portal/business-information',
      toast: NO_BUSINESS_TOAST,
    });
    expect(
      portalRedirect({ ...partner, hasBusiness: false }, '/partner-portal/business-information'),
    ).toBeNull();
  });
  it('sends banking-entered partners without an agreement to the legal page', () => {
    expect(portalRedirect({ ...partner, enteredBankingInfo: true }, '/partner-portal')).toEqual({
      to: '/partner/legal?showModal=true',
    });
    expect(
      portalRedirect(
        { ...partner, enteredBankingInfo: true, vendorAgreementDate: new Date() },
        '/partner-portal',
      ),
    ).toBeNull();
  });
  it('sends partner-staff without a business to landing; never redirects staff', () => {
    expect(
      portalRedirect(
        { role: 'partner-staff', confirmedEmail: true, onBoarding: false },
        '/partner-portal',
      ),
    ).toEqual({ to: '/' });
    expect(
      portalRedirect(
        { role: 'admin', confirmedEmail: false, onBoarding: false },
        '/partner-portal',
      ),
    ).toBeNull();
  });
});

it('makes 16-character A-Z0-9 integration states', () => {
  const s = integrationState((n) => Math.floor(Math.random() * n));
  expect(s).toMatch(INTEGRATION_STATE);
  expect(integrationState(() => 35)).toBe('9999999999999999');
});
