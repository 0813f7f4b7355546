/**
 * Partner onboarding (spec partner-and-staff sections 2 and 4): which steps a partner walks,
 * which step finishes onboarding, where the portal sends a partner, and the sign-up options.
 * Pure rules shared by the server (finishing, guards) and the web app (step indicator, redirects).
 */

/** Integration names a partner can sign up with. */
export const INTEGRATIONS = ['Bookeo', 'FareHarbor', 'FareHarbor API', 'Rezdy'] as const;
export type SignupIntegration = (typeof INTEGRATIONS)[number];
/** Integration names that exist on businesses (sign-up options plus staff-made Group Bookings). */
export const INTEGRATION_NAMES = [...INTEGRATIONS, 'Group Bookings'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/**
 * The integration options of /partner-signup: `?api=` narrows the list to that one integration
 * (case-insensitive, spaces or dashes alike); otherwise the FareHarbor option is removed.
 */
export function signupIntegrationOptions(api?: string | null): SignupIntegration[] {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  if (api) {
    const found = INTEGRATIONS.find((i) => key(i) === key(api));
    if (found) return [found];
  }
  return INTEGRATIONS.filter((i) => i !== 'FareHarbor');
}

export type OnboardingStep = 'register' | 'business' | 'agreement' | 'banking' | 'integration';
export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  register: 'Register',
  business: 'Business',
  agreement: 'Agreement',
  banking: 'Banking',
  integration: 'Integration',
};
/** Where each step is done in the web app. */
export const ONBOARDING_STEP_PATHS: Record<OnboardingStep, string> = {
  register: '/partner-signup',
  business: '/partner-portal/business-information',
  agreement: '/partner/legal',
  banking: '/partner-portal/banking-information',
  integration: '/partner-portal/integration',
};

/** Identity checks: not a step of its own, but the sign-up flow passes it after banking. */
export const VERIFICATION_PATH = '/partner-portal/verification';

/** The screens of the sign-up flow: a partner on one of them has not left it midway. */
const SIGNUP_FLOW_PATHS = new Set([...Object.values(ONBOARDING_STEP_PATHS), VERIFICATION_PATH]);

export interface OnboardingProfile {
  /** The integration name on the user (or business). */
  integration?: string | null;
  /** The business's payout preference ('stripe' by default, or 'fareharbor'). */
  payoutPreference?: string | null;
}

/** FareHarbor vendors: the dock-style FareHarbor integration. */
export const isFareHarborVendor = (p: OnboardingProfile) => p.integration === 'FareHarbor';

/**
 * Paid through FareHarbor rather than by our bank transfer: FareHarbor vendors and payout
 * preference fareharbor (spec sections 2 and 9). One definition for the banking step, the
 * agreement's terms, the 20% commission and the payout (decision 040).
 */
export const paidThroughFareHarbor = (p: OnboardingProfile) =>
  isFareHarborVendor(p) || p.payoutPreference === 'fareharbor';

/** Banking is hidden for FareHarbor vendors or payout preference fareharbor. */
export const showsBankingStep = (p: OnboardingProfile) => !paidThroughFareHarbor(p);

/**
 * Integration is hidden for FareHarbor, FareHarbor API and Group Bookings (the reading we
 * chose, docs/decisions). Rezdy finishes after banking (section 4), so its flow has no
 * integration step either; payout preference fareharbor finishes at the agreement.
 */
export const showsIntegrationStep = (p: OnboardingProfile) =>
  !['FareHarbor', 'FareHarbor API', 'Group Bookings', 'Rezdy'].includes(p.integration ?? '') &&
  p.payoutPreference !== 'fareharbor';

/** The steps shown in the indicator, in order. */
export function onboardingSteps(p: OnboardingProfile): OnboardingStep[] {
  const steps: OnboardingStep[] = ['register', 'business', 'agreement'];
  if (showsBankingStep(p)) steps.push('banking');
  if (showsIntegrationStep(p)) steps.push('integration');
  return steps;
}

/** The step whose completion finishes onboarding (onBoarding false, finished emails). */
export const finishingStep = (p: OnboardingProfile): OnboardingStep => {
  const steps = onboardingSteps(p);
  return steps[steps.length - 1];
};

