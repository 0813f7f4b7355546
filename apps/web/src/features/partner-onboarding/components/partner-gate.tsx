import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEP_PATHS,
  portalRedirect,
  nextOnboardingStep,
  RESUME_SIGNUP_TITLE,
  resumableStepAt,
  resumeStep,
  TEXT,
  type BusinessDto,
} from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser, type User } from '../../../lib/auth.tsx';
import { useMyBusiness } from '../api/my-business.ts';

export interface GateContext {
  user: User;
  business: BusinessDto | null;
}

/**
 * The children of a PartnerGate for a screen that needs the partner's business (banking,
 * verification): the screen when there is one, else the refusal that says to add it first.
 */
export function withBusiness(
  render: (ctx: GateContext & { business: BusinessDto }) => ReactNode,
): (ctx: GateContext) => ReactNode {
  return ({ user, business }) =>
    business ? (
      render({ user, business })
    ) : (
      <Alert color="red" role="alert">
        {TEXT.bankingNeedsBusiness}
      </Alert>
    );
}

/**
 * Wraps a partner screen: partner-only screens refuse other roles; the section 4 redirects
 * apply; an onboarding partner who left midway gets the Resume Sign-Up Process modal.
 */
export function PartnerGate(props: {
  partnerOnly?: boolean;
  children: (ctx: GateContext) => ReactNode;
}) {
  const { user } = useCurrentUser();
  const business = useMyBusiness();
  const location = useLocation();
  const navigate = useNavigate();
  const visitor = user && {
    role: user.role,
    confirmedEmail: user.confirmedEmail,
    onBoarding: user.onBoarding,
    hasBusiness: !!business.data,
    vendorAgreementDate: business.data?.vendorAgreementDate ?? null,
    enteredBankingInfo: user.enteredBankingInfo,
    hasApiKey: !!business.data?.integration?.authorized,
    integration: business.data?.integration?.name ?? user.integration?.name ?? null,
    payoutPreference: business.data?.payoutPreference ?? null,
  };
  const redirect =
    visitor && !business.isPending ? portalRedirect(visitor, location.pathname) : null;
  useEffect(() => {
    if (redirect?.toast) {
      notifications.show({ id: 'partner-redirect', color: 'yellow', message: redirect.toast });
    }
  }, [redirect?.toast]);
  if (!user || business.isPending) return <PageLoader />;
  if (business.isError) {
    return (
      <Alert color="red" role="alert">
        There was an error getting your user information
      </Alert>
    );
  }
  const allowed = user.role === 'partner' || user.role === 'admin';
  if (props.partnerOnly && !allowed) {
    // With a heading, as every screen has: it tells a screen-reader user which page this is.
    return (
      <Stack>
        <Title order={1}>Partners only</Title>
        <Alert color="red" role="alert">
          {TEXT.noPermission}
        </Alert>
      </Stack>
    );
  }
  if (redirect) return <Navigate to={redirect.to} replace />;
  const resume = visitor ? resumeStep(visitor, location.pathname) : null;
  const params = new URLSearchParams(location.search);
  // ?showModal=true: the screen's own modal (the finished portal's "You're all set!") shows instead.
  const ownModal = params.get('showModal') === 'true';
  // ...and on the agreement, banking and integration pages, the Resume Sign-Up Process modal for
  // the step the partner is brought back to (a redirect, a link), while it is still onboarding.
  // It names the step still to do: this page's, or the one the partner has not reached yet.
  const here = ownModal && user.onBoarding ? resumableStepAt(location.pathname) : null;
  const next = here && visitor ? nextOnboardingStep(visitor) : null;
  const stayHere = () => {
    params.delete('showModal');
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  };
  return (
    <>
      {props.children({ user, business: business.data ?? null })}
      <Modal opened={!!next} onClose={stayHere} title={RESUME_SIGNUP_TITLE} centered>
        <Text mb="md">
          Welcome back. Your sign-up continues with this step:{' '}
          {next ? ONBOARDING_STEP_LABELS[next] : ''}.
        </Text>
        <Group justify="flex-end">
          {next && next !== here ? (
            <Button onClick={() => void navigate(ONBOARDING_STEP_PATHS[next])} data-autofocus>
              Go to {ONBOARDING_STEP_LABELS[next]}
            </Button>
          ) : (
            <Button onClick={stayHere} data-autofocus>
              Continue
            </Button>
          )}
        </Group>
      </Modal>
      <Modal
        opened={!!resume && !ownModal && params.get('resume') !== 'no'}
        onClose={() => void navigate(`${location.pathname}?resume=no`, { replace: true })}
        title={RESUME_SIGNUP_TITLE}
        centered
      >
        <Text mb="md">
          You left the sign-up process before finishing. Pick up where you left off:{' '}
          {resume ? ONBOARDING_STEP_LABELS[resume] : ''}.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void navigate(`${location.pathname}?resume=no`, { replace: true })}
          >
            Later
          </Button>
          <Button onClick={() => resume && void navigate(ONBOARDING_STEP_PATHS[resume])}>
            Resume
          </Button>
        </Group>
      </Modal>
    </>
  );
}