/** Does completing `step` finish onboarding for this partner? */
export const finishesOnboarding = (p: OnboardingProfile, step: OnboardingStep) =>
  finishingStep(p) === step;

export interface OnboardingProgress extends OnboardingProfile {
  hasBusiness: boolean;
  vendorAgreementDate?: string | Date | null;
  enteredBankingInfo: boolean;
  hasApiKey: boolean;
}

/** The first step not done yet, or null when every shown step is done. */
export function nextOnboardingStep(p: OnboardingProgress): OnboardingStep | null {
  for (const step of onboardingSteps(p)) {
    if (step === 'business' && !p.hasBusiness) return step;
    if (step === 'agreement' && !p.vendorAgreementDate) return step;
    if (step === 'banking' && !p.enteredBankingInfo) return step;
    if (step === 'integration' && !p.hasApiKey) return step;
  }
  return null;
}

export const NO_BUSINESS_TOAST = 'Go to Business Management and enter your business details first';
export const RESUME_SIGNUP_TITLE = 'Resume Sign-Up Process';

/**
 * The step a sign-up page is for, when `?showModal=true` there opens the Resume Sign-Up Process
 * modal (the agreement, banking and integration pages; the business page's showModal is its
 * "Thank you for signing up").
 */
export function resumableStepAt(path: string): OnboardingStep | null {
  const steps = ['agreement', 'banking', 'integration'] as const;
  return steps.find((s) => ONBOARDING_STEP_PATHS[s] === path) ?? null;
}

export interface PortalVisitor extends Partial<OnboardingProgress> {
  role: string;
  confirmedEmail: boolean;
  onBoarding: boolean;
}

export interface PortalRedirect {
  to: string;
  toast?: string;
}

/**
 * Where a visitor of a partner-portal screen (`path`) must go instead, or null to stay
 * (section 4): unconfirmed and not onboarding -> /confirm; partner-staff without a business ->
 * landing; a partner without a business -> business information (toast); banking entered but
 * no vendor agreement -> the legal page. Staff (editor, admin) are never redirected.
 */
export function portalRedirect(v: PortalVisitor, path: string): PortalRedirect | null {
  if (v.role === 'admin' || v.role === 'editor') return null;
  if (!v.confirmedEmail && !v.onBoarding) return { to: '/confirm' };
  if (v.role === 'partner-staff' || v.role === 'partner-employee') {
    return v.hasBusiness ? null : { to: '/' };
  }
  const business = ONBOARDING_STEP_PATHS.business;
  if (!v.hasBusiness) {
    return path === business ? null : { to: business, toast: NO_BUSINESS_TOAST };
  }
  const legal = ONBOARDING_STEP_PATHS.agreement;
  // The agreement page says why the partner is there (its Resume Sign-Up Process modal).
  if (v.enteredBankingInfo && !v.vendorAgreementDate && path !== legal) {
    return { to: `${legal}?showModal=true` };
  }
  return null;
}

/**
 * The step a Resume Sign-Up Process modal offers when an onboarding partner opens a screen
 * outside the sign-up flow, or null (not onboarding, nothing left, or in the flow: a partner
 * who goes back a step, or on to verification after banking, has not left it).
 */
export function resumeStep(v: PortalVisitor, path: string): OnboardingStep | null {
  if (!v.onBoarding || v.role !== 'partner' || SIGNUP_FLOW_PATHS.has(path)) return null;
  const next = nextOnboardingStep({
    hasBusiness: !!v.hasBusiness,
    vendorAgreementDate: v.vendorAgreementDate,
    enteredBankingInfo: !!v.enteredBankingInfo,
    hasApiKey: !!v.hasApiKey,
    integration: v.integration,
    payoutPreference: v.payoutPreference,
  });
  return next;
}

/** A booking-platform integration state token: 16 characters A-Z and 0-9. */
export const INTEGRATION_STATE = /^[A-Z0-9]{16}$/;
export function integrationState(random: (n: number) => number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let out = '';
  for (let i = 0; i < 16; i++) out += chars[random(chars.length)];
  return out;
}
